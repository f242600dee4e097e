import { Suspense } from "react";

import { BlogResults } from "@/components/blog/blog-results";
import { Spinner } from "@/components/ui/spinner";
import { parseBlogSearchParams } from "@/lib/blog/search-params";
import { seoPageMetadata } from "@/lib/seo/metadata";

// Results of a search are the list's page with a query: canonical /blogs, and kept out of search
// engines' indexes (any query makes a page; their links are still followed).
export const metadata = seoPageMetadata("/blogs", { noindex: true });

/**
 * `/blogs/search?q=…` (the old `/blogs?q=` is redirected here by the proxy): rendered per request, so it
 * carries the request's nonce. A path of its own, not a query on the cached /blogs: the client
 * router reuses a page that reads no query for any query, so a search there would show the list.
 */
export default function BlogSearchPage({ searchParams }: PageProps<"/blogs/search">) {
  return (
    <Suspense
      fallback={
        <div className="min-h-[100svh]">
          <Spinner label="Loading blogs..." className="py-32" />
        </div>
      }
    >
      <SearchView searchParams={searchParams} />
    </Suspense>
  );
}

async function SearchView({ searchParams }: Pick<PageProps<"/blogs/search">, "searchParams">) {
  const { q, page } = parseBlogSearchParams(await searchParams);
  return <BlogResults q={q} page={page} />;
}
