import "server-only";
import type { Metadata } from "next";

import { getSeoPage, type SeoPath } from "@/content/seo-pages";
import { BRAND_NAME, siteConfig } from "@/content/site";
import { absoluteUrl } from "./url";

/** RSS autodiscovery on every page (spec: the footer links the feed; readers find it here). */
export const rssAlternate = {
  "application/rss+xml": [{ url: "/rss.xml", title: `${BRAND_NAME} blog` }],
};

type PageMetadataInput = {
  title: string;
  description: string;
  /** Site path of the page; becomes its canonical URL. */
  path: string;
  keywords?: readonly string[];
  noindex?: boolean;
};

/**
 * Metadata every public page carries: "{title} | {brand}" (template in the root layout), a
 * description, a canonical URL, Open Graph and a Twitter card. The 1200×630 share image comes from
 * app/opengraph-image.tsx, which Next attaches to every route.
 */
export function pageMetadata({
  title,
  description,
  path,
  keywords,
  noindex,
}: PageMetadataInput): Metadata {
  const url = absoluteUrl(path);
  return {
    title,
    description,
    keywords: keywords ? [...keywords] : undefined,
    // Repeated here because a page's `alternates` replaces the layout's whole object.
    alternates: { canonical: url, types: rssAlternate },
    openGraph: {
      type: "website",
      url,
      title: `${title} | ${BRAND_NAME}`,
      description,
      siteName: BRAND_NAME,
      locale: siteConfig.locale,
      images: [{ url: absoluteUrl("/opengraph-image"), width: 1200, height: 630, alt: BRAND_NAME }],
    },
    twitter: {
      card: "summary_large_image",
      title: `${title} | ${BRAND_NAME}`,
      description,
      images: [absoluteUrl("/opengraph-image")],
    },
    robots: noindex ? { index: false, follow: true } : undefined,
  };
}

/**
 * Metadata for one of the 12 pages the SEO dashboard tracks, from that single record. `noindex`:
 * for another address showing that page's content (a search of the list).
 */
export function seoPageMetadata(path: SeoPath, { noindex = false } = {}): Metadata {
  const page = getSeoPage(path);
  return pageMetadata({
    title: page.title,
    description: page.description,
    path: page.url,
    keywords: page.keywords,
    noindex,
  });
}
