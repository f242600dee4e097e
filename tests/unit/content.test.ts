import { describe, expect, it } from "vitest";

import { offerCatalog } from "@/content/company";
import { homeServiceCards } from "@/content/home";
import { privacyPolicy, termsAndConditions } from "@/content/legal";
import { keywordGroups, seoPages } from "@/content/seo-pages";
import { getService, services } from "@/content/services";
import { BRAND_NAME, footerLinks, headerCta, navItems } from "@/content/site";
import { team } from "@/content/team";
import { formatLongDate } from "@/lib/format";

describe("services", () => {
  it("are the six the footer links to, each complete for its detail page", () => {
    expect(services.map((s) => s.id).sort()).toEqual(
      footerLinks.services.map((l) => l.path.replace("/services/", "")).sort(),
    );
    for (const s of services) {
      expect(
        [
          s.features.length,
          s.offers.length,
          s.process.length,
          s.uniqueFeatures.length,
          s.faqs.length,
        ],
        s.id,
      ).toEqual([4, 6, 5, 4, 5]);
      expect(s.technologies.length).toBeGreaterThan(3);
      expect(s.keyFeatures.length).toBeGreaterThan(3);
    }
  });

  it("home overview has the spec's six cards and links", () => {
    expect(homeServiceCards.map((c) => c.link)).toEqual([
      "/services/web-development",
      "/services/app-development",
      "/services/ai-integrations",
      "/services/custom-websites",
      "/work",
      "/contact",
    ]);
  });

  it("home overview cards wear their service's hue, the others the brand's", () => {
    expect(homeServiceCards.map((c) => c.hue)).toEqual([
      getService("web-development")!.hue,
      getService("app-development")!.hue,
      getService("ai-integrations")!.hue,
      getService("custom-websites")!.hue,
      277,
      277,
    ]);
  });
});

describe("site", () => {
  it("nav has the spec's six links in order, Blog added before Contact (issue 17)", () => {
    expect(navItems.map((n) => n.path)).toEqual([
      "/",
      "/services",
      "/work",
      "/about-company",
      "/about-us",
      "/blogs",
      "/contact",
    ]);
  });

  it("home overview cards wear their service's hue, the others the brand's", () => {
    expect(homeServiceCards.map((c) => c.hue)).toEqual([
      getService("web-development")!.hue,
      getService("app-development")!.hue,
      getService("ai-integrations")!.hue,
      getService("custom-websites")!.hue,
      277,
      277,
    ]);
  });

  it("one 'About' label in the navigation: the team page is Team", () => {
    expect(navItems.filter((n) => n.name.startsWith("About")).map((n) => n.path)).toEqual([
      "/about-company",
    ]);
    expect(navItems.find((n) => n.path === "/about-us")?.name).toBe("Team");
    expect(headerCta).toEqual({ name: "Book a call", path: "/book-service" });
  });

  it("footer carries every link the spec lists", () => {
    const paths = Object.values(footerLinks)
      .flat()
      .map((l) => l.path);
    for (const p of [
      "/",
      "/about-company",
      "/team",
      "/services",
      "/blog",
      "/contact",
      "/career",
      "/privacy-policy",
      "/terms-and-conditions",
      "/sitemap.xml",
      "/rss.xml",
    ]) {
      expect(paths).toContain(p);
    }
  });

  it("structured-data offers use the spec's USD starting prices", () => {
    expect(offerCatalog.map((o) => o.price)).toEqual([2000, 3000, 1500, 1000, 5000, 500]);
  });

  it("seven team members with unique ids, one portfolio link is mailto", () => {
    expect(team).toHaveLength(7);
    expect(new Set(team.map((m) => m.id)).size).toBe(7);
    expect(team.filter((m) => m.work.startsWith("mailto:"))).toHaveLength(1);
  });
});

describe("legal", () => {
  it("has 12 and 12 sections, effective November 26, 2026 and August 30, 2025, with the age and refund rules", () => {
    expect(privacyPolicy.sections).toHaveLength(12);
    expect(termsAndConditions.sections).toHaveLength(12);
    expect(formatLongDate(privacyPolicy.effectiveDate)).toBe("November 26, 2026");
    expect(formatLongDate(termsAndConditions.effectiveDate)).toBe("August 30, 2025");
    const terms = JSON.stringify(termsAndConditions);
    expect(terms).toMatch(/at least 18 years/);
    expect(terms).toMatch(/within 3 days of payment/);
    expect(terms).toMatch(/No refund is given after/);
    expect(JSON.stringify(privacyPolicy)).toMatch(/children under 13/);
    // Visit statistics (docs/analytics.md): what each page view stores, named.
    expect(JSON.stringify(privacyPolicy)).toMatch(/sets no cookie and uses no local storage/);
  });
});

describe("SEO page records", () => {
  it("lists 12 unique static pages", () => {
    expect(seoPages).toHaveLength(12);
    expect(new Set(seoPages.map((p) => p.url)).size).toBe(12);
  });

  // The site should pass its own analyser (spec §5 thresholds) with the brand suffix added.
  it.each(seoPages.map((p) => [p.url, p] as const))(
    "%s title is 30-60 and description 120-160 chars",
    (_url, page) => {
      const title = `${page.title} | ${BRAND_NAME}`;
      expect(title.length).toBeGreaterThanOrEqual(30);
      expect(title.length).toBeLessThanOrEqual(60);
      expect(page.description.length).toBeGreaterThanOrEqual(120);
      expect(page.description.length).toBeLessThanOrEqual(160);
    },
  );

  it("has primary, technical and business keyword lists", () => {
    expect(Object.keys(keywordGroups)).toEqual(["primary", "technical", "business"]);
  });
});
