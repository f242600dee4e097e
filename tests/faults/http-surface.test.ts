// What the production server answers to requests a browser, a crawler or an attacker can send:
// redirects that stay on the configured origin, a CSP on every response, quiet 4xx answers to
// broken server-action posts and odd post slugs, cross-site posts refused, and an importer that
// will not fetch from this machine. The site runs as deployed at https://www.nimbus.example.
import { createServer } from "node:http";
import net, { type AddressInfo } from "node:net";
import { readFileSync } from "node:fs";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { CRON_SECRET, startSite, waitFor, type Site } from "./harness";

const ORIGIN = "https://www.nimbus.example";
const STAFF = { email: "faults@agency.example", password: "faults password 2025" };

let feedHits = 0;
const feedServer = createServer((_req, res) => {
  feedHits++;
  res.writeHead(200, { "content-type": "application/rss+xml" });
  res.end(
    '<rss version="2.0"><channel><title>T</title><item><title>I</title></item></channel></rss>',
  );
});
let site: Site;

beforeAll(async () => {
  await new Promise<void>((r) => feedServer.listen(0, "127.0.0.1", r));
  const { port } = feedServer.address() as AddressInfo;
  site = await startSite({
    NEXT_PUBLIC_SITE_URL: ORIGIN,
    // The default: the importer refuses this machine's addresses (the harness allows them).
    IMPORT_ALLOW_PRIVATE: "",
    IMPORT_FEEDS: JSON.stringify([{ url: `http://127.0.0.1:${port}/feed.xml` }]),
  });
});
afterAll(async () => {
  await site?.stop();
  feedServer.close();
});

const get = (p: string, headers: Record<string, string> = {}) =>
  fetch(`${site.base}${p}`, { redirect: "manual", headers });

/** A server action called as the browser calls it (id from the build's manifest). */
async function callAction(name: string, page: string, args: FormData | string, cookie = "") {
  const manifest = JSON.parse(
    readFileSync(path.resolve(".next/server/server-reference-manifest.json"), "utf8"),
  ) as { node: Record<string, { filename: string; exportedName: string }> };
  const id = Object.entries(manifest.node).find(
    ([, v]) => v.filename === "lib/auth/actions.ts" && v.exportedName === name,
  )?.[0];
  if (!id) throw new Error(`${name} is not in the server-reference manifest`);
  return fetch(`${site.base}${page}`, {
    method: "POST",
    redirect: "manual",
    body: args,
    headers: { "next-action": id, accept: "text/x-component", cookie, origin: site.base },
  });
}

function signInForm(next: string) {
  // React's reply encoding of (state, formData): the FormData entries first, the root last.
  const body = new FormData();
  for (const [k, v] of Object.entries({ ...STAFF, next })) body.set(`_1_${k}`, v);
  body.set("0", JSON.stringify([{ status: "idle" }, "$K1"]));
  return body;
}

/** Where a response sends the browser: an HTTP redirect, or a server action's redirect. */
const target = (r: Response) =>
  r.headers.get("location") ?? r.headers.get("x-action-redirect")?.split(";")[0] ?? null;

function expectOnSite(where: string | null, what: string) {
  expect(where, what).not.toBeNull();
  expect(where, what).not.toMatch(/localhost|127\.0\.0\.1|\[::1\]/);
  expect(new URL(where!, `${ORIGIN}/x`).origin, what).toBe(ORIGIN);
}

describe("redirects", () => {
  it("never point at Next's internal origin, nor off the site", async () => {
    const redirects: [string, Response][] = [
      ["unsubscribe", await get("/api/newsletter/unsubscribe?token=not-a-token")],
      ["/admin", await get("/admin")],
      ["/admin/leads", await get("/admin/leads?page=2")],
      ["/blog", await get("/blog")],
    ];
    const signIn = await callAction("signIn", "/admin/login", signInForm("/admin/leads"));
    redirects.push(["sign-in", signIn]);
    redirects.push([
      "sign-in with next=/.//evil.example",
      await callAction("signIn", "/admin/login", signInForm("/.//evil.example")),
    ]);
    const cookie = (signIn.headers.getSetCookie()[0] ?? "").split(";")[0]!;
    expect(cookie).toMatch(/=/);
    redirects.push(["login while signed in", await get("/admin/login", { cookie })]);
    redirects.push(["sign-out", await callAction("signOut", "/admin", "[]", cookie)]);
    for (const [what, response] of redirects) expectOnSite(target(response), what);
    expect(target(signIn)).toBe("/admin/leads");
  });

  it("the login page never carries an off-site next path", async () => {
    for (const next of ["/.//evil.example", "/%2e//evil.example", "//evil.example"]) {
      const html = await (await get(`/admin/login?next=${encodeURIComponent(next)}`)).text();
      const values = [...html.matchAll(/name="next" value="([^"]*)"/g)].map((m) => m[1]);
      expect(values.length, next).toBeGreaterThan(0);
      for (const value of values) expect(value, next).toMatch(/^\/(?!\/)/);
    }
  });
});

