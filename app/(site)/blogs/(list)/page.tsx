import { BlogResults } from "@/components/blog/blog-results";
import { seoPageMetadata } from "@/lib/seo/metadata";

export const metadata = seoPageMetadata("/blogs");

/**
 * The list's first page, served from the page cache and regenerated when a write expires the list's
 * tag (lib/cache/tags.ts). `?page=` is redirected to /blogs/page/N and `?q=` rewritten to the
 * per-request search by the proxy (lib/proxy/blog-list.ts), so this page reads no query.
 */
export default function BlogsPage() {
  return <BlogResults q="" page={1} />;
}
