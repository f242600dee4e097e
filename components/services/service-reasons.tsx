import { Section } from "@/components/layout/section";
import type { Service } from "@/content/services";
import { BRAND_NAME } from "@/content/site";

/**
 * The spec's four reasons, numbered under a rule. No numbers block: the home page and /about-us
 * carry the company-wide figures; a service page's proof is its case studies and quotes.
 */
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
    </Section>
  );
}
