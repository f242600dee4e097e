// Stand-in for next/server's after() outside a Next server (vitest has no request scope to run
// it at the end of). Each task starts at once, as Next would start it after the response, and is
// kept so a test can wait for every one to finish instead of sleeping and hoping:
//
//   vi.mock("next/server", async (original) => ({
//     ...(await original<typeof import("next/server")>()),
//     after: (await import("../helpers/after-tasks")).after,
//   }));
//   …
//   await settleAfterTasks();

const pending = new Set<Promise<unknown>>();

export function after(task: Promise<unknown> | (() => unknown)): void {
  const run = Promise.resolve().then(() => (typeof task === "function" ? task() : task));
  // A failing task is the test's business once awaited; until then it must not crash the worker.
  const tracked = run.finally(() => pending.delete(tracked));
  tracked.catch(() => {});
  pending.add(tracked);
}

/** Resolves once every after() task has finished, those scheduled by other tasks included. */
export async function settleAfterTasks(): Promise<void> {
  while (pending.size > 0) await Promise.all(pending);
}
