// Every route handler that changes something, found from the file tree, refuses a request a
// browser sent from another site's page (a text/plain form post needs no CORS preflight and
// carries the staff cookie), and changes nothing; same-site requests and schedulers still work.
import { STAFF } from "../helpers/staff-env";

import { readdirSync } from "node:fs";
import path from "node:path";

import { describe, expect, it, vi } from "vitest";

import { settleAfterTasks } from "../helpers/after-tasks";
import { setRequest } from "../helpers/next-headers";
import { query } from "../helpers/sql";
import { validCookie } from "../helpers/session-cookies";

vi.mock("next/server", async (original) => ({
  ...(await original<typeof import("next/server")>()),
  after: (await import("../helpers/after-tasks")).after, // no request scope in vitest
}));

const { getDb } = await import("@/lib/db/client");

const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)],
  );
// RFC 8058 one-click unsubscribe is posted by mail providers from their own servers or pages;
// its signed token is the whole authorization (no cookie is involved), so it stays open.
const TOKEN_AUTHORIZED = ["app/api/newsletter/unsubscribe/route.ts"];
const WRITES = ["POST", "PUT", "PATCH", "DELETE"] as const;

const routes = walk("app")
  .map((f) => f.split(path.sep).join("/"))
  .filter((f) => /\/route\.tsx?$/.test(f) && !TOKEN_AUTHORIZED.includes(f));

async function writeHandlers() {
  const found: { file: string; method: string; run: (r: Request) => Promise<Response> }[] = [];
  for (const file of routes) {
    const mod = (await import(`@/${file}`)) as Record<string, (r: Request) => Promise<Response>>;
    for (const method of WRITES.filter((m) => m in mod))
      found.push({ file, method, run: mod[method]! });
  }
  return found;
}

const state = async () => {
  const [row] = await query<{ runs: number }>(
    await getDb(),
    "select (select count(*)::int from feed_import_runs) as runs",
  );
  return row;
};

const body = '{"action":"fetch","path":"/x"}';
const request = (method: string, headers: Record<string, string>) =>
  new Request("http://127.0.0.1:3000/api/x", {
    method,
    body,
    headers: { host: "127.0.0.1:3000", "content-type": "text/plain", ...headers },
  });

it("finds the state-changing route handlers", async () => {
  const found = (await writeHandlers()).map((h) => `${h.method} ${h.file}`);
  expect(found).toEqual(
    expect.arrayContaining([
      "POST app/api/blogs/auto-fetch/route.ts",
      "POST app/api/cron/outbox/route.ts",
    ]),
  );
});

describe.each([
  ["another site's Origin", { origin: "https://evil.example" }],
  [
    "Sec-Fetch-Site: cross-site",
    { "sec-fetch-site": "cross-site", origin: "https://evil.example" },
  ],
  ["Sec-Fetch-Site: same-site", { "sec-fetch-site": "same-site", origin: "https://a.127.0.0.1" }],
  ["an opaque Origin", { origin: "null" }],
])("with %s and a staff session", (_case, headers) => {
  it("every state-changing handler answers 403 and changes nothing", async () => {
    setRequest({ cookies: await validCookie() });
    const before = await state();
    for (const { file, method, run } of await writeHandlers()) {
      const response = await run(request(method, headers));
      expect(response.status, `${method} ${file}`).toBe(403);
    }
    await settleAfterTasks(); // an after() task, had one been scheduled
    expect(await state()).toEqual(before);
  });
});

describe("still accepted", () => {
  it("the site's own pages (Sec-Fetch-Site: same-origin, or a matching Origin)", async () => {
    setRequest({ cookies: await validCookie() });
    const { POST } = await import("@/app/api/cron/outbox/route");
    for (const headers of <Record<string, string>[]>[
      { "sec-fetch-site": "same-origin", origin: "http://127.0.0.1:3000" },
      { origin: "http://127.0.0.1:3000" },
    ]) {
      expect((await POST(request("POST", headers))).status).toBe(200);
    }
  });

  it("schedulers with the bearer secret, whatever they send", async () => {
    setRequest({});
    const { POST } = await import("@/app/api/cron/outbox/route");
    const response = await POST(
      request("POST", {
        authorization: `Bearer ${STAFF.cronSecret}`,
        origin: "https://scheduler.example",
      }),
    );
    expect(response.status).toBe(200);
  });
});
