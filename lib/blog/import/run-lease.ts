import "server-only";

import { and, eq, isNull, lt, or, sql } from "drizzle-orm";

import { feedImportRuns } from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";
import type { FeedResult, ImportRun, ImportTrigger } from "./types";

/**
 * One import run at a time, across every instance, through the database itself (no advisory lock:
 * a transaction-mode pooler would hand it to another client). The run's row is the lock: a unique
 * index admits one unfinished row, and its lease says whether its process is still alive. The
 * process renews the lease while it runs; a row whose lease lapsed is closed by the next run.
 */

/** Thrown by claimRun when another run holds the lease. */
export class ImportAlreadyRunning extends Error {
  constructor(readonly running: ImportRun | null) {
    super("An import is already running");
  }
}

const until = (leaseMs: number) => sql`now() + make_interval(secs => ${leaseMs / 1000})`;

// What the run recorded before its process stopped stays: those posts are stored.
const INTERRUPTED = {
  url: "(this run)",
  fetched: 0,
  imported: 0,
  skipped: 0,
  error:
    "Interrupted: the run stopped reporting before it finished (its server stopped or lost the database); later runs import what it missed",
} satisfies FeedResult;

/** Closes unfinished runs whose process stopped renewing their lease (it died). */
async function closeLapsedRuns(db: Db) {
  await db
    .update(feedImportRuns)
    .set({
      finishedAt: sql`now()`,
      leaseUntil: null,
      failedFeeds: sql`${feedImportRuns.failedFeeds} + 1`,
      results: sql`${feedImportRuns.results} || ${JSON.stringify([INTERRUPTED])}::jsonb`,
    })
    .where(
      and(
        isNull(feedImportRuns.finishedAt),
        or(
          lt(feedImportRuns.leaseUntil, sql`now()`),
          // Rows written before leases existed.
          and(
            isNull(feedImportRuns.leaseUntil),
            lt(feedImportRuns.startedAt, sql`now() - interval '10 minutes'`),
          ),
        ),
      ),
    );
}

/** Starts a run, or throws ImportAlreadyRunning while another one holds the lease. */
export async function claimRun(
  db: Db,
  trigger: ImportTrigger,
  leaseMs: number,
): Promise<ImportRun> {
  await closeLapsedRuns(db);
  const [run] = await db
    .insert(feedImportRuns)
    .values({ trigger, leaseUntil: until(leaseMs) })
    .onConflictDoNothing()
    .returning();
  if (run) return run;
  const [running] = await db
    .select()
    .from(feedImportRuns)
    .where(isNull(feedImportRuns.finishedAt))
    .limit(1);
  throw new ImportAlreadyRunning(running ?? null);
}

const open = (id: string) => and(eq(feedImportRuns.id, id), isNull(feedImportRuns.finishedAt));

export async function renewLease(db: Db, id: string, leaseMs: number) {
  await db
    .update(feedImportRuns)
    .set({ leaseUntil: until(leaseMs) })
    .where(open(id));
}

/** Posts stored so far by a feed still going: the run's count moves while it runs. */
export async function recordProgress(db: Db, id: string, imported: number, leaseMs: number) {
  await db
    .update(feedImportRuns)
    .set({ leaseUntil: until(leaseMs), imported: sql`${feedImportRuns.imported} + ${imported}` })
    .where(open(id));
}

/**
 * One feed's outcome, recorded as soon as it is known: what a run stored shows even if it dies.
 * `counted` of its posts were recorded already by recordProgress.
 */
export async function recordFeed(
  db: Db,
  id: string,
  result: FeedResult,
  counted: number,
  leaseMs: number,
) {
  await db
    .update(feedImportRuns)
    .set({
      leaseUntil: until(leaseMs),
      imported: sql`${feedImportRuns.imported} + ${result.imported - counted}`,
      failedFeeds: sql`${feedImportRuns.failedFeeds} + ${result.error ? 1 : 0}`,
      results: sql`${feedImportRuns.results} || ${JSON.stringify([result])}::jsonb`,
    })
    .where(open(id));
}

/** Finishes the run with every feed's result in the configured order; releases the lease. */
export async function finishRun(db: Db, id: string, results: FeedResult[]) {
  const [done] = await db
    .update(feedImportRuns)
    .set({
      finishedAt: sql`now()`,
      leaseUntil: null,
      imported: results.reduce((n, r) => n + r.imported, 0),
      failedFeeds: results.filter((r) => r.error).length,
      results,
    })
    .where(open(id))
    .returning();
  return done;
}
