import { parseBlogSearchParams } from "@/lib/blog/search-params";
import { BlogSearch } from "./blog-search";

/** Reads ?q= (request-time) so the static shell around it stays pre-rendered. */
export async function BlogSearchSlot({
  searchParams,
}: {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { q } = parseBlogSearchParams(await searchParams);
  return <BlogSearch key={q} initialQuery={q} />;
}
