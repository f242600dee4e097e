import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { analyzeHtml, extractSeoFacts, type SeoReport } from "@/lib/seo/analyze-html";
import type * as AnalyzePageModule from "@/lib/seo/analyze-page";

type PageParts = {
  title?: string | null;
  description?: string | null;
  h1s?: number;
  head?: string;
  body?: string;
};

const goodTitle = "t".repeat(45);
const goodDescription = "d".repeat(140);
const goodHead = [
  '<link rel="canonical" href="https://agency.example/services">',
  '<meta property="og:title" content="Services">',
  '<meta property="og:description" content="What we do">',
  '<meta property="og:image" content="https://agency.example/og.png">',
  '<script type="application/ld+json">{"@type":"Organization"}</script>',
].join("");

function page({
  title = goodTitle,
  description = goodDescription,
  h1s = 1,
  head,
  body,
}: PageParts) {
  return [
    "<!doctype html><html><head>",
    title === null ? "" : `<title>${title}</title>`,
    description === null ? "" : `<meta name="description" content="${description}">`,
    head ?? goodHead,
    "</head><body>",
    "<h1>Heading</h1>".repeat(h1s),
    body ?? '<img src="/a.png" alt="A photo">',
    "</body></html>",
  ].join("");
}

function check(report: SeoReport, name: string) {
  const found = report.checks.find((c) => c.name === name);
  if (!found) throw new Error(`no "${name}" check`);
  return found;
}

const status = (html: string, name: string, loadMs = 100) =>
  check(analyzeHtml(html, loadMs), name).status;

