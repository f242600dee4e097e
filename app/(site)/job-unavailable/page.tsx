import type { Metadata } from "next";

import { JobUnavailable } from "@/components/careers/job-missing";

export const metadata: Metadata = {
  title: "Job opening unavailable",
  robots: { index: false, follow: true },
};

/** Static target of proxy.ts for a role it cannot look up (the database is unreachable): 503. */
export default function JobUnavailablePage() {
  return <JobUnavailable />;
}
