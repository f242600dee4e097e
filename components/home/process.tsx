import { Icon } from "@/components/icon";
import { Section } from "@/components/layout/section";
import { processSteps } from "@/content/company";

/**
 * The five steps as one numbered path: on a phone a line joins the numbers, each step one short
 * paragraph; from 640 px, cards in a row. Each service page details its own process.
 */
export function Process() {
  return (
    <Section
      title="Our Process"
      intro="Five clear steps from the first call to a product your customers use."
      dense
    >
      <ol className="grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
        {processSteps.map((step, index) => (
          <li
            key={step.title}
            className="relative flex gap-4 before:absolute before:top-12 before:-bottom-5 before:left-5 before:w-px before:bg-border last:before:hidden sm:flex-col sm:rounded-xl sm:border sm:bg-card sm:p-6 sm:shadow-sm sm:before:hidden"
          >
            <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-accent font-semibold text-accent-foreground">
              {index + 1}
            </span>
            <div>
              <h3 className="flex items-center gap-2 font-semibold">
                <Icon name={step.icon} className="size-4 text-primary" />
                {step.title}
              </h3>
              <p className="mt-1 text-sm leading-relaxed text-muted-foreground">
                {step.description}
              </p>
            </div>
          </li>
        ))}
      </ol>
    </Section>
  );
}