describe("analyzeHtml thresholds", () => {
  it.each([
    [29, "warning"],
    [30, "pass"],
    [60, "pass"],
    [61, "warning"],
  ])("title of %i characters: %s", (length, expected) => {
    expect(status(page({ title: "x".repeat(length) }), "Title")).toBe(expected);
  });

  it.each([
    [119, "warning"],
    [120, "pass"],
    [160, "pass"],
    [161, "warning"],
  ])("meta description of %i characters: %s", (length, expected) => {
    expect(status(page({ description: "x".repeat(length) }), "Meta description")).toBe(expected);
  });

  it.each([
    [0, "fail"],
    [1, "pass"],
    [2, "warning"],
  ])("%i H1 headings: %s", (h1s, expected) => {
    expect(status(page({ h1s }), "H1 heading")).toBe(expected);
  });

  it.each([
    [2999, "pass"],
    [3000, "warning"],
    [4999, "warning"],
    [5000, "fail"],
  ])("load time of %i ms: %s", (ms, expected) => {
    expect(status(page({}), "Load time", ms)).toBe(expected);
  });

  it("measures the text a reader sees: entities decoded, whitespace collapsed, code points", () => {
    // Each would land on the other side of a limit if measured in raw source characters.
    const decoded = `${"x".repeat(56)}&amp;`;
    expect(extractSeoFacts(page({ title: decoded })).titleLength).toBe(57);
    expect(status(page({ title: decoded }), "Title")).toBe("pass");
    const spaced = `  ${"x".repeat(14)}\n      ${"y".repeat(14)}  `;
    expect(extractSeoFacts(page({ title: spaced })).title).toBe(
      `${"x".repeat(14)} ${"y".repeat(14)}`,
    );
    expect(status(page({ title: spaced }), "Title")).toBe("warning");
    const emoji = "\u{1F600}".repeat(31);
    expect(extractSeoFacts(page({ title: emoji })).titleLength).toBe(31);
    expect(status(page({ title: emoji }), "Title")).toBe("pass");
    const description = `${"d".repeat(150)}&quot;&quot;&quot;`;
    expect(extractSeoFacts(page({ description })).descriptionLength).toBe(153);
    expect(status(page({ description }), "Meta description")).toBe("pass");
  });

  it("warns about a missing title or description", () => {
    expect(status(page({ title: null }), "Title")).toBe("warning");
    expect(status(page({ description: null }), "Meta description")).toBe("warning");
    expect(status(page({ description: "" }), "Meta description")).toBe("warning");
  });

  it("tells an empty <title> from a missing one", () => {
    const empty = analyzeHtml(page({ title: "" }), 100);
    expect(check(empty, "Title")).toMatchObject({
      status: "warning",
      message: "The page's title is empty.",
    });
    expect(check(analyzeHtml(page({ title: null }), 100), "Title").message).toBe(
      "The page has no title.",
    );
  });

  it("reports noindex in a robots meta tag", () => {
    const head = `${goodHead}<meta name="robots" content="noindex, follow">`;
    expect(check(analyzeHtml(page({ head }), 100), "Indexing")).toMatchObject({
      status: "fail",
      message: expect.stringContaining("noindex"),
    });
    expect(status(page({}), "Indexing")).toBe("pass");
    const googlebot = `${goodHead}<meta name="googlebot" content="none">`;
    expect(status(page({ head: googlebot }), "Indexing")).toBe("fail");
  });

  it("ignores an inline SVG's <title> when looking for the page title", () => {
    const html = `<svg><title>Icon</title></svg>${page({ title: "y".repeat(40) })}`;
    expect(extractSeoFacts(html).title).toBe("y".repeat(40));
  });

  it("needs a canonical link in the head", () => {
    expect(status(page({}), "Canonical link")).toBe("pass");
    expect(status(page({ head: "" }), "Canonical link")).toBe("fail");
    const inBody = page({ head: "", body: '<link rel="canonical" href="https://a.example/">' });
    expect(status(inBody, "Canonical link")).toBe("fail");
  });

  it("needs og:title, og:description and og:image as properties", () => {
    const withoutImage = goodHead.replace(/<meta property="og:image"[^>]*>/, "");
    const report = analyzeHtml(page({ head: withoutImage }), 100);
    expect(check(report, "Open Graph")).toMatchObject({ status: "warning" });
    expect(check(report, "Open Graph").message).toContain("og:image");
    expect(check(report, "Open Graph").message).not.toContain("og:title");
    const emptyTitle = goodHead.replace('content="Services"', 'content=" "');
    expect(extractSeoFacts(page({ head: emptyTitle })).openGraph.title).toBe("");
    expect(status(page({ head: emptyTitle }), "Open Graph")).toBe("warning");
    const asNames = goodHead.replaceAll('property="og:', 'name="og:');
    expect(status(page({ head: asNames }), "Open Graph")).toBe("warning");
  });

  it("needs JSON-LD that parses", () => {
    expect(status(page({}), "Structured data")).toBe("pass");
    const broken = goodHead.replace('{"@type":"Organization"}', '{"@type":}');
    expect(status(page({ head: broken }), "Structured data")).toBe("warning");
    const noScript = goodHead.replace(/<script.*<\/script>/, "");
    expect(status(page({ head: noScript }), "Structured data")).toBe("warning");
  });

  it('counts images without an alt attribute, not decorative alt=""', () => {
    const body = '<img src="/a.png" alt=""><img src="/b.png"><IMG SRC="/c.png"><img alt="C">';
    const report = analyzeHtml(page({ body }), 100);
    expect(check(report, "Image alt text")).toMatchObject({ status: "warning" });
    expect(check(report, "Image alt text").message).toMatch(/^2 images have no alt attribute/);
    expect(status(page({ body: '<img src="/a.png" alt="">' }), "Image alt text")).toBe("pass");
  });

  it("passes a good page and tallies mixed results", () => {
    const good = analyzeHtml(page({}), 100);
    expect(good.counts).toEqual({ passed: 9, warnings: 0, failed: 0 });
    expect(good.checks.every((c) => c.recommendation === undefined)).toBe(true);

    const bad = analyzeHtml("<html><body><img src=x></body></html>", 6000);
    expect(bad.counts).toEqual({ passed: 1, warnings: 5, failed: 3 });
    for (const c of bad.checks.filter((c) => c.status !== "pass"))
      expect(c.recommendation?.length).toBeGreaterThan(20);
  });
});

