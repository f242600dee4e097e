import { ArrowRightIcon } from "lucide-react";
import Link from "next/link";

import { ScrollStrip } from "@/components/home/scroll-strip";
import { Section } from "@/components/layout/section";
import { buttonVariants } from "@/components/ui/button-variants";
import { NOT_CACHED } from "@/lib/cache/not-cached.mjs";
import { isBuildPhase } from "@/lib/env";
import { logEvent } from "@/lib/log/logger";
import { getFeaturedWork, getWorkForService } from "@/lib/work/queries";
import type { CaseStudyCard } from "@/lib/work/types";
import { WorkCard } from "./work-card";
import { WorkGrid } from "./work-grid";

/**
 * Case studies on other pages, rendered on the server from the cached, tagged list: the page's
 * HTML links them and the browser fetches nothing, so nothing shifts. Nothing at all when there
 * are none: these pages read well without them. When the database cannot say, null: the page is
 * sent without them but marked so the page cache does not keep it (lib/cache/not-cached.mjs).
 * The build reads no database: its render is a placeholder that is never served.
 */
async function read(what: string, load: () => Promise<CaseStudyCard[]>) {
  if (isBuildPhase) return [];
  try {
    return await load();
  } catch (error) {
    logEvent("error", `${what} failed`, { error: String(error).split("\n")[0] });
    return null;
  }
}
const Missing = () => <div {...NOT_CACHED} hidden />;

/** The home page's "Selected work": up to three featured case studies. */
export async function SelectedWork() {
  const studies = await read("selected work", () => getFeaturedWork(3));
  if (!studies) return <Missing />;
  if (!studies.length) return null;
  return (
    <Section
      title="Selected work"
      intro="A few projects we are proud of, and what they changed."
      // On a phone the showcase is not shown, and the cards say the same: the home page's story
      // stays within its ten screens (tests/e2e/home-story.spec.ts).
      introFromSm
      dense
    >
      <ScrollStrip
        items={studies.map((study) => ({
          key: String(study.id),
          node: <WorkCard study={study} headingLevel="h3" />,
        }))}
      />
      <div className="mt-8 text-center sm:mt-10">
        <Link href="/work" className={buttonVariants({ variant: "outline" })}>
          All case studies <ArrowRightIcon aria-hidden />
        </Link>
      </div>
    </Section>
  );
}

/** A service page's case studies: those that used this service. */
export async function ServiceWork({ serviceId, name }: { serviceId: string; name: string }) {
  const studies = await read("service work", () => getWorkForService(serviceId));
  if (!studies) return <Missing />;
  if (!studies.length) return null;
  return (
    <Section
      title={`${name} case studies`}
      intro="Projects where we delivered this service."
      muted
      align="start"
    >
      <WorkGrid studies={studies} headingLevel="h3" label={`${name} case studies`} />
    </Section>
  );
}
