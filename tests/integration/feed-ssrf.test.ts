// The feed importer must not be steered at the server's own side of the firewall: a feed URL, any
// redirect on the way, and any address a name resolves to are checked before a connection is
// made. 127.0.0.1 stands in for "the internet" here (allowed through IMPORT_ALLOW_PRIVATE, as
// the test servers do); 127.0.0.2 plays an internal service that must never be reached.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, describe, expect, it } from "vitest";

process.env.IMPORT_ALLOW_PRIVATE = "127.0.0.1/32";
const { fetchFeed } = await import("@/lib/blog/import/fetch-feed");

const FEED = `<?xml version="1.0"?><rss version="2.0"><channel><title>T</title>
<item><title>Internal secret</title><link>https://x.example/1</link></item></channel></rss>`;

async function listen(host: string, handler: Parameters<typeof createServer>[1]) {
  const server: Server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, host, resolve));
  return { server, url: `http://${host}:${(server.address() as AddressInfo).port}` };
}

const internalHits: string[] = [];
const internal = await listen("127.0.0.2", (req, res) => {
  internalHits.push(req.url ?? "");
  res.writeHead(200, { "content-type": "application/rss+xml" }).end(FEED);
});
const site = await listen("127.0.0.1", (req, res) => {
  const url = new URL(req.url ?? "/", "http://x");
  if (url.pathname === "/feed.xml") {
    return void res.writeHead(200, { "content-type": "application/rss+xml" }).end(FEED);
  }
  // /to?u=<target>: one redirect; /twice?u=<target>: a harmless hop first, then the target.
  const target = url.searchParams.get("u") ?? "/feed.xml";
  const location = url.pathname === "/twice" ? `/to?u=${encodeURIComponent(target)}` : target;
  res.writeHead(url.searchParams.get("status") === "307" ? 307 : 302, { location }).end();
});
afterAll(() => {
  internal.server.close();
  site.server.close();
});

const options = { timeoutMs: 5000, maxBytes: 65_536 };
const via = (path: string, target: string) => `${site.url}${path}?u=${encodeURIComponent(target)}`;

describe("feed importer", () => {
  it("fetches an allowed feed, through a redirect too", async () => {
    expect((await fetchFeed(`${site.url}/feed.xml`, options)).text).toContain("<rss");
    const redirected = await fetchFeed(via("/to", "/feed.xml"), options);
    expect(redirected.url).toBe(`${site.url}/feed.xml`);
  });

  it.each([
    ["an internal address", () => `${internal.url}/feed.xml`],
    ["a redirect to an internal address", () => via("/to", `${internal.url}/feed.xml`)],
    ["a 307 redirect to it", () => `${via("/to", `${internal.url}/feed.xml`)}&status=307`],
    ["a second redirect to it", () => via("/twice", `${internal.url}/feed.xml`)],
    ["a redirect to IPv6 loopback", () => via("/to", "http://[::1]:9/feed.xml")],
    ["a redirect to cloud metadata", () => via("/to", "http://169.254.169.254/latest/meta-data/")],
    ["a redirect to a private network", () => via("/to", "http://10.0.0.1/feed.xml")],
    ["a redirect to 0.0.0.0", () => via("/to", "http://0.0.0.0:9/feed.xml")],
    ["a redirect to an IPv4-mapped address", () => via("/to", "http://[::ffff:127.0.0.2]:9/")],
  ])("refuses %s before connecting", async (_case, url) => {
    await expect(fetchFeed(url(), options)).rejects.toThrow(/^Refused: .* is not a public address/);
    expect(internalHits).toEqual([]);
  });

  it("checks what a name resolves to (localhost), with nothing allowed as by default", async () => {
    const port = (internal.server.address() as AddressInfo).port;
    await expect(
      fetchFeed(`http://localhost:${port}/feed.xml`, { ...options, allowPrivate: [] }),
    ).rejects.toThrow(/^Refused: localhost is not a public address/);
    await expect(
      fetchFeed(`${site.url}/feed.xml`, { ...options, allowPrivate: [] }),
    ).rejects.toThrow(/^Refused: 127\.0\.0\.1 is not a public address/);
  });

  it("stops after a handful of redirects", async () => {
    let url = `${site.url}/feed.xml`;
    for (let i = 0; i < 7; i++) url = via("/to", url);
    await expect(fetchFeed(url, options)).rejects.toThrow(/redirects/);
  });
});
