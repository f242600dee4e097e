import { BRAND_NAME } from "@/content/site";
import { postAuthor } from "@/lib/blog/authors";
import type { Blog, BlogCard } from "@/lib/blog/types";
import { postCanonical, postShareImage } from "./blog-seo";
import { absoluteUrl } from "./url";

/** ItemList of the first 10 posts shown (spec §2 /blogs). */
export function blogListJsonLd(posts: readonly BlogCard[]) {
  return {
    "@context": "https://schema.org",
    "@type": "ItemList",
    itemListElement: posts.slice(0, 10).map((post, i) => ({
      "@type": "ListItem",
      position: i + 1,
      url: absoluteUrl(`/blogs/${post.slug}`),
      name: post.title,
    })),
  };
}

export function blogPostingJsonLd(post: Blog) {
  const url = absoluteUrl(`/blogs/${post.slug}`);
  const author = postAuthor(post.authorId);
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: post.title.slice(0, 110),
    description: post.seoDescription || post.summary || undefined,
    url,
    mainEntityOfPage: postCanonical(post),
    image: [postShareImage(post)],
    datePublished: post.createdAt.toISOString(),
    dateModified: post.updatedAt.toISOString(),
    keywords: post.tags?.join(", ") || undefined,
    articleSection: post.category ?? undefined,
    author: author
      ? { "@type": "Person", name: author.name, url: absoluteUrl(author.path) }
      : { "@type": "Organization", name: BRAND_NAME },
    publisher: { "@type": "Organization", name: BRAND_NAME, logo: absoluteUrl("/icon.svg") },
  };
}
