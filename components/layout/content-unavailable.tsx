import Link from "next/link";

import { buttonVariants } from "@/components/ui/button-variants";
import { NOT_CACHED } from "@/lib/cache/not-cached.mjs";

/**
 * A page the database could not be asked for: neither "not found" (it may exist) nor an error
 * page. Marked so the page cache never keeps it; the next request asks again.
 */
export function ContentUnavailable({
  heading,
  message,
  back,
}: {
  heading: string;
  message: string;
  back: { href: "/blogs" | "/work" | "/career"; label: string };
}) {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center" {...NOT_CACHED}>
      <h1 className="text-3xl font-bold">{heading}</h1>
      <p className="mt-4 text-muted-foreground" role="status">
        {message}
      </p>
      <Link href={back.href} className={buttonVariants({ className: "mt-8" })}>
        {back.label}
      </Link>
    </section>
  );
}
