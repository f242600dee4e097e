import type { Metadata } from "next";

import { PostUnavailable } from "@/components/blog/post-unavailable";

export const metadata: Metadata = {
  title: "Blog unavailable",
  robots: { index: false, follow: true },
};

/** Static target of proxy.ts for a post it cannot look up (the database is unreachable): 503. */
export default function BlogUnavailablePage() {
  return <PostUnavailable />;
}
