// A queue of the tests' own for the job runner (lib/jobs): a table with the runner's columns plus
// a payload and a result, created in the file's database, emptied before each test, and a
// queue factory whose handler records each job it runs.
import { integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { afterEach, beforeAll, beforeEach } from "vitest";

import { getDb } from "@/lib/db/client";
import { defineQueue } from "@/lib/jobs/queue";

import { captureLogs } from "./log-capture";
import { exec, query } from "./sql";

export const db = await getDb();

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

/** An error the test queue does not retry. */
export class Permanent extends Error {}
/** Payloads of the jobs run since the test began, in the order they started. */
export const ran: string[] = [];
/** The runner's log lines since the test began. */
export const log = { entries: [] as ReturnType<typeof captureLogs>["entries"] };
export const empty = { done: 0, retrying: 0, failed: 0 };

export const queueWith = (
  run: (row: Job) => Promise<void> = async () => undefined,
  options: { maxAttempts?: number; base?: number } = {},
) =>
  defineQueue({
    table: jobs,
    done: ["done"],
    claimSeconds: 60,
    maxAttempts: options.maxAttempts ?? 6,
    backoffBaseSeconds: () => options.base ?? 0,
    concurrency: 3,
    retryable: (error) => !(error instanceof Permanent),
    log: { idKey: "jobId", done: "test job", failed: "test job failed" },
    async run(row) {
      ran.push(row.payload);
      await run(row);
      return { status: "done", set: { result: row.payload.toUpperCase() }, log: { extra: 1 } };
    },
  });

/** Queues `count` jobs ("job 0", "job 1", …), due now; their ids. */
export const add = async (count: number) =>
  (
    await db
      .insert(jobs)
      .values(Array.from({ length: count }, (_, i) => ({ payload: `job ${i}` })))
      .returning()
  ).map((r) => r.id);

export const rows = () =>
  query<{ payload: string; status: string; attempts: number; result: string | null }>(
    db,
    "select payload, status, attempts, result, last_error from test_jobs order by payload",
  );

beforeAll(async () => {
  await exec(
    db,
    `create table test_jobs (id uuid primary key default gen_random_uuid(), payload text not null,
      status text not null default 'pending', attempts integer not null default 0,
      next_attempt_at timestamptz not null default now(), locked_until timestamptz,
      last_error text, result text)`,
  );
});
let capture: ReturnType<typeof captureLogs>;
beforeEach(async () => {
  ran.length = 0;
  await exec(db, "delete from test_jobs");
  capture = captureLogs(); // asserted by the tests, and kept off their output
  log.entries = capture.entries;
});
afterEach(() => capture.restore());
