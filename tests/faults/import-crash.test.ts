import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { Client } from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";

import { startPostgres, type PostgresServer } from "../helpers/postgres-server";
import { CRON_SECRET, startSite, waitFor, type Site } from "./harness";

const BIG = 150; // items in the fast feed: inserting them takes long enough to be interrupted
const SMALL = 20; // items in the slow feed, held back until the first server is dead
let pg: PostgresServer;
let feeds: Server;
let feedBase = "";
let slowRequested = false;
let slowHeld = true;

const rss = (name: string, count: number) =>
  `<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>${name}</title>` +
  Array.from(
    { length: count },
    (_, i) =>
      `<item><title>${name} story ${i}</title><link>https://feeds.example/${name}/${i}</link>` +
      `<description>Story ${i} of ${name}.</description>` +
      `<pubDate>${new Date(Date.UTC(2025, 0, 1, 0, i)).toUTCString()}</pubDate></item>`,
  ).join("") +
  `</channel></rss>`;

const count = async (sql: string): Promise<number> => {
  const client = new Client({ connectionString: pg.url() });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: string }>(sql);
    return Number(rows[0]?.n ?? 0);
  } finally {
    await client.end();
  }
};

beforeAll(async () => {
  pg = await startPostgres();
  feeds = createServer((req, res) => {
    const send = (name: string, n: number) =>
      res.writeHead(200, { "content-type": "application/rss+xml" }).end(rss(name, n));
    if (req.url === "/big.xml") return send("big", BIG);
    slowRequested = true;
    if (!slowHeld) return send("slow", SMALL);
    // Held: never answered; the request ends when the killed server's socket closes.
  });
  await new Promise<void>((r) => feeds.listen(0, "127.0.0.1", r));
  feedBase = `http://127.0.0.1:${(feeds.address() as AddressInfo).port}`;
});

afterAll(async () => {
  feeds?.closeAllConnections();
  feeds?.close();
  await pg?.stop();
});

const site = (): Promise<Site> =>
  startSite({
    DATABASE_URL: pg.url(),
    IMPORT_TIMEOUT_MS: "30000",
    IMPORT_FEEDS: JSON.stringify([{ url: `${feedBase}/big.xml` }, { url: `${feedBase}/slow.xml` }]),
  });
const trigger = (base: string) =>
  fetch(`${base}/api/blogs/auto-fetch`, {
    method: "POST",
    headers: { authorization: `Bearer ${CRON_SECRET}`, "content-type": "application/json" },
    body: '{"action":"fetch"}',
  });

it("a process killed during an import run: no overlap while its lease lasts, then the next run completes it, with its count kept and no duplicate posts", async () => {
  const first = await site();
  const run = trigger(first.base).catch(() => null); // dies with the server
  const imported =
    "select count(*) as n from blogs where source_url like 'https://feeds.example/%'";
  const recorded =
    "select coalesce(sum(imported), 0) as n from feed_import_runs where finished_at is null";
  await waitFor(
    async () => slowRequested && (await count(recorded)) > 0,
    "the import to be under way, its first posts recorded in the run",
  );
  await first.kill();
  await run;
  const atKill = await count(imported);
  expect(atKill).toBeGreaterThan(0);
  expect(atKill).toBeLessThanOrEqual(BIG); // the slow feed's items were never received
  expect(await count("select count(*) as n from feed_import_runs where finished_at is null")).toBe(
    1,
  );

  slowHeld = false;
  const second = await site();
  try {
    // While the dead run's lease lasts, no second run overlaps it; once it lapses, one runs.
    const early = await trigger(second.base);
    if (early.status === 409) {
      await waitFor(
        async () =>
          (await count(
            "select count(*) as n from feed_import_runs where finished_at is null and lease_until < now()",
          )) === 1,
        "the dead run's lease to lapse",
        60_000,
      );
      expect((await trigger(second.base)).status).toBe(200);
    } else {
      expect(early.status).toBe(200);
    }
  } finally {
    await second.stop();
  }
  expect(await count(imported)).toBe(BIG + SMALL);
  expect(
    await count(
      "select count(*) as n from (select title from blogs group by title having count(*) > 1) t",
    ),
  ).toBe(0);
  // The dead run is closed as interrupted with the posts it stored still counted.
  const kept = await count(
    "select imported as n from feed_import_runs where results::text like '%Interrupted%'",
  );
  expect(kept).toBeGreaterThan(0);
  expect(kept).toBeLessThanOrEqual(atKill);
  expect(
    await count("select count(*) as n from feed_import_runs where finished_at is not null"),
  ).toBe(2);
});
