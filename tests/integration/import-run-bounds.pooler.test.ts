// Import runs end, never overlap and record what they stored as they go (issue 23, items 19–20):
// real loopback feed servers serving corpus feeds, one of which never answers at all.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { exec, query } from "../helpers/sql";

import { ImportAlreadyRunning, runImport } from "@/lib/blog/import/run-import";
import { getDb } from "@/lib/db/client";
import type { Db } from "@/lib/db/types";
import { startFeedServer, type FeedServer } from "../helpers/feed-server";

let db: Db;
let server: FeedServer;
const GUARDIAN = "rss-parser/guardian.rss";
const HEISE = "rss-parser/heise.atom";
const settings = { trigger: "manual" as const, timeoutMs: 60_000, maxBytes: 2_000_000 };
const feed = (route: string) => ({ url: server.url(route) });

type RunRow = { imported: number; finished_at: Date | null; results: { error?: string }[] };
const runRow = async (): Promise<RunRow | undefined> =>
  (await query<RunRow>(db, "select * from feed_import_runs order by started_at desc limit 1"))[0];

async function until(condition: () => Promise<boolean> | boolean, what: string) {
  for (let i = 0; i < 600; i++) {
    if (await condition()) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`Gave up waiting for ${what}`);
}

beforeAll(async () => {
  db = await getDb();
  server = await startFeedServer({
    "/silent.xml": { file: GUARDIAN, silent: true },
    "/guardian.xml": { file: GUARDIAN },
    "/heise.xml": { file: HEISE },
    "/reset-once.xml": { file: GUARDIAN, failFirst: "close" },
    "/busy-once.xml": { file: HEISE, failFirst: 503 },
  });
});
afterAll(() => server?.close());

describe("a run with a feed that never answers", () => {
  it("ends by its deadline and reports the unanswered and the never-requested feed", async () => {
    await exec(db, "delete from blogs; delete from feed_import_runs");
    const run = await runImport(db, {
      ...settings,
      runTimeoutMs: 2_000,
      concurrency: 1,
      feeds: [feed("/silent.xml"), feed("/heise.xml")],
    });
    expect(run.finishedAt).not.toBeNull();
    expect(run.results.map((r) => r.error)).toEqual([
      expect.stringMatching(/run reached its time limit/),
      expect.stringMatching(/run reached its time limit/),
    ]);
    expect(server.requests("/heise.xml")).toBe(0);
    expect(run.failedFeeds).toBe(2);
    expect((await runRow())?.finished_at).not.toBeNull();
  });
});

describe("while a run is under way", () => {
  it("shows what it imported so far, and a second run is refused instead of overlapping", async () => {
    await exec(db, "delete from blogs; delete from feed_import_runs");
    const before = server.requests("/silent.xml");
    const guardianBefore = server.requests("/guardian.xml");
    const first = runImport(db, {
      ...settings,
      runTimeoutMs: 60_000,
      concurrency: 1,
      feeds: [feed("/heise.xml"), feed("/silent.xml")],
    });
    await until(() => server.requests("/silent.xml") > before, "the silent feed's request");
    const running = await runRow();
    expect(running?.finished_at).toBeNull();
    expect(running?.imported).toBeGreaterThan(0);
    expect(running?.results).toHaveLength(1);

    const second = runImport(db, { ...settings, feeds: [feed("/guardian.xml")] });
    await expect(second).rejects.toBeInstanceOf(ImportAlreadyRunning);
    expect(server.requests("/guardian.xml")).toBe(guardianBefore);

    await server.close(); // the silent feed's connection drops: the first run can end
    const done = await first;
    expect(done.imported).toBe(running?.imported);
    server = await startFeedServer({
      "/guardian.xml": { file: GUARDIAN },
      "/reset-once.xml": { file: GUARDIAN, failFirst: "close" },
      "/busy-once.xml": { file: HEISE, failFirst: 503 },
    });
  });

  it("a run whose process died is closed by the next one, keeping its recorded count", async () => {
    await exec(db, "delete from feed_import_runs");
    await exec(
      db,
      `insert into feed_import_runs (trigger, imported, lease_until, results)
       values ('cron', 25, now() - interval '1 second', '[{"url":"https://a.example/rss","fetched":25,"imported":25,"skipped":0}]')`,
    );
    await runImport(db, { ...settings, feeds: [feed("/guardian.xml")] });
    const rows = await query<RunRow & { trigger: string }>(
      db,
      "select * from feed_import_runs where trigger = 'cron'",
    );
    expect(rows[0]?.finished_at).not.toBeNull();
    expect(rows[0]?.imported).toBe(25);
    expect(rows[0]?.results.at(-1)?.error).toMatch(/^Interrupted/);
  });
});

describe("transient failures", () => {
  it("a connection cut or a 503 on the first request is retried once and the feed imports", async () => {
    await exec(db, "delete from blogs; delete from feed_import_runs");
    const run = await runImport(db, {
      ...settings,
      feeds: [feed("/reset-once.xml"), feed("/busy-once.xml")],
    });
    expect(run.results.map((r) => r.error)).toEqual([undefined, undefined]);
    expect(run.results.every((r) => r.imported > 0)).toBe(true);
    expect(server.requests("/reset-once.xml")).toBe(2);
    expect(server.requests("/busy-once.xml")).toBe(2);
  });
});
