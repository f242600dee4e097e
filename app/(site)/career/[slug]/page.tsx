import type { Metadata } from "next";
import { cacheTag } from "next/cache";
import { notFound } from "next/navigation";

import { JobUnavailable } from "@/components/careers/job-missing";
import { JobView } from "@/components/careers/job-view";
import { JsonLd } from "@/components/seo/json-ld";
import { slugArg } from "@/lib/publishing/query-args";
import { cacheTags } from "@/lib/cache/tags";
import { getJob } from "@/lib/careers/queries";
import { jobMetadata, jobPostingJsonLd } from "@/lib/careers/seo";
import { logEvent } from "@/lib/log/logger";
import { breadcrumbJsonLd, homeCrumb } from "@/lib/seo/structured-data";

/**
 * Each role is a page-cache entry, as a case study is (app/(site)/work/[slug]/page.tsx). The proxy
 * answers unknown and unpublished slugs 404 first. A published role past its validThrough still
 * answers 200 but says it closed, with no form, no JobPosting and noindex: its cache entry ends
 * at the closing moment (lib/careers/queries.ts), so that happens without a write or deploy.
 */
const BUILD_SHELL = "__build-shell__";
export function generateStaticParams() {
  return [{ slug: BUILD_SHELL }];
}
export const unstable_paramMatching = { slug: "blocking" };

async function findJob(slug: string) {
  if (slug === BUILD_SHELL) return null;
  try {
    return await getJob(slug);
  } catch (error) {
    logEvent("error", "job opening read failed", { slug, error: String(error).split("\n")[0] });
    return "unavailable" as const;
  }
}

export async function generateMetadata({ params }: PageProps<"/career/[slug]">): Promise<Metadata> {
  const job = await findJob((await params).slug);
  if (job && job !== "unavailable") return jobMetadata(job, job.open);
  return { title: job ? "Unavailable" : "Job opening not found", robots: { index: false } };
}

export default async function JobPage({ params }: PageProps<"/career/[slug]">) {
  const job = await findJob((await params).slug);
  if (job === "unavailable") return <JobUnavailable />;
  if (!job) notFound();
  return <RoleView slug={job.slug} />;
}

/**
 * The rendered role. No cacheLife of its own: an explicit one would override getJob's, which
 * ends when the role closes; without one this entry (and the page's) takes the shortest of its
 * reads'.
 */
async function RoleView(props: { slug: string }) {
  "use cache";
  const slug = slugArg((props as { slug?: unknown } | null)?.slug);
  if (slug === null) return null;
  cacheTag(cacheTags.item("job", slug));
  const job = await getJob(slug);
  if (!job) return null;
  return (
    <>
      {job.open && <JsonLd data={jobPostingJsonLd(job)} />}
      <JsonLd
        data={breadcrumbJsonLd([
          homeCrumb,
          { name: "Careers", path: "/career" },
          { name: job.title, path: `/career/${job.slug}` },
        ])}
      />
      <JobView job={job} open={job.open} renderedAt={job.renderedAt} />
    </>
  );
}
