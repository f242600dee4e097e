import { BRAND_NAME, siteConfig } from "@/content/site";
import { absoluteUrl } from "@/lib/seo/url";
import { escapeXml } from "@/lib/xml";
import { postAuthor } from "./authors";
import { RSS_STYLESHEET_PATH } from "./rss-stylesheet";
import { sanitizePostHtml } from "@/lib/publishing/sanitize";
import type { Blog } from "./types";

export const RSS_ITEMS = 50;

/**
 * application/xml, not application/rss+xml: Chromium shows the latter as raw text and applies no
 * stylesheet (Firefox offers it as a download). Readers parse the body whatever the type, and
 * pages still announce the feed as application/rss+xml in their <link rel="alternate">.
 */
export const RSS_CONTENT_TYPE = "application/xml; charset=utf-8";

/**
 * Readers treat <description> as HTML. A summary is plain text (the site shows it as text), so
 * it is escaped as HTML first: markup typed into a summary reaches a reader as the characters
 * the site shows, never as tags.
 */
const asHtmlText = (text: string) =>
  text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/**
 * A feed reader resolves no address against the site: the body's own paths (uploaded images,
 * links to other posts) become absolute. The sanitizer's output quotes every attribute.
 */
const absoluteBody = (html: string) =>
  html.replace(
    /(\s(?:src|href)=")(\/(?!\/)[^"]*)"/g,
    (_, attribute: string, path: string) => `${attribute}${absoluteUrl(path)}"`,
  );

/**
 * RSS 2.0 with full sanitized bodies in content:encoded; every text node escaped. A browser that
 * opens it applies the stylesheet named first (lib/blog/rss-stylesheet.ts); readers ignore that.
 */
export function buildRss(posts: readonly Blog[]): string {
  const items = posts.map((post) => {
    const link = absoluteUrl(`/blogs/${post.slug}`);
    const categories = [post.category, ...(post.tags ?? [])]
      .filter((c): c is string => Boolean(c))
      .map((c) => `      <category>${escapeXml(c)}</category>`)
      .join("\n");
    const author = postAuthor(post.authorId);
    const creator = author ? `\n      <dc:creator>${escapeXml(author.name)}</dc:creator>` : "";
    return `    <item>
      <title>${escapeXml(post.title)}</title>
      <link>${escapeXml(link)}</link>
      <guid isPermaLink="true">${escapeXml(link)}</guid>
      <pubDate>${post.createdAt.toUTCString()}</pubDate>${creator}
      <description>${escapeXml(asHtmlText(post.summary))}</description>
      <content:encoded>${escapeXml(absoluteBody(sanitizePostHtml(post.content)))}</content:encoded>
${categories}
    </item>`;
  });
  const updated = posts[0]?.createdAt ?? new Date(0);
  return `<?xml version="1.0" encoding="UTF-8"?>
<?xml-stylesheet type="text/xsl" href="${RSS_STYLESHEET_PATH}"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeXml(`${BRAND_NAME} Tech Blog`)}</title>
    <link>${escapeXml(absoluteUrl("/blogs"))}</link>
    <description>${escapeXml(siteConfig.description)}</description>
    <language>en-us</language>
    <lastBuildDate>${updated.toUTCString()}</lastBuildDate>
    <atom:link href="${escapeXml(absoluteUrl("/rss.xml"))}" rel="self" type="application/rss+xml"/>
${items.join("\n")}
  </channel>
</rss>
`;
}
