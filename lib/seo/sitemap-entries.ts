import "server-only";

import type { ISitemapField } from "next-sitemap";

import { seoPages } from "@/content/seo-pages";
import { absoluteUrl } from "./url";

/**
 * Static sitemap entries: the spec's 11 (§9 priorities and frequencies; /about-us is the SEO
 * dashboard's twelfth page) plus the indexable pages this project adds. Admin never appears.
 */
const extraPages: readonly ISitemapField[] = [
  { loc: "/services/saas-solutions", changefreq: "monthly", priority: 0.8 },
  { loc: "/services/custom-dashboards", changefreq: "monthly", priority: 0.8 },
  { loc: "/career", changefreq: "monthly", priority: 0.5 },
  { loc: "/privacy-policy", changefreq: "yearly", priority: 0.3 },
  { loc: "/terms-and-conditions", changefreq: "yearly", priority: 0.3 },
];

export function staticSitemapEntries(): ISitemapField[] {
  const fromSeo: ISitemapField[] = seoPages.map((page) => ({
    loc: page.url,
    changefreq: page.changeFreq,
    priority: page.priority,
    lastmod: new Date(`${page.lastModified}T00:00:00Z`).toISOString(),
  }));
  return [...fromSeo, ...extraPages].map((entry) => ({ ...entry, loc: absoluteUrl(entry.loc) }));
}
