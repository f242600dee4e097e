import "server-only";

import type { Metadata } from "next";

import { BRAND_NAME, siteConfig } from "@/content/site";
import { categoryLabel, serviceName } from "@/lib/work/labels";
import type { CaseStudy } from "@/lib/work/types";
import { rssAlternate } from "./metadata";
import { organizationId } from "./structured-data";
import { absoluteUrl } from "./url";

const workPath = (slug: string) => `/work/${slug}`;
const description = (s: CaseStudy) =>
  s.summary.length > 160 ? `${s.summary.slice(0, 157).trimEnd()}…` : s.summary;
/** The generated card: a title on the brand's gradient, always 1200×630 (a cover may be any size). */
const shareImage = (s: CaseStudy) => absoluteUrl(`${workPath(s.slug)}/opengraph-image`);

export function caseStudyMetadata(study: CaseStudy): Metadata {
  const url = absoluteUrl(workPath(study.slug));
  const image = shareImage(study);
  const desc = description(study);
  return {
    title: study.title,
    description: desc,
    keywords: [...study.technologies, ...study.categories.map(categoryLabel)],
    alternates: { canonical: url, types: rssAlternate },
    openGraph: {
      type: "article",
      url,
      title: `${study.title} | ${BRAND_NAME}`,
      description: desc,
      siteName: BRAND_NAME,
      locale: siteConfig.locale,
      images: [{ url: image, width: 1200, height: 630, alt: study.title }],
    },
    twitter: {
      card: "summary_large_image",
      title: study.title,
      description: desc,
      images: [image],
    },
  };
}

/**
 * schema.org CreativeWork: who made it (`provider`/`creator`: the Organization node of the home
 * page, by @id), what it is about (the services used, each pointing to its page), the client.
 */
export function caseStudyJsonLd(study: CaseStudy) {
  const org = { "@type": "ProfessionalService", "@id": organizationId(), name: BRAND_NAME };
  return {
    "@context": "https://schema.org",
    "@type": "CreativeWork",
    "@id": `${absoluteUrl(workPath(study.slug))}#case-study`,
    name: study.title,
    headline: study.title,
    description: study.summary,
    url: absoluteUrl(workPath(study.slug)),
    image: study.coverUrl ? absoluteUrl(study.coverUrl) : shareImage(study),
    genre: "Case study",
    keywords: study.technologies.join(", ") || undefined,
    datePublished: study.publishedAt?.toISOString(),
    dateModified: study.updatedAt.toISOString(),
    provider: org,
    creator: org,
    about: [
      ...study.services.map((id) => ({
        "@type": "Service",
        name: serviceName(id),
        url: absoluteUrl(`/services/${id}`),
        provider: { "@id": organizationId() },
      })),
      ...study.categories.map((id) => ({ "@type": "Thing", name: categoryLabel(id) })),
    ],
    ...(study.client
      ? { sourceOrganization: { "@type": "Organization", name: study.client } }
      : {}),
  };
}
