import type { Metadata } from "next";

import { WorkUnavailable } from "@/components/work/work-unavailable";

export const metadata: Metadata = {
  title: "Case study unavailable",
  robots: { index: false, follow: true },
};

/** Static target of proxy.ts for a case study it cannot look up (the database is unreachable): 503. */
export default function WorkUnavailablePage() {
  return <WorkUnavailable />;
}