describe("quiet 4xx instead of 500s and error logs", () => {
  const errorLines = (log: string) =>
    log.split("\n").filter((l) => /"level":"error"|⨯|Error:/.test(l));

  it("odd post slugs are 404s", async () => {
    const before = site.output().length;
    for (const slug of ["%00", "a%00b", "%0A", "a%20b", "%E2%80%AE"]) {
      expect((await get(`/blogs/${slug}`)).status, slug).toBe(404);
    }
    expect(errorLines(site.output().slice(before))).toEqual([]);
  });

  it("oversized and malformed server-action posts are 413 and 400", async () => {
    const manifest = JSON.parse(
      readFileSync(path.resolve(".next/server/server-reference-manifest.json"), "utf8"),
    ) as { node: Record<string, { exportedName: string }> };
    const id = Object.entries(manifest.node).find(
      ([, v]) => v.exportedName === "submitContact",
    )![0];
    const big = "a".repeat(1024 * 1024 + 10);
    const bigForm = new FormData();
    bigForm.set("0", big);
    const cases: [string, RequestInit, number][] = [
      ["text body over 1 MB", { headers: { "next-action": id }, body: big }, 413],
      ["multipart body over 1 MB", { headers: { "next-action": id }, body: bigForm }, 413],
      [
        "malformed id",
        { headers: { "next-action": "zzz", "content-type": "text/plain" }, body: "[]" },
        400,
      ],
      [
        "garbage body",
        { headers: { "next-action": id, "content-type": "text/plain" }, body: "garbage{" },
        400,
      ],
      [
        "multipart without boundary",
        { headers: { "next-action": id, "content-type": "multipart/form-data" }, body: "x" },
        400,
      ],
      [
        "multipart, root not JSON",
        { headers: { "next-action": id }, body: formOf({ "0": "notjson" }) },
        400,
      ],
      [
        "form post that is not multipart",
        { headers: { "content-type": "multipart/form-data; boundary=abc" }, body: "garbage" },
        400,
      ],
      ["form post naming a bad action id", { body: formOf({ $ACTION_ID_zzz: "" }) }, 400],
    ];
    const before = site.output().length;
    for (const [what, init, status] of cases) {
      const response = await fetch(`${site.base}/contact`, { method: "POST", ...init });
      expect(response.status, what).toBe(status);
    }
    expect(errorLines(site.output().slice(before))).toEqual([]);
  });
});

it("a server action posted as Chromium posts it (mixed-case multipart boundary) goes through", async () => {
  const manifest = JSON.parse(
    readFileSync(path.resolve(".next/server/server-reference-manifest.json"), "utf8"),
  ) as { node: Record<string, { exportedName: string }> };
  const id = Object.entries(manifest.node).find(([, v]) => v.exportedName === "submitContact")![0];
  const boundary = "----WebKitFormBoundaryocCDb5UzYKCjyfFj";
  const fields = {
    _1_name: "Browser Visitor",
    _1_email: `browser-${Date.now()}@example.com`,
    _1_phone: "+1 555 010 0000",
    _1_message: "Hello from a real browser encoding",
    _1_website: "",
    _1_startedAt: String(Date.now() - 10_000),
  };
  // As React sends it: the form's entries first, the root ("0") last (an integer key would be
  // enumerated first in an object literal, so it is appended here).
  const entries = [...Object.entries(fields), ["0", JSON.stringify([{ status: "idle" }, "$K1"])]];
  const body =
    entries
      .map(
        ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
      )
      .join("") + `--${boundary}--\r\n`;
  const response = await fetch(`${site.base}/contact`, {
    method: "POST",
    body,
    headers: {
      "next-action": id,
      accept: "text/x-component",
      "content-type": `multipart/form-data; boundary=${boundary}`,
      "x-forwarded-for": "203.0.113.77",
    },
  });
  expect(response.status).toBe(200);
  expect(await response.text()).toContain('"status":"success"');
});

function formOf(fields: Record<string, string>) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  return form;
}

