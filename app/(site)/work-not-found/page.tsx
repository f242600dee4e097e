import type { Metadata } from "next";

import { WorkNotFound } from "@/components/work/work-not-found";

export const metadata: Metadata = {
  title: "Case study not found",
  robots: { index: false, follow: true },
};

/** Static target of proxy.ts for unknown or unpublished /work/{slug}; always served with 404. */
export default function WorkNotFoundPage() {
  return <WorkNotFound />;
}
