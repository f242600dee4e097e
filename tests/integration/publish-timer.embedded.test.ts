// The embedded default's in-process timer: it wakes when a scheduled post is due and has its own
// server publish it through /api/cron/publish with the process token. "Its own server" is a
// loopback listener serving the real route handler, on the PORT the timer calls.
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, expect, it } from "vitest";

import { captureLogs } from "../helpers/log-capture";
import { query } from "../helpers/sql";

const calls: { status: number }[] = [];
let handler: ((r: Request) => Promise<Response>) | undefined;
const server = createServer(async (req: IncomingMessage, res) => {
  const request = new Request(`http://127.0.0.1${req.url}`, {
    method: req.method,
    headers: req.headers as Record<string, string>,
  });
  const response = await handler!(request);
  calls.push({ status: response.status });
  res.writeHead(response.status, { "content-type": "application/json" });
  res.end(await response.text());
});
await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
process.env.PORT = String((server.address() as AddressInfo).port);
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

handler = (await import("@/app/api/cron/publish/route")).POST;
const { startPublishTimer, wakePublishTimer } = await import("@/lib/blog/publish-timer");
const { getDb } = await import("@/lib/db/client");
const db = await getDb();

const statusOf = async (slug: string) =>
  (await query<{ status: string }>(db, "select status from blogs where slug = $1", [slug]))[0]
    ?.status;

it("publishes a scheduled post when it is due, through the server's own endpoint", async () => {
  await query(
    db,
    "insert into blogs (title, slug, status, publish_at) values ('Timer', 'timer-post', 'scheduled', now() + interval '1 second')",
  );
  startPublishTimer();
  expect(await statusOf("timer-post")).toBe("scheduled");
  await expect.poll(() => statusOf("timer-post"), { timeout: 15_000 }).toBe("published");
  // The row changes inside the handler, before its answer is recorded: wait for the answer too.
  await expect.poll(() => calls.length).toBeGreaterThan(0);
  expect(calls.every((c) => c.status === 200)).toBe(true);
});

it("an endpoint that fails is logged and retried, never thrown", async () => {
  const logs = captureLogs();
  const real = handler;
  let failures = 0;
  handler = async (request) => {
    if (failures++ === 0) return Response.json({ error: "down" }, { status: 503 });
    return real!(request);
  };
  try {
    await query(
      db,
      "insert into blogs (title, slug, status, publish_at) values ('Timer 2', 'timer-retry', 'scheduled', now())",
    );
    wakePublishTimer();
    await expect
      .poll(() => logs.entries.some((e) => e.msg === "scheduled publishing failed"))
      .toBe(true);
    expect(await statusOf("timer-retry")).toBe("scheduled");
    // The retry comes 10 s later; a scheduled save wakes the timer at once, as the form does.
    wakePublishTimer();
    await expect.poll(() => statusOf("timer-retry"), { timeout: 15_000 }).toBe("published");
  } finally {
    logs.restore();
    handler = real;
  }
});
