import { Suspense } from "react";

import { BlogListView } from "@/components/blog/blog-list-view";
import { Spinner } from "@/components/ui/spinner";
import { parseBlogSearchParams } from "@/lib/blog/search-params";
import { seoPageMetadata } from "@/lib/seo/metadata";

// Results of a search are the list's page with a query: canonical /blogs, like before.
export const metadata = seoPageMetadata("/blogs");

/**
 * `/blogs?q=…`, rewritten here by the proxy (lib/proxy/blog-list.ts): rendered per request, so it
 * carries the request's nonce. The URL in the browser stays /blogs?q=….
 */
export default function BlogSearchPage({ searchParams }: PageProps<"/blog-search">) {
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

async function SearchView({ searchParams }: Pick<PageProps<"/blog-search">, "searchParams">) {
  const { q, page } = parseBlogSearchParams(await searchParams);
  return <BlogListView q={q} page={page} />;
}
