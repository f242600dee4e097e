import type { Metadata } from "next";

import { BRAND_NAME, siteConfig } from "@/content/site";
import { toPlainText } from "@/lib/publishing/sanitize";
import type { Blog } from "@/lib/blog/types";
import { rssAlternate } from "./metadata";
import { postCanonical } from "./blog-seo";
import { plainShareImage, type ShareImage } from "./post-share-image";
import { absoluteUrl } from "./url";

function description(post: Blog): string {
  const text = post.seoDescription || post.summary || toPlainText(post.content) || post.title;
  return text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text;
}

/**
 * A post's metadata: its SEO title and description where staff set them, else its title and
 * summary. The canonical is staff's override, else (imported posts) the original article, so
 * search engines credit the source, not this copy. The share image: staff's, the cover, or the
 * post's generated one, with its real size and alt text where known (`postShareImageFacts`, read
 * by the page; without them, only what the address alone tells). A noindex post asks search
 * engines to leave it out (links still followed).
 */
export function blogPostMetadata(post: Blog, image: ShareImage = plainShareImage(post)): Metadata {
  const url = absoluteUrl(`/blogs/${post.slug}`);
  const desc = description(post);
  const title = post.seoTitle || post.title;
  return {
    title,
    description: desc,
    keywords: post.tags ?? undefined,
    alternates: { canonical: postCanonical(post), types: rssAlternate },
    robots: post.noindex ? { index: false, follow: true } : undefined,
    openGraph: {
      type: "article",
      url,
      title: `${title} | ${BRAND_NAME}`,
      description: desc,
      siteName: BRAND_NAME,
      locale: siteConfig.locale,
      publishedTime: post.createdAt.toISOString(),
      modifiedTime: post.updatedAt.toISOString(),
      tags: post.tags ?? undefined,
      section: post.category ?? undefined,
      images: [image],
    },
    twitter: { card: "summary_large_image", title, description: desc, images: [image] },
  };
}
