import { ArrowRightIcon } from "lucide-react";
import Link from "next/link";

import { buttonVariants } from "@/components/ui/button-variants";
import { DemoBadge } from "@/components/ui/demo-badge";
import { NOT_CACHED } from "@/lib/cache/not-cached.mjs";
import { getOpenJobs } from "@/lib/careers/queries";
import type { JobCard } from "@/lib/careers/repository";
import { jobFacts } from "@/lib/careers/types";
import { isBuildPhase } from "@/lib/env";
import { logEvent } from "@/lib/log/logger";
import { keepCompounds } from "@/components/ui/keep-compounds";

const closes = (d: Date) => d.toLocaleDateString("en-US", { dateStyle: "medium", timeZone: "UTC" });

/**
 * /career's open roles (cached until the next one closes, lib/careers/queries.ts). The build reads
 * no database: its render is a placeholder that is never served.
 */
export async function OpenRoles() {
  if (isBuildPhase) return null;
  let jobs: JobCard[];
  try {
    jobs = await getOpenJobs();
  } catch (error) {
    logEvent("error", "job list failed", { error: String(error).split("\n")[0] });
    return (
      <p {...NOT_CACHED} className="text-center text-muted-foreground">
        Our open roles cannot be shown right now. Please try again shortly.
      </p>
    );
  }
  return <JobList jobs={jobs} />;
}

/**
 * The open roles as full-width rows under hairlines (one role or ten, no half-empty grid row),
 * each linking to its page (and its application form).
 */
function JobList({ jobs }: { jobs: readonly JobCard[] }) {
  if (!jobs.length) {
    return (
      <p className="max-w-2xl border-t pt-6 text-lg text-pretty text-muted-foreground">
        No open roles right now. We still like hearing from people who would enjoy working with us:
        write to us from the contact page.
      </p>
    );
  }
  return (
    <ul className="border-b" aria-label="Open roles">
      {jobs.map((job) => (
        <li
          key={job.id}
          className="flex flex-col gap-4 border-t py-6 sm:flex-row sm:items-center sm:justify-between sm:gap-10"
        >
          <div className="max-w-3xl min-w-0">
            <h3 className="card-title break-words">
              <Link href={`/career/${job.slug}`} className="hover:underline">
                {keepCompounds(job.title)}
              </Link>
            </h3>
            {job.isSample ? <DemoBadge className="mt-1" /> : null}
            <p className="text-sm text-muted-foreground">
              {jobFacts(job)}
              {job.validThrough && <> · Apply by {closes(job.validThrough)}</>}
            </p>
            {job.summary && <p className="mt-2 text-muted-foreground">{job.summary}</p>}
          </div>
          <Link
            href={`/career/${job.slug}`}
            className={buttonVariants({
              variant: "outline",
              className: "shrink-0 self-start sm:self-auto",
            })}
          >
            View and apply<span className="sr-only"> for {job.title}</span>
            <ArrowRightIcon aria-hidden />
          </Link>
        </li>
      ))}
    </ul>
  );
}
