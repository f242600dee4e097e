import Link from "next/link";

import { buttonVariants } from "@/components/ui/button-variants";
import { NOT_CACHED } from "@/lib/cache/not-cached.mjs";

/**
 * A post the database could not be asked for: neither "not found" (it may exist) nor an error page.
 * Marked so the page cache never keeps it; the next request asks again.
 */
export function PostUnavailable() {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center" {...NOT_CACHED}>
      <h1 className="text-3xl font-bold">This post is unavailable right now</h1>
      <p className="mt-4 text-muted-foreground" role="status">
        The blog could not be loaded. Please try again in a moment.
      </p>
      <Link href="/blogs" className={buttonVariants({ className: "mt-8" })}>
        Back to Blogs
      </Link>
    </section>
  );
}
