import type { Metadata } from "next";

import { BlogNotFound } from "@/components/blog/blog-not-found";

export const metadata: Metadata = {
  title: "Blog not found",
  robots: { index: false, follow: true },
};

/** Static target of proxy.ts for unknown /blogs/{slug}; always served with 404. */
export default function BlogNotFoundPage() {
  return <BlogNotFound />;
}
