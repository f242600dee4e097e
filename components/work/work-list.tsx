import { HourglassIcon } from "lucide-react";
import Link from "next/link";

import { ClosingCall } from "@/components/layout/closing-call";
import { Button } from "@/components/ui/button";
import { NOT_CACHED } from "@/lib/cache/not-cached.mjs";
import { isBuildPhase } from "@/lib/env";
import { logEvent } from "@/lib/log/logger";
import { categoryLabel } from "@/lib/work/labels";
import { getPublishedWork } from "@/lib/work/queries";
import type { CaseStudyCard } from "@/lib/work/types";
import { WorkGrid } from "./work-grid";
import { WorkFilter } from "./work-filter";

/**
 * /work and /work/category/{id}: the filter, the published case studies of the category (all by
 * default), or the spec's "Coming Soon" when there are none, then the spec's two calls to action.
 */
export function WorkList({ category }: { category: string }) {
  return (
    <>
      <div className="mx-auto max-w-7xl px-4 pt-16 sm:px-6">
        <WorkFilter selected={category} />
        <div className="mt-12">
          <Studies category={category} />
        </div>
      </div>
      <ClosingCall
        label="Call to action"
        title="Have a project like these?"
        text="Tell us what you want built: a reply within 24 hours, a free call to scope it, then a proposal with a fixed estimate."
      >
        <Button asChild size="lg">
          <Link href="/contact">Start a Project</Link>
        </Button>
        <Button asChild size="lg" variant="outline">
          <Link href="/services">View Our Services</Link>
        </Button>
      </ClosingCall>
    </>
  );
}

/** The build reads no database: its render is a placeholder that is never served. */
async function Studies({ category }: { category: string }) {
  if (isBuildPhase) return null;
  let studies: CaseStudyCard[];
  try {
    studies = await getPublishedWork(category === "all" ? undefined : category);
  } catch (error) {
    logEvent("error", "work list failed", { error: String(error).split("\n")[0] });
    return (
      <p {...NOT_CACHED} className="text-center text-muted-foreground">
        Our case studies cannot be shown right now. Please try again shortly.
      </p>
    );
  }
  if (studies.length === 0) {
    const label = category === "all" ? "All Projects" : categoryLabel(category);
    return (
      <div className="mx-auto max-w-xl rounded-2xl border border-dashed bg-card p-10 text-center">
        <HourglassIcon className="mx-auto size-10 text-primary" aria-hidden />
        <h2 className="mt-4 text-2xl font-semibold">Projects are Coming Soon</h2>
        <p className="mt-3 text-muted-foreground">
          We&apos;re preparing case studies for{" "}
          <span className="font-medium text-foreground">{label}</span>. In the meantime, ask us for
          examples relevant to your project.
        </p>
      </div>
    );
  }
  return <WorkGrid studies={studies} />;
}
