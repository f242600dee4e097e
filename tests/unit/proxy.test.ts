import { describe, expect, it } from "vitest";

import { services } from "@/content/services";
import { showcases } from "@/lib/publishing/content-types.mjs";
import { config } from "@/proxy";

const matcher = new RegExp(`^${config.matcher[0]}$`);

describe("proxy", () => {
  it("knows exactly the six real service ids", () => {
    const known = showcases.services.paths.map((p) => p.replace("/services/", ""));
    expect(known.sort()).toEqual(services.map((s) => s.id).sort());
  });

  it("runs for every page, the staff area and unknown paths", () => {
    for (const path of ["/", "/services", "/blogs/a-post", "/admin", "/admin/leads", "/nope/x"]) {
      expect(matcher.test(path), path).toBe(true);
    }
  });

  it("skips static files, route handlers and feeds (next.config.ts sets their headers)", () => {
    for (const path of [
      "/_next/static/chunks/a.js",
      "/api/health",
      "/rss.xml",
      "/sitemap.xml",
      "/media/hero.mp4",
      "/blog/ai.svg",
    ]) {
      expect(matcher.test(path), path).toBe(false);
    }
  });
});
