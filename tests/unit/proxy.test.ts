import {
  getRewrittenUrl,
  unstable_doesMiddlewareMatch as runsFor,
} from "next/experimental/testing/server";
import { NextRequest } from "next/server";
import { afterAll, describe, expect, it, vi } from "vitest";

import { services } from "@/content/services";
import { captureLogs } from "../helpers/log-capture";

// The proxy is called as Next calls it, with no database (its redirect lookup finds none and says
// so in the log, captured here) and no server behind it: a 404 page it would fetch from its own
// server (lib/proxy/not-found-page.ts) is then left as a rewrite to that page, which is what
// these tests read. Which paths reach it at all is Next's own matcher logic over `config`.
vi.stubEnv("PORT", "9"); // nothing listens there: the fetch of the 404 page fails at once
const { config, proxy } = await import("@/proxy");

const logs = captureLogs();
afterAll(() => logs.restore());

const page = (path: string) =>
  proxy(new NextRequest(`http://localhost:3000${path}`, { headers: { accept: "text/html" } }));
const passedOn = (response: Response) => response.headers.get("x-middleware-next") === "1";

describe("proxy", () => {
  it("lets every service of content/services through to its page", async () => {
    expect(services.length).toBeGreaterThan(0);
    for (const { id } of services) {
      const response = await page(`/services/${id}`);
      expect(passedOn(response), id).toBe(true);
      expect(getRewrittenUrl(response), id).toBeNull();
    }
  });

  it("answers an unknown service with the service 404 page, not the page route", async () => {
    for (const path of ["/services/nope", "/services/web-development-x", "/services/a/b"]) {
      const response = await page(path);
      expect(passedOn(response), path).toBe(false);
      expect(getRewrittenUrl(response), path).toBe("http://localhost:3000/service-not-found");
    }
  });

  it("runs for every page, the staff area and unknown paths", () => {
    for (const path of [
      "/",
      "/services",
      "/blogs/a-post",
      "/work/a-study",
      "/work/screens",
      "/admin",
      "/admin/leads",
      "/nope/x",
    ]) {
      expect(runsFor({ config, url: path }), path).toBe(true);
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
      "/work/screens/clinic-slots-dark.webp",
      "/visit.js",
      "/api/visit",
    ]) {
      expect(runsFor({ config, url: path }), path).toBe(false);
    }
  });

  it("redirects a cached page's query away, keeping a campaign's UTM and ref in the fragment", async () => {
    const landing = await page(
      "/services/web-development?utm_source=newsletter&utm_campaign=q4&email=a%40b.example&ref=partner",
    );
    expect(landing.status).toBe(308);
    expect(landing.headers.get("location")).toBe(
      "http://localhost:3000/services/web-development#utm_source=newsletter&utm_campaign=q4&ref=partner",
    );
    const other = await page("/services/web-development?mc_eid=1");
    expect(other.headers.get("location")).toBe("http://localhost:3000/services/web-development");
  });

  it("runs for a server-action post to any path, a static file's included", () => {
    const headers = { "next-action": "0123abcd" };
    for (const path of ["/", "/rss.xml", "/blog/ai.svg"]) {
      expect(runsFor({ config, url: path, headers }), path).toBe(true);
    }
  });
});
