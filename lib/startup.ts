/**
 * What the Node server does once as it starts, before it answers anything (instrumentation.ts).
 * A configuration production refuses ends the process here with a one-line reason instead of
 * failing on some later request; the embedded database is opened (migrated, seeded) before the
 * first request; the staff account is stored in the database, and a generated sign-in printed now,
 * so the first visitor of /admin/login has something to type; on the embedded database, with no
 * scheduler in front, the in-process timers publish scheduled posts at their time
 * (lib/blog/publish-timer.ts) and roll the statistics up every hour (lib/analytics/rollup-timer.ts).
 */
export async function onServerStart(): Promise<void> {
  try {
    await import("./env");
  } catch (error) {
    const { logEvent } = await import("./log/logger");
    logEvent(
      "error",
      `Refusing to start. ${error instanceof Error ? error.message : String(error)}`,
    );
    process.exit(1);
  }
  // The embedded database is claimed now: a second process on the same directory stops here.
  const { openDatabaseAtStart } = await import("./db/start");
  await openDatabaseAtStart();
  // The staff account lives in the database, so it comes after it; not awaited, so a shared
  // database that is slow to answer does not hold the start (requests wait for the same lookup).
  const { announceLocalAccount } = await import("./auth/local-account");
  void announceLocalAccount();
  // A fresh clone shows a site: every content type's samples, once, before the first request.
  await (await import("./samples")).seedSamplesAtStart();
  const { env } = await import("./env");
  if (!env.DATABASE_URL) {
    (await import("./blog/publish-timer")).startPublishTimer();
    // Nor would anything roll the statistics up (lib/analytics/rollup-timer.ts).
    (await import("./analytics/rollup-timer")).startRollupTimer();
  }
  // Page views wait up to a second in memory for their batch insert (lib/analytics/event-buffer.ts):
  // on a stop signal they are written while Next finishes the requests in flight (best effort:
  // Next exits once those are done).
  const { flushEvents } = await import("./analytics/event-buffer");
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    process.once(signal, () => void flushEvents().catch(() => undefined));
  }
}
