import { CtaBlock } from "@/components/home/cta-block";
import { Hero } from "@/components/home/hero";
import { LowerSections } from "@/components/home/lower-sections";
import { ServicesOverview } from "@/components/home/services-overview";
import { WhyChoose } from "@/components/home/why-choose";
import { JsonLd } from "@/components/seo/json-ld";
import { env } from "@/lib/env";
import { seoPageMetadata } from "@/lib/seo/metadata";
import { organizationJsonLd } from "@/lib/seo/structured-data";

export const metadata = seoPageMetadata("/");

export default function HomePage() {
  return (
    <>
      <JsonLd data={organizationJsonLd()} />
      <Hero videoSrc={env.NEXT_PUBLIC_HERO_VIDEO_URL ?? "/media/hero.mp4"} />
      <ServicesOverview />
      <WhyChoose />
      <CtaBlock />
      <LowerSections />
    </>
  );
}
