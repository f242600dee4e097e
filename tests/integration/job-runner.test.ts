// The shared job runner (lib/jobs) on a real database, with a queue of its own: claims are
// exclusive across workers, an abandoned claim is taken over, failures back off ×4 per attempt up
// to a cap, a job gives up after its last attempt, and a permanent error fails at once.
import { integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { afterEach, beforeAll, beforeEach, expect, it } from "vitest";

import { captureLogs } from "../helpers/log-capture";
import { exec, query } from "../helpers/sql";

const { deliver, requeue } = await import("@/lib/jobs/deliver");
const { defineQueue } = await import("@/lib/jobs/queue");
const { getDb } = await import("@/lib/db/client");
const db = await getDb();

const jobs = pgTable("test_jobs", {
  id: uuid("id").primaryKey().defaultRandom(),
  payload: text("payload").notNull(),
  status: text("status").notNull().default("pending"),
  attempts: integer("attempts").notNull().default(0),
  nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
  lockedUntil: timestamp("locked_until", { withTimezone: true }),
  lastError: text("last_error"),
  result: text("result"),
});
type Job = typeof jobs.$inferSelect;

class Permanent extends Error {}
const ran: string[] = [];
const queueWith = (
  run: (row: Job) => Promise<void> = async () => undefined,
  options: { concurrency?: number; maxAttempts?: number; base?: number } = {},
) =>
  defineQueue({
    table: jobs,
    done: ["done"],
    claimSeconds: 60,
    maxAttempts: options.maxAttempts ?? 6,
    backoffBaseSeconds: () => options.base ?? 0,
    concurrency: options.concurrency ?? 3,
    retryable: (error) => !(error instanceof Permanent),
    log: { idKey: "jobId", done: "test job", failed: "test job failed" },
    async run(row) {
      ran.push(row.payload);
      await run(row);
      return { status: "done", set: { result: row.payload.toUpperCase() }, log: { extra: 1 } };
    },
  });
const add = async (count: number) =>
  (
    await db
      .insert(jobs)
      .values(Array.from({ length: count }, (_, i) => ({ payload: `job ${i}` })))
      .returning()
  ).map((r) => r.id);
const rows = () =>
  query<{ payload: string; status: string; attempts: number; result: string | null }>(
    db,
    "select payload, status, attempts, result, last_error from test_jobs order by payload",
  );
const empty = { done: 0, retrying: 0, failed: 0 };

beforeAll(async () => {
  await exec(
    db,
    `create table test_jobs (id uuid primary key default gen_random_uuid(), payload text not null,
      status text not null default 'pending', attempts integer not null default 0,
      next_attempt_at timestamptz not null default now(), locked_until timestamptz,
      last_error text, result text)`,
  );
});
let log: ReturnType<typeof captureLogs>;
beforeEach(async () => {
  ran.length = 0;
  await exec(db, "delete from test_jobs");
  log = captureLogs(); // the runner's lines, asserted below and kept off the test output
});
afterEach(() => log.restore());

it("runs due jobs, sets their final status and columns, and logs one line per attempt", async () => {
  const [first] = await add(3);
  expect(await deliver(queueWith(), db)).toEqual({ ...empty, done: 3 });
  expect(await rows()).toEqual(
    [0, 1, 2].map((i) => ({
      payload: `job ${i}`,
      status: "done",
      attempts: 1,
      result: `JOB ${i}`,
      last_error: null,
    })),
  );
  const lines = log.entries.filter((e) => e.msg === "test job");
  expect(lines).toHaveLength(3);
  expect(lines).toContainEqual(
    expect.objectContaining({ level: "info", jobId: first, attempt: 1, status: "done", extra: 1 }),
  );
  expect(await deliver(queueWith(), db)).toEqual(empty); // nothing due any more
});

it("two workers never claim the same job: a second one started mid-run takes only the rest", async () => {
  await add(12);
  let second: Promise<unknown> | undefined;
  const queue = queueWith(async () => {
    if (second) return;
    second = deliver(queue, db, { limit: 100 }); // while the first worker holds its claimed batch
    await second;
  });
  const first = await deliver(queue, db, { limit: 100 });
  expect(first.done + ((await second) as typeof first).done).toBe(12);
  expect(first.done).toBe(3); // its first batch; the second worker had done the rest meanwhile
  expect(ran.toSorted()).toEqual((await rows()).map((r) => r.payload));
  expect(new Set(ran).size).toBe(12);
});

it("three workers at once run each of many jobs exactly once, a few at a time each", async () => {
  await add(40);
  let running = 0;
  let most = 0;
  const queue = queueWith(async () => {
    most = Math.max(most, ++running);
    await query(db, "select 1");
    running--;
  });
  const reports = await Promise.all([1, 2, 3].map(() => deliver(queue, db, { limit: 100 })));
  expect(reports.reduce((sum, r) => sum + r.done, 0)).toBe(40);
  expect(ran).toHaveLength(40);
  expect(new Set(ran).size).toBe(40);
  expect(most).toBeLessThanOrEqual(9); // three workers × concurrency 3
});

it("runs no more than its concurrency at once, batch after batch", async () => {
  await add(7);
  let running = 0;
  let most = 0;
  const queue = queueWith(async () => {
    most = Math.max(most, ++running);
    await query(db, "select 1");
    running--;
  });
  expect(await deliver(queue, db)).toEqual({ ...empty, done: 7 });
  expect(most).toBe(3);
});

it("takes over an expired claim (its worker died) but not a live one", async () => {
  await add(2);
  await exec(
    db,
    `update test_jobs set status = 'sending', attempts = 1, locked_until = case payload
       when 'job 0' then now() - interval '1 second' else now() + interval '1 minute' end`,
  );
  expect(await deliver(queueWith(), db)).toEqual({ ...empty, done: 1 });
  expect(ran).toEqual(["job 0"]);
  expect((await rows()).map((r) => [r.status, r.attempts])).toEqual([
    ["done", 2],
    ["sending", 1],
  ]);
});

it("backs off base × 4^(n-1) after attempt n, capped at two hours", async () => {
  await add(1);
  const queue = queueWith(() => Promise.reject(new Error("down")), { base: 30, maxAttempts: 9 });
  const waits: number[] = [];
  for (let n = 1; n <= 6; n++) {
    expect(await deliver(queue, db)).toEqual({ ...empty, retrying: 1 });
    expect(await deliver(queue, db)).toEqual(empty); // not due before its wait is over
    const [row] = await query<{ wait: number }>(
      db,
      "select extract(epoch from next_attempt_at - now())::float8 as wait from test_jobs",
    );
    waits.push(Math.round(row!.wait / 10) * 10);
    await exec(db, "update test_jobs set next_attempt_at = now()");
  }
  expect(waits).toEqual([30, 120, 480, 1920, 7200, 7200]);
});

it("gives up after its last attempt, and a staff retry starts afresh", async () => {
  const [id] = await add(1);
  let fail = true;
  const queue = queueWith(
    async () => {
      if (fail) throw new Error("still down");
    },
    { maxAttempts: 3 },
  );
  expect(await deliver(queue, db)).toEqual({ ...empty, retrying: 1 });
  expect(await deliver(queue, db)).toEqual({ ...empty, retrying: 1 });
  expect(await deliver(queue, db)).toEqual({ ...empty, failed: 1 });
  expect(await deliver(queue, db)).toEqual(empty);
  expect(await rows()).toMatchObject([
    { status: "failed", attempts: 3, last_error: "Error: still down" },
  ]);
  const lines = log.entries.filter((e) => e.msg === "test job failed");
  expect(lines.map((e) => [e.attempt, e.giveUp])).toEqual([
    [1, false],
    [2, false],
    [3, true],
  ]);
  fail = false;
  expect(await requeue(queue, db, id!)).toBe(true);
  expect(await deliver(queue, db)).toEqual({ ...empty, done: 1 });
  expect(await rows()).toMatchObject([{ status: "done", attempts: 1, last_error: null }]);
  expect(await requeue(queue, db, id!)).toBe(false); // a finished job stays finished
});

it("fails a non-retryable error at once, retries the others, each once per call", async () => {
  await add(4); // more than one batch: the retries are due again before the second one
  const queue = queueWith(async (row) => {
    throw row.payload === "job 0" ? new Permanent("refused") : new Error("busy");
  });
  expect(await deliver(queue, db)).toEqual({ ...empty, retrying: 3, failed: 1 });
  expect(ran.toSorted()).toEqual(["job 0", "job 1", "job 2", "job 3"]);
  expect((await rows()).map((r) => [r.status, r.attempts])).toEqual([
    ["failed", 1],
    ["pending", 1],
    ["pending", 1],
    ["pending", 1],
  ]);
});

it("runs only the listed ids, and no more than the limit", async () => {
  const ids = await add(8);
  expect(await deliver(queueWith(), db, { ids: [] })).toEqual(empty);
  expect(await deliver(queueWith(), db, { ids: ids.slice(0, 2) })).toEqual({ ...empty, done: 2 });
  expect(await deliver(queueWith(), db, { limit: 5 })).toEqual({ ...empty, done: 5 });
  expect((await rows()).filter((r) => r.status === "pending")).toHaveLength(1);
});
