// @ts-check
// Tag expiries Redis could not be told (it was unreachable when a write expired them), kept on
// disk under DATA_DIR as well as in memory: an instance restarted before Redis comes back would
// otherwise forget them, and serve the entries Redis kept through the outage as if no write had
// happened (lib/cache/shared-tags.mjs replays them once Redis answers). Plain JavaScript: loaded
// by Next without bundling, so DATA_DIR is read here with lib/env.ts's default.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";

import { logLine } from "../log/base-logger.mjs";

const file = () =>
  path.resolve(process.env.DATA_DIR?.trim() || ".data", "cache", "pending-tag-expiries.json");

/**
 * Tag → when it was expired (ms since the epoch), as last written; empty when none or unreadable.
 * @returns {Map<string, number>}
 */
export function loadPendingExpiries() {
  let raw;
  try {
    raw = readFileSync(file(), "utf8");
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code !== "ENOENT") {
      logLine("error", "page cache: pending tag expiries unreadable", { error: String(error) });
    }
    return new Map();
  }
  try {
    const parsed = JSON.parse(raw);
    return new Map(
      Object.entries(parsed).filter(([, time]) => typeof time === "number" && time > 0),
    );
  } catch (error) {
    logLine("error", "page cache: pending tag expiries unreadable", { error: String(error) });
    return new Map();
  }
}

/**
 * Writes `pending` whole (synchronously, before the write that expired the tags answers), through
 * a temporary file and a rename, so a crash leaves the old list or the new one, never half.
 * @param {Map<string, number>} pending
 */
export function savePendingExpiries(pending) {
  const target = file();
  try {
    mkdirSync(path.dirname(target), { recursive: true });
    const temporary = `${target}.${process.pid}.tmp`;
    writeFileSync(temporary, JSON.stringify(Object.fromEntries(pending)));
    renameSync(temporary, target);
  } catch (error) {
    // Memory still holds them: only a restart before Redis is back would lose them.
    logLine("error", "page cache: pending tag expiries not saved", { error: String(error) });
  }
}
