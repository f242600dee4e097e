import type { Metadata } from "next";

import { JobNotFound } from "@/components/careers/job-missing";

export const metadata: Metadata = {
  title: "Job opening not found",
  robots: { index: false, follow: true },
};

/** Static target of proxy.ts for unknown or unpublished /career/{slug}; always served with 404. */
export default function JobNotFoundPage() {
  return <JobNotFound />;
}
