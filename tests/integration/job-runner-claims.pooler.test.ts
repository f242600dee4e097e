// The shared job runner (lib/jobs) on a real database, with a queue of its own: it runs due jobs
// and records their outcome, claims are exclusive across workers, an abandoned claim is taken
// over, and no more than the queue's concurrency runs at once.
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";

import { add, db, empty, log, queueWith, ran, rows } from "../helpers/test-jobs";
import { exec, query } from "../helpers/sql";

const { deliver } = await import("@/lib/jobs/deliver");

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

// PGlite has one connection, so a held lock there blocks everything: this needs a server.

it.skipIf(!process.env.DATABASE_URL)(
  "skips a job another worker holds locked, never waits for it",
  async () => {
    await add(3);
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked = () => {};
    const isLocked = new Promise<void>((resolve) => (locked = resolve));
    const holder = db.transaction(async (tx) => {
      await tx.execute(sql`select id from test_jobs where payload = 'job 0' for update`);
      locked();
      await held;
    });
    await isLocked;
    try {
      expect(await deliver(queueWith(), db)).toEqual({ ...empty, done: 2 });
    } finally {
      release();
      await holder;
    }
    expect(ran.toSorted()).toEqual(["job 1", "job 2"]);
    expect(await deliver(queueWith(), db)).toEqual({ ...empty, done: 1 });
  },
);

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

it("runs only the listed ids, and no more than the limit", async () => {
  const ids = await add(8);
  expect(await deliver(queueWith(), db, { ids: [] })).toEqual(empty);
  expect(await deliver(queueWith(), db, { ids: ids.slice(0, 2) })).toEqual({ ...empty, done: 2 });
  expect(await deliver(queueWith(), db, { limit: 5 })).toEqual({ ...empty, done: 5 });
  expect((await rows()).filter((r) => r.status === "pending")).toHaveLength(1);
});
