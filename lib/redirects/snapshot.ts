import "server-only";

import { getDb } from "@/lib/db/client";
import { logEvent } from "@/lib/log/logger";
import { pathKey } from "./paths";
import { loadRedirects, readVersion, type RedirectStatus } from "./repository";

export type RedirectTarget = { to: string; status: RedirectStatus };

/**
 * The process's copy of the redirects table, which the proxy consults on every page request. Held
 * on globalThis: Next loads the proxy (.next/server/middleware.js, run in-process) and the server
 * actions in separate bundles, and a write in one must refresh the copy the other reads.
 */
type State = {
  map: Map<string, RedirectTarget>;
  version: number | null;
  checkedAt: number;
  pending: Promise<void> | null;
};
const slot = globalThis as typeof globalThis & { __agencyRedirects?: State };
const state = (): State =>
  (slot.__agencyRedirects ??= { map: new Map(), version: null, checkedAt: 0, pending: null });

/** Bounded memory; beyond it the most recently changed rows are kept (and a warning logged). */
export const MAX_REDIRECTS = 10_000;
/** How often another instance's writes are looked for: one indexed single-row read at most. */
const CHECK_EVERY_MS = 1_000;
/** A slow database holds a page request this long at most; it is then served from the copy. */
const WAIT_AT_MOST_MS = 300;

/** The redirect for a request path, or null. Never throws: an outage keeps the last copy. */
export async function findRedirect(pathname: string): Promise<RedirectTarget | null> {
  const key = pathKey(pathname);
  if (key === null) return null;
  const s = state();
  if (Date.now() - s.checkedAt >= CHECK_EVERY_MS) await bounded(check(s, false));
  return s.map.get(key) ?? null;
}

/** After a write on this instance: reload now, so the next request here already sees it. */
export async function refreshRedirects(): Promise<void> {
  await check(state(), true);
}

function check(s: State, force: boolean): Promise<void> {
  // One check at a time per process; requests arriving meanwhile share it.
  if (s.pending && !force) return s.pending;
  s.checkedAt = Date.now(); // set first: during an outage, one attempt a second, not one a request
  const run = (s.pending ?? Promise.resolve()).then(() => reload(s, force));
  const tracked = run.finally(() => {
    if (s.pending === tracked) s.pending = null;
  });
  s.pending = tracked;
  return tracked;
}

async function reload(s: State, force: boolean): Promise<void> {
  try {
    const db = await getDb();
    // Read before the rows: a write landing in between is seen again at the next check.
    const version = await readVersion(db);
    if (!force && version === s.version) return;
    const rows = await loadRedirects(db, MAX_REDIRECTS + 1);
    if (rows.length > MAX_REDIRECTS) {
      logEvent("warn", "redirects beyond the in-memory limit are not served", {
        limit: MAX_REDIRECTS,
      });
    }
    s.map = new Map(
      rows
        .slice(0, MAX_REDIRECTS)
        .map((r) => [r.fromPath, { to: r.to, status: r.status === 308 ? 308 : 301 }]),
    );
    s.version = version;
  } catch (error) {
    logEvent("error", "redirects not refreshed; serving the last copy", { error });
  }
}

function bounded(work: Promise<void>): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, WAIT_AT_MOST_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
