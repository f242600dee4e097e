import { StatList } from "@/components/company/stat-list";
import { Section } from "@/components/layout/section";
import { claims } from "@/content/company";
import type { Service } from "@/content/services";
import { BRAND_NAME } from "@/content/site";

/** The same numbers the home page claims (content/company.ts), told as this page's proof. */
const proofNumbers = [
  { value: claims.projects, label: "Projects delivered" },
  { value: claims.satisfaction, label: "Client satisfaction" },
  { value: claims.experience, label: "Years of experience" },
  { value: claims.support, label: "Support after launch" },
];

/** The spec's four reasons, numbered under a rule, and the numbers behind them, set large. */
export function ServiceReasons({ service }: { service: Service }) {
  return (
    <Section title={`Why Choose ${BRAND_NAME} for ${service.name}`} align="start">
      <ol className="grid gap-x-8 gap-y-10 sm:grid-cols-2 lg:grid-cols-4">
        {service.uniqueFeatures.map((feature, index) => (
          <li key={feature.title} className="border-t-2 border-foreground pt-5">
            <span className="font-display text-sm font-semibold text-primary" aria-hidden>
              {String(index + 1).padStart(2, "0")}
            </span>
            <h3 className="card-title mt-2">{feature.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-muted-foreground">
              {feature.description}
            </p>
          </li>
        ))}
      </ol>
      <StatList items={proofNumbers} className="mt-16" />
    </Section>
  );
}
