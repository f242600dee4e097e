// The server's fast path for page-view beacons (lib/analytics/fast-path.ts): POST /api/visit is
// answered by the Node server before the app's own handler (Next) sees it, with the route
// handler's answers; every other request still reaches the app.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, expect, it } from "vitest";

import { query } from "../helpers/sql";

const { getDb } = await import("@/lib/db/client");
const { flushEvents } = await import("@/lib/analytics/event-buffer");
const { installBeaconFastPath } = await import("@/lib/analytics/fast-path");
const db = await getDb();

const BROWSER = "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 Chrome/131.0 Safari/537.36";
const seen: string[] = [];
let server: Server;
let base = "";

beforeAll(async () => {
  installBeaconFastPath();
  server = createServer((req, res) => {
    seen.push(`${req.method} ${req.url}`);
    res.writeHead(200).end("app");
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => server?.close());

const post = (body: string, path = "/api/visit") =>
  fetch(`${base}${path}`, {
    method: "POST",
    body,
    headers: { "content-type": "text/plain;charset=UTF-8", "user-agent": BROWSER },
  });

it("answers beacons itself and passes everything else to the app", async () => {
  const counted = await post(JSON.stringify({ k: "v", p: "/fast-path", w: 1280 }));
  expect(counted.status).toBe(204);
  expect(counted.headers.get("cache-control")).toBe("no-store");
  // What next.config.ts adds to every other response.
  expect(counted.headers.get("content-security-policy")).toMatch(/default-src 'none'/);
  expect(counted.headers.get("x-content-type-options")).toBe("nosniff");
  expect(counted.headers.get("set-cookie")).toBeNull();
  expect((await post("{")).status).toBe(400);
  expect((await post(JSON.stringify({ k: "v", p: "/", w: 1, r: "x".repeat(5000) }))).status).toBe(
    413,
  );
  expect(seen).toEqual([]);
  await flushEvents();
  const rows = await query(db, "select kind from analytics_events where path = '/fast-path'");
  expect(rows).toEqual([{ kind: "pageview" }]);

  expect(await (await fetch(`${base}/api/visit`)).text()).toBe("app");
  expect(await (await post("{}", "/api/visit?x=1")).text()).toBe("app");
  expect(await (await fetch(`${base}/services`)).text()).toBe("app");
  expect(seen).toEqual(["GET /api/visit", "POST /api/visit?x=1", "GET /services"]);
});
