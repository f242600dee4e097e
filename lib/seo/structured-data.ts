import "server-only";

import { claims, offerCatalog } from "@/content/company";
import type { Service } from "@/content/services";
import { BRAND_NAME, siteConfig } from "@/content/site";
import type { Faq } from "@/content/types";
import { contact, contactAddress } from "@/lib/contact";
import { absoluteUrl } from "./url";

export type Crumb = { name: string; path: string };

export const organizationId = () => `${absoluteUrl("/")}#organization`;

/**
 * Home page: the agency as a ProfessionalService (an Organization subtype) with its offers. No
 * aggregateRating or review: ratings of ourselves on our own site are "self-serving" reviews,
 * which Google does not show (docs/architecture.md, "Testimonials").
 */
export function organizationJsonLd() {
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    "@id": organizationId(),
    name: BRAND_NAME,
    description: siteConfig.description,
    url: absoluteUrl("/"),
    logo: absoluteUrl("/icon.svg"),
    image: absoluteUrl("/opengraph-image"),
    // A demo address or number is a placeholder, not a fact about the business: left out.
    ...(contact.email.demo ? {} : { email: contactAddress }),
    ...(contact.phone.demo ? {} : { telephone: contact.phone.label }),
    foundingDate: String(claims.founded),
    priceRange: "$$",
    address: {
      "@type": "PostalAddress",
      addressLocality: "Bengaluru",
      addressCountry: siteConfig.countryCode,
    },
    areaServed: "Worldwide",
    hasOfferCatalog: {
      "@type": "OfferCatalog",
      name: "Development services",
      itemListElement: offerCatalog.map((offer) => ({
        "@type": "Offer",
        url: absoluteUrl(offer.path),
        priceSpecification: {
          "@type": "PriceSpecification",
          price: offer.price,
          minPrice: offer.price,
          priceCurrency: "USD",
        },
        itemOffered: { "@type": "Service", name: offer.name },
      })),
    },
  };
}

export function breadcrumbJsonLd(crumbs: readonly Crumb[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(crumb.path),
    })),
  };
}

export function faqJsonLd(faqs: readonly Faq[]) {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: faqs.map((faq) => ({
      "@type": "Question",
      name: faq.question,
      acceptedAnswer: { "@type": "Answer", text: faq.answer },
    })),
  };
}

export function serviceJsonLd(service: Service) {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.title,
    serviceType: service.name,
    description: service.description,
    url: absoluteUrl(`/services/${service.id}`),
    provider: { "@type": "ProfessionalService", "@id": organizationId(), name: BRAND_NAME },
    areaServed: "Worldwide",
    offers: {
      "@type": "Offer",
      priceSpecification: {
        "@type": "PriceSpecification",
        minPrice: service.startingPriceUsd,
        priceCurrency: "USD",
      },
    },
  };
}

/** Home crumb first; every page's breadcrumb starts here. */
export const homeCrumb: Crumb = { name: "Home", path: "/" };