describe("analyzePage", () => {
  const requests: string[] = [];
  const savedEnv = { PORT: process.env.PORT, SITE: process.env.NEXT_PUBLIC_SITE_URL };
  let server: Server;
  let seo: typeof AnalyzePageModule;

  beforeAll(async () => {
    server = createServer((req, res) => {
      requests.push(req.url ?? "");
      const send = (code: number, type: string, body = "", headers = {}) =>
        res.writeHead(code, { "content-type": type, ...headers }).end(body);
      if (req.url === "/services" || req.url === "/services?x=1") {
        return send(200, "text/html; charset=utf-8", page({}));
      }
      if (req.url === "/data.json") return send(200, "application/json", "{}");
      if (req.url === "/og.png") return send(200, "image/png", "\x89PNG");
      if (req.url === "/broken-share") {
        const head = goodHead.replace("/og.png", "/og-broken.png");
        return send(200, "text/html", page({ head }));
      }
      if (req.url === "/og-broken.png") return send(500, "text/plain", "Internal Server Error");
      if (req.url === "/hidden") {
        return send(200, "text/html", page({}), { "x-robots-tag": "noindex, nofollow" });
      }
      if (req.url === "/old") return send(308, "text/plain", "", { location: "/services" });
      if (req.url === "/canonical-host") {
        return send(302, "text/plain", "", { location: "https://agency.example/services" });
      }
      if (req.url === "/away")
        return send(302, "text/plain", "", { location: "https://evil.example/" });
      if (req.url === "/loop") return send(302, "text/plain", "", { location: "/loop" });
      send(404, "text/html", "<h1>Not found</h1>");
    });
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    process.env.PORT = String((server.address() as AddressInfo).port);
    process.env.NEXT_PUBLIC_SITE_URL = "https://agency.example/";
    // lib/env reads process.env when first imported.
    vi.resetModules();
    seo = await import("@/lib/seo/analyze-page");
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    for (const [key, value] of [
      ["PORT", savedEnv.PORT],
      ["NEXT_PUBLIC_SITE_URL", savedEnv.SITE],
    ] as const) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  });

  afterEach(() => {
    requests.length = 0;
    vi.restoreAllMocks();
  });

  it.each([
    "https://evil.example/x",
    "//evil.example",
    "//evil.example/services",
    "javascript:alert(1)",
    "http://agency.example/services",
    "https://agency.example.evil.example/services",
    "/\\evil.example",
    "/\tservices",
    "services",
    "",
  ])("refuses %j without a request", async (input) => {
    const fetchSpy = vi.spyOn(globalThis, "fetch");
    const result = await seo.analyzePage(input);
    expect(result.ok).toBe(false);
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(requests).toEqual([]);
  });

  it("refuses an address over 2000 characters without a request", async () => {
    expect(await seo.analyzePage(`/${"a".repeat(2000)}`)).toMatchObject({ ok: false });
    expect(requests).toEqual([]);
    expect(await seo.analyzePage(`/${"a".repeat(1999)}`)).toMatchObject({ ok: false });
    expect(requests).toEqual([`/${"a".repeat(1999)}`]);
  });

  it("says which pages it accepts", async () => {
    expect(await seo.analyzePage("https://evil.example/x")).toEqual({
      ok: false,
      error: "Only pages of this site can be analysed (a path such as /services).",
    });
  });

  it("fetches a path from the server itself and analyses it", async () => {
    const result = await seo.analyzePage("/services");
    expect(requests).toEqual(["/services", "/og.png"]);
    if (!result.ok) throw new Error(result.error);
    expect(result.url).toBe("https://agency.example/services");
    expect(result.loadMs).toBeGreaterThanOrEqual(0);
    expect(result.report.counts).toEqual({ passed: 9, warnings: 0, failed: 0 });
  });

  it("accepts an absolute URL on the site's origin but still fetches over loopback", async () => {
    const result = await seo.analyzePage("https://agency.example/services?x=1#top");
    expect(requests).toEqual(["/services?x=1", "/og.png"]);
    expect(result).toMatchObject({ ok: true, url: "https://agency.example/services?x=1" });
  });

  it("follows redirects only while they stay on this site", async () => {
    expect(await seo.analyzePage("/old")).toMatchObject({
      ok: true,
      url: "https://agency.example/services",
    });
    expect(await seo.analyzePage("/canonical-host")).toMatchObject({ ok: true });
    expect(requests).toEqual([
      "/old",
      "/services",
      "/og.png",
      "/canonical-host",
      "/services",
      "/og.png",
    ]);
    expect(await seo.analyzePage("/away")).toMatchObject({
      ok: false,
      error: expect.stringMatching(/another site/),
    });
    expect(await seo.analyzePage("/loop")).toMatchObject({
      ok: false,
      error: expect.stringMatching(/too many/),
    });
  });

  it("reports a 404 or a non-HTML answer as an error", async () => {
    expect(await seo.analyzePage("/missing")).toEqual({
      ok: false,
      error: "/missing answered 404.",
    });
    const json = await seo.analyzePage("/data.json");
    expect(json).toMatchObject({ ok: false, error: expect.stringContaining("application/json") });
  });

  it("analyses several pages one after another", async () => {
    const results = await seo.analyzePages(["/services", "/missing", "https://evil.example/"]);
    expect(results.map((r) => [r.path, r.result.ok])).toEqual([
      ["/services", true],
      ["/missing", false],
      ["https://evil.example/", false],
    ]);
    expect(requests).toEqual(["/services", "/og.png", "/missing"]);
  });

  it("fetches the share image and fails Open Graph when it does not answer with an image", async () => {
    const result = await seo.analyzePage("/broken-share");
    if (!result.ok) throw new Error(result.error);
    expect(check(result.report, "Open Graph")).toMatchObject({
      status: "fail",
      message: expect.stringContaining("https://agency.example/og-broken.png answered 500"),
    });
    expect(requests).toEqual(["/broken-share", "/og-broken.png"]);
  });

  it("reports a noindex sent in the X-Robots-Tag header", async () => {
    const result = await seo.analyzePage("/hidden");
    if (!result.ok) throw new Error(result.error);
    expect(check(result.report, "Indexing")).toMatchObject({
      status: "fail",
      message: expect.stringContaining("X-Robots-Tag"),
    });
  });
});
