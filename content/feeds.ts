import type { FeedSource } from "@/lib/blog/import/types";

/**
 * Feeds the blog imports from (newest posts first, deduplicated by link). IMPORT_FEEDS replaces
 * this list without a deploy; see lib/blog/import/feeds.ts.
 */
export const importFeeds = [
  { url: "https://nextjs.org/feed.xml", category: "web-development", tags: ["Next.js", "React"] },
  { url: "https://react.dev/rss.xml", category: "web-development", tags: ["React"] },
  {
    url: "https://blog.cloudflare.com/rss/",
    category: "engineering",
    tags: ["Cloud", "Performance"],
  },
  { url: "https://github.blog/feed/", category: "engineering", tags: ["GitHub", "DevOps"] },
] satisfies readonly FeedSource[];
