import { ArrowRightIcon } from "lucide-react";
import Link from "next/link";
import { useId } from "react";

import { ScrollStrip } from "@/components/home/scroll-strip";
import { Section } from "@/components/layout/section";
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

/**
 * The home page's "Selected work": up to three featured case studies, one of the page's two card
 * grids. The heading sits flush left with the link to all of them on its line, so the block does
 * not repeat the centred title of the proof above it.
 */
export async function SelectedWork() {
  const studies = await read("selected work", () => getFeaturedWork(3));
  if (!studies) return <Missing />;
  if (!studies.length) return null;
  return <SelectedWorkSection studies={studies} />;
}

function SelectedWorkSection({ studies }: { studies: readonly CaseStudyCard[] }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="py-10 sm:py-20">
      <div className="reveal-stacked mx-auto max-w-7xl px-4 sm:px-6">
        <div className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
          <div className="max-w-2xl">
            <h2 id={headingId} className="text-2xl font-semibold text-balance sm:text-h2">
              Selected work
            </h2>
            {/* Not on a phone: the cards say it, and the home page's story stays within its ten
                screens (tests/e2e/home-story.spec.ts). */}
            <p className="mt-4 text-lg text-pretty text-muted-foreground max-sm:hidden">
              A few projects we are proud of, and what they changed.
            </p>
          </div>
          <Link
            href="/work"
            className="inline-flex items-center gap-1 py-1 text-sm font-medium text-primary hover:underline sm:text-base"
          >
            All case studies <ArrowRightIcon className="size-4" aria-hidden />
          </Link>
        </div>
        <div className="reveal-wide mt-6 sm:mt-10">
          <ScrollStrip
            items={studies.map((study) => ({
              key: String(study.id),
              node: <WorkCard study={study} headingLevel="h3" />,
            }))}
          />
        </div>
      </div>
    </section>
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
