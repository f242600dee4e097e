/**
 * What the Node server does once as it starts, before it answers anything (instrumentation.ts).
 * A configuration production refuses ends the process here with a one-line reason instead of
 * failing on some later request; the embedded default's generated staff sign-in is printed now,
 * so the first visitor of /admin/login has something to type; the embedded database is opened
 * (migrated, seeded) before the first request; there, with no scheduler in front, the
 * in-process timer publishes scheduled posts at their time (lib/blog/publish-timer.ts).
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
  const { announceLocalAccount } = await import("./auth/local-account");
  await announceLocalAccount();
  // The embedded database is claimed now: a second process on the same directory stops here.
  const { openDatabaseAtStart } = await import("./db/start");
  await openDatabaseAtStart();
  const { env } = await import("./env");
  if (!env.DATABASE_URL) (await import("./blog/publish-timer")).startPublishTimer();
}
