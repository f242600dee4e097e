import "server-only";

import { getDb } from "@/lib/db/client";
import type { Db } from "@/lib/db/types";
import { logEvent } from "@/lib/log/logger";
import { targetKey } from "./chains";
import { pathKey } from "./paths";
import { loadRedirects, readVersion, type RedirectStatus } from "./repository";

export type RedirectTarget = { to: string; status: RedirectStatus };

/** Bounded memory; beyond it the most recently changed rows are kept (and a warning logged). */
const MAX_REDIRECTS = 10_000;
/** How often another instance's writes are looked for: one single-row read at most. */
export const CHECK_EVERY_MS = 1_000;
/** A slow database holds a page request this long at most; it is then served from the copy. */
const WAIT_AT_MOST_MS = 300;

/**
 * A copy of the redirects table, which the proxy consults on every page request. `db` and `now`
 * are the process's own (getDb, Date.now) except where a test plays a second instance.
 */
export function createRedirectSnapshot({
  db = getDb,
  now = Date.now,
}: { db?: () => Promise<Db>; now?: () => number } = {}) {
  let map = new Map<string, RedirectTarget>();
  let version: number | null = null;
  let checkedAt = -Infinity;
  let pending: Promise<void> | null = null;

  async function reload(force: boolean): Promise<void> {
    try {
      const handle = await db();
      // Read before the rows: a write landing in between is seen again at the next check.
      const current = await readVersion(handle);
      if (!force && current === version) return;
      const rows = await loadRedirects(handle, MAX_REDIRECTS + 1);
      if (rows.length > MAX_REDIRECTS) {
        logEvent("warn", "redirects beyond the in-memory limit are not served", {
          limit: MAX_REDIRECTS,
        });
      }
      map = new Map(
        rows
          .slice(0, MAX_REDIRECTS)
          // A row leading to its own address (written before own-origin targets were stored as
          // paths) would send browsers round in a loop they cache: its address serves instead.
          .filter((r) => targetKey(r.to) !== r.fromPath)
          .map((r) => [r.fromPath, { to: r.to, status: r.status === 308 ? 308 : 301 }]),
      );
      version = current;
    } catch (error) {
      logEvent("error", "redirects not refreshed; serving the last copy", { error });
    }
  }

  function check(force: boolean): Promise<void> {
    // One check at a time; requests arriving meanwhile share it. A forced one runs after it.
    if (pending && !force) return pending;
    checkedAt = now(); // set first: during an outage, one attempt a second, not one a request
    const run = (pending ?? Promise.resolve()).then(() => reload(force));
    const tracked: Promise<void> = run.finally(() => {
      if (pending === tracked) pending = null;
    });
    pending = tracked;
    return tracked;
  }

  return {
    /** The redirect for a request path, or null. Never throws: an outage keeps the last copy. */
    async find(pathname: string): Promise<RedirectTarget | null> {
      const key = pathKey(pathname);
      if (key === null) return null;
      if (now() - checkedAt >= CHECK_EVERY_MS) await bounded(check(false));
      return map.get(key) ?? null;
    },
    /** After a write on this instance: reload now, so its next request already sees it. */
    refresh: () => check(true),
  };
}

/**
 * The process's copy. Held on globalThis: Next loads the proxy (.next/server/middleware.js, run
 * in-process) and the server actions in separate bundles, and a write in one must refresh the
 * copy the other reads.
 */
const slot = globalThis as typeof globalThis & {
  __agencyRedirects?: ReturnType<typeof createRedirectSnapshot>;
};
const processSnapshot = () => (slot.__agencyRedirects ??= createRedirectSnapshot());

export const findRedirect = (pathname: string) => processSnapshot().find(pathname);
export const refreshRedirects = () => processSnapshot().refresh();

function bounded(work: Promise<void>): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, WAIT_AT_MOST_MS);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
