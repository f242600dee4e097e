import { useId } from "react";

import { Icon } from "@/components/icon";
import { processSteps } from "@/content/company";

/**
 * The five steps on one full-bleed ink band, the page's one change of surface between the hero
 * and the closing call: from 1024 px a timeline, each step hung from one rule by its number; on a
 * phone the numbers stacked down a line. Each service page details its own process.
 */
export function Process() {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="border-y border-inverse-border bg-inverse py-10 text-inverse-foreground sm:py-20"
    >
      <div className="reveal-stacked mx-auto max-w-7xl px-4 sm:px-6">
        <div className="max-w-2xl">
          <h2
            id={headingId}
            className="text-2xl font-semibold text-balance text-inverse-strong sm:text-h2"
          >
            Our Process
          </h2>
          <p className="mt-3 text-pretty text-inverse-muted sm:mt-4 sm:text-lg">
            Five clear steps from the first call to a product your customers use.
          </p>
        </div>
        <ol className="reveal-wide mt-6 grid gap-4 sm:mt-14 sm:grid-cols-2 sm:gap-x-8 sm:gap-y-10 lg:grid-cols-5 lg:gap-x-0">
          {processSteps.map((step, index) => (
            <li
              key={step.title}
              className="relative flex gap-4 before:absolute before:top-11 before:-bottom-3 before:left-5 before:w-px before:bg-inverse-border last:before:hidden sm:block sm:border-t sm:border-inverse-border sm:pt-6 sm:before:hidden lg:pr-8"
            >
              {/* On the rule from 640 px: a dot marks where each step hangs. */}
              <span
                className="absolute -top-[5px] left-0 hidden size-2.5 rounded-full bg-inverse-strong sm:block"
                aria-hidden
              />
              <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full border border-inverse-border font-display font-semibold text-inverse-strong sm:size-auto sm:justify-start sm:rounded-none sm:border-0 sm:text-4xl sm:text-inverse-muted">
                {String(index + 1).padStart(2, "0")}
              </span>
              <div className="sm:mt-4">
                <h3 className="flex items-center gap-2 font-semibold text-inverse-strong">
                  <Icon name={step.icon} className="size-4 text-inverse-muted" />
                  {step.title}
                </h3>
                <p className="mt-1 text-sm leading-relaxed text-pretty text-inverse-muted">
                  {step.description}
                </p>
              </div>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
