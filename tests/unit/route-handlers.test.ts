import { afterEach, describe, expect, it, vi } from "vitest";

import { captureLogs } from "../helpers/log-capture";

import { POST as reportNotFound } from "@/app/api/not-found/route";
import robots from "@/app/robots";
import { GET as rss } from "@/app/rss.xml/route";
import { GET as sitemap } from "@/app/sitemap.xml/route";

const post = (body: string) =>
  reportNotFound(new Request("http://localhost/api/not-found", { method: "POST", body }));

describe("POST /api/not-found", () => {
  afterEach(() => vi.restoreAllMocks());

  it("logs the reported path as one clean line", async () => {
    const log = captureLogs();
    const response = await post(
      JSON.stringify({ path: "/missing\npage?\u0000x=1", referrer: "http://localhost/" }),
    ).finally(log.restore);
    expect(response.status).toBe(204);
    expect(log.entries).toEqual([
      expect.objectContaining({
        level: "warn",
        msg: "page not found",
        path: "/missingpage?x=1",
        referrer: "http://localhost/",
      }),
    ]);
  });

  it.each([
    ["not json", "{"],
    ["no path", "{}"],
    ["relative path", JSON.stringify({ path: "http://evil.example/" })],
    ["wrong type", JSON.stringify({ path: 42 })],
  ])("answers 400 to %s", async (_name, body) => {
    const log = captureLogs();
    expect((await post(body).finally(log.restore)).status).toBe(400);
    expect(log.entries).toEqual([]);
  });

  it("answers 413 to an oversized report", async () => {
    expect((await post(JSON.stringify({ path: `/${"a".repeat(10_000)}` }))).status).toBe(413);
  });
});

describe("crawler files", () => {
  it("robots.txt disallows /admin and points at the sitemap", () => {
    const rules = robots();
    expect(JSON.stringify(rules.rules)).toContain("/admin");
    expect(rules.sitemap).toMatch(/\/sitemap\.xml$/);
  });

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
    expect(response.headers.get("content-type")).toBe("application/rss+xml; charset=utf-8");
    const xml = await response.text();
    expect(xml).toMatch(/<rss version="2.0"/);
    expect(xml).toMatch(/<atom:link href="[^"]+\/rss\.xml" rel="self"/);
  });
});
