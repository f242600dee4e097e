// Google ignores, and may act on, review markup about an organisation on its own pages
// ("self-serving reviews"): the home and service pages' JSON-LD carries no Review or
// AggregateRating, at any depth (docs/architecture.md, "Testimonials").
import { describe, expect, it } from "vitest";

import { services } from "@/content/services";
import { faqJsonLd, organizationJsonLd, serviceJsonLd } from "@/lib/seo/structured-data";

/** Every place in a JSON-LD tree that states a rating or a review. */
function reviewsIn(value: unknown, path = "$"): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => reviewsIn(item, `${path}[${i}]`));
  if (!value || typeof value !== "object") return [];
  const node = value as Record<string, unknown>;
  const own = ["Review", "AggregateRating"].includes(String(node["@type"])) ? [path] : [];
  const keys = Object.keys(node).filter((k) => /^(review|reviews|aggregateRating)$/.test(k));
  return [
    ...own,
    ...keys.map((k) => `${path}.${k}`),
    ...Object.entries(node).flatMap(([k, v]) => reviewsIn(v, `${path}.${k}`)),
  ];
}

describe("no self-serving review markup", () => {
  it("the home page's organisation node states no rating or review", () => {
    expect(reviewsIn(organizationJsonLd())).toEqual([]);
  });

  it("no service page's JSON-LD states a rating or review", () => {
    for (const service of services) {
      expect(reviewsIn([serviceJsonLd(service), faqJsonLd(service.faqs)]), service.id).toEqual([]);
    }
  });

  it("the check itself finds a rating where there is one", () => {
    expect(
      reviewsIn({ "@type": "Thing", aggregateRating: { "@type": "AggregateRating" } }),
    ).toEqual(["$.aggregateRating", "$.aggregateRating"]);
  });
});
