// The shared job runner (lib/jobs) on a real database, when jobs fail: backoff ×4 per attempt up
// to a cap, give-up after the last attempt, a staff retry, a permanent error failing at once.
import { expect, it } from "vitest";

import { add, db, empty, log, Permanent, queueWith, ran, rows } from "../helpers/test-jobs";
import { exec, query } from "../helpers/sql";

const { deliver, requeue } = await import("@/lib/jobs/deliver");

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
