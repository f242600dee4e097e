// The crawler files that read posts from the database (an empty one here): robots.txt, which
// reads none, is with the unit tests.
import { describe, expect, it } from "vitest";

import { GET as rss } from "@/app/rss.xml/route";
import { GET as sitemap } from "@/app/sitemap.xml/route";

describe("crawler files", () => {
  it("sitemap.xml lists the static pages with the spec's priorities and no admin URL", async () => {
    const response = await sitemap();
    expect(response.headers.get("content-type")).toMatch(/xml/);
    const xml = await response.text();
    const entries = [
      ...xml.matchAll(
        /<url><loc>([^<]+)<\/loc>(?:<lastmod>[^<]*<\/lastmod>)?<changefreq>(\w+)<\/changefreq><priority>([\d.]+)<\/priority><\/url>/g,
      ),
    ].map(([, loc, freq, priority]) => ({
      path: new URL(loc!).pathname,
      freq,
      priority: Number(priority),
    }));
    const byPath = new Map(entries.map((e) => [e.path, e]));
    expect(byPath.get("/")?.priority).toBe(1);
    expect(byPath.get("/services")?.priority).toBe(0.9);
    expect(byPath.get("/blogs")).toMatchObject({ priority: 0.9, freq: "daily" });
    expect(byPath.get("/services/custom-dashboards")?.priority).toBe(0.8);
    expect(byPath.get("/book-service")?.priority).toBe(0.7);
    expect(entries.length).toBe(17);
    expect(entries.some((e) => e.path.startsWith("/admin"))).toBe(false);
  });

  it("rss.xml is an RSS 2.0 channel with a self link", async () => {
    const response = await rss();
    expect(response.headers.get("content-type")).toBe("application/xml; charset=utf-8");
    const xml = await response.text();
    expect(xml).toMatch(/<rss version="2.0"/);
    expect(xml).toMatch(/<atom:link href="[^"]+\/rss\.xml" rel="self"/);
  });
});