it("every response carries a Content-Security-Policy, 404s of static paths included", async () => {
  const paths = [
    "/",
    "/nope",
    "/favicon.ico",
    "/blog/missing",
    "/blog/missing.svg",
    "/media/missing.mp4",
    "/media/hero-poster.webp",
    "/_next/static/missing.js",
    "/icon.svg/x",
    "/rss.xml.bak",
    "/api/nope",
    "/rss.xml",
  ];
  for (const p of paths) {
    const response = await get(p);
    expect(response.headers.get("content-security-policy"), p).toMatch(/default-src '(self|none)'/);
  }
  // A page keeps its own policy (one header, scripts by nonce or hash), not the non-page one.
  const page = (await get("/")).headers.get("content-security-policy");
  expect(page).toMatch(/script-src 'self'/);
  expect(page).not.toMatch(/sandbox/);
});

it("/favicon.ico is the site's icon, for documents that name none (feeds, images)", async () => {
  const response = await get("/favicon.ico");
  expect(response.status).toBe(200);
  expect(response.headers.get("content-type")).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)/);
  const bytes = Buffer.from(await response.arrayBuffer());
  // An ICO directory: reserved 0, type 1 (icon), at least one image.
  expect([bytes.readUInt16LE(0), bytes.readUInt16LE(2)]).toEqual([0, 1]);
  expect(bytes.readUInt16LE(4)).toBeGreaterThan(0);
});

it("staff routes refuse a cross-site post that carries the staff session", async () => {
  const signIn = await callAction("signIn", "/admin/login", signInForm("/admin"));
  const cookie = (signIn.headers.getSetCookie()[0] ?? "").split(";")[0]!;
  const forged = await fetch(`${site.base}/api/cron/outbox`, {
    method: "POST",
    headers: { cookie, origin: "https://evil.example", "content-type": "text/plain" },
    body: "x",
  });
  expect(forged.status).toBe(403);
  const own = await fetch(`${site.base}/api/cron/outbox`, {
    method: "POST",
    headers: { cookie, origin: site.base, "sec-fetch-site": "same-origin" },
  });
  expect(own.status).toBe(200);
});

it("the feed importer refuses a feed on this machine by default", async () => {
  const response = await fetch(`${site.base}/api/blogs/auto-fetch`, {
    method: "POST",
    headers: { authorization: `Bearer ${CRON_SECRET}`, "content-type": "application/json" },
    body: JSON.stringify({ action: "fetch" }),
  });
  expect(response.status).toBe(200);
  const { run } = (await response.json()) as {
    run: { failedFeeds: number; results: { error?: string }[] };
  };
  expect(run.failedFeeds).toBe(1);
  expect(run.results[0]?.error).toMatch(/^Refused: 127\.0\.0\.1 is not a public address/);
  expect(feedHits).toBe(0);
});

/** Starts a POST announcing a 50 MB body, sends 4 MB of it and hangs up. */
async function abandonUpload(pathname: string, contentType: string) {
  const socket = net.connect(site.port, "127.0.0.1");
  socket.on("error", () => undefined); // the server may reset first: that is the point
  await new Promise((resolve) => socket.once("connect", resolve));
  socket.write(
    `POST ${pathname} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${contentType}\r\n` +
      `Content-Length: ${50 * 1024 * 1024}\r\n\r\n`,
  );
  const chunk = Buffer.alloc(64 * 1024, "x");
  for (let sent = 0; sent < 4 * 1024 * 1024 && !socket.destroyed; sent += chunk.length) {
    if (!socket.write(chunk)) await new Promise((resolve) => socket.once("drain", resolve));
  }
  socket.destroy();
}

describe("abandoned uploads", () => {
  it("a client that hangs up mid-body is not a server error, and cannot flood the log", async () => {
    const before = site.output().length;
    const targets: [string, string][] = [
      ["/contact", "multipart/form-data; boundary=x"],
      ["/", "application/x-www-form-urlencoded"],
      ["/services", "text/plain"],
    ];
    for (let round = 0; round < 10; round++) {
      for (const [pathname, type] of targets) await abandonUpload(pathname, type);
    }
    // Each abandoned request was dealt with when a request after them is answered and the
    // first of them has left its note.
    await waitFor(async () => {
      await (await get("/robots.txt")).arrayBuffer();
      return site.output().slice(before).includes("request aborted by the client");
    }, "the server to note the abandoned requests");
    const lines = site
      .output()
      .slice(before)
      .split("\n")
      .filter((line) => line.trim());
    const entries = lines.map((line) => JSON.parse(line) as { level: string; msg: string });
    expect(entries.filter((e) => e.level === "error" || e.level === "fatal")).toEqual([]);
    // 30 abandoned requests, a bounded number of lines.
    expect(entries.length).toBeLessThanOrEqual(10);
  });
});
