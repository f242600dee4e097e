import { ChevronLeftIcon, ChevronRightIcon } from "lucide-react";
import Link from "next/link";

import { buttonVariants } from "@/components/ui/button-variants";

/** The list's own pages have static (cached) URLs; a search's pages keep its query. */
function href(q: string, page: number) {
  if (!q) return page > 1 ? `/blogs/page/${page}` : "/blogs";
  const params = new URLSearchParams({ q });
  if (page > 1) params.set("page", String(page));
  return `/blogs/search?${params.toString()}`;
}

/** Previous/next links that keep the search. Plain links: they work without JavaScript. */
export function BlogPagination({
  q,
  page,
  hasNext,
}: {
  q: string;
  page: number;
  hasNext: boolean;
}) {
  if (page === 1 && !hasNext) return null;
  return (
    <nav aria-label="Blog pages" className="mt-12 flex items-center justify-center gap-4">
      {page > 1 ? (
        <Link
          href={href(q, page - 1)}
          rel="prev"
          className={buttonVariants({ variant: "outline" })}
        >
          <ChevronLeftIcon aria-hidden /> Previous
        </Link>
      ) : null}
      <span className="text-sm text-muted-foreground" aria-current="page">
        Page {page}
      </span>
      {hasNext ? (
        <Link
          href={href(q, page + 1)}
          rel="next"
          className={buttonVariants({ variant: "outline" })}
        >
          Next <ChevronRightIcon aria-hidden />
        </Link>
      ) : null}
    </nav>
  );
}
