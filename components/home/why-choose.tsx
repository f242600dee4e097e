import { Section } from "@/components/layout/section";
import { BRAND_NAME } from "@/content/site";
import { whyChoose } from "@/content/company";
import { FeatureGrid } from "./feature-grid";

export function WhyChoose() {
  return (
    <Section title={`Why Choose ${BRAND_NAME}`} muted>
      <FeatureGrid items={whyChoose} />
    </Section>
  );
}
