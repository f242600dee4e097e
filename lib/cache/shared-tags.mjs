// @ts-check
// When each cache tag was last expired, kept in Redis so a write on one instance reaches every
// instance: both handlers compare an entry's age with its tags' times on every read, whichever
// instance stored it. Times are milliseconds since the epoch, as Next's own tag manifest keeps
// them (instances' clocks are assumed synchronised, as for any shared cache).
import { logLine } from "../log/base-logger.mjs";
import { loadPendingExpiries, savePendingExpiries } from "./pending-expiries.mjs";
import { bounded, KEY_PREFIX, onRedisReady, readyClient, usesRedis } from "./redis-client.mjs";

/**
 * A tag's record, as Next's own tag manifest keeps it: when it was marked stale, when expired.
 * @typedef {import("next/dist/server/lib/incremental-cache/tags-manifest.external.js").TagManifestEntry} TagState
 * @typedef {{ tags: Map<string, number>, flushing: boolean }} Pending
 */

const TAGS_KEY = `${KEY_PREFIX}tags`;

// Tags expired while Redis could not be told, with when: written as soon as it is back, so entries
// it kept through the outage are not served after it (the writes they miss happened meanwhile).
// Kept on disk too (pending-expiries.mjs), so a restart in between does not forget them, and on
// globalThis: the two handlers may load this module separately, and must share one list.
const slot = /** @type {typeof globalThis & { __agencyPendingExpiries?: Pending }} */ (globalThis);

/** @returns {Pending} */
function state() {
  if (!slot.__agencyPendingExpiries) {
    const tags = loadPendingExpiries();
    slot.__agencyPendingExpiries = { tags, flushing: false };
    if (tags.size > 0) {
      logLine("warn", "page cache: tag expiries of an earlier run kept for redis", {
        tags: tags.size,
      });
    }
    // Every reconnection replays what is pending, whether this process or an earlier one missed it.
    onRedisReady(() => void flushPending());
    if (tags.size > 0) void flushPending();
  }
  return slot.__agencyPendingExpiries;
}

// Loaded with the handlers: what an earlier process left is replayed at the first connection,
// before any write or read asks for it.
if (usesRedis()) state();

async function flushPending() {
  const pending = state();
  const client = readyClient();
  if (!client || pending.tags.size === 0 || pending.flushing) return;
  pending.flushing = true;
  const tags = [...pending.tags];
  try {
    const now = Date.now();
    await bounded(client).hSet(
      TAGS_KEY,
      Object.fromEntries(tags.map(([tag]) => [tag, JSON.stringify({ expired: now })])),
    );
    // A tag expired again while this was in flight stays for the next replay.
    for (const [tag, time] of tags) if (pending.tags.get(tag) === time) pending.tags.delete(tag);
    savePendingExpiries(pending.tags);
    logLine("info", "page cache: tag expiries replayed after a redis outage", {
      tags: tags.length,
    });
  } catch {
    // Still unreachable: the next "ready" tries again.
  } finally {
    pending.flushing = false;
  }
}

/**
 * `revalidateTag(tag, { expire })` (durations) or an immediate expiry (none): the same record
 * Next's in-process default keeps, shared.
 * @param {string[]} tags
 * @param {{ expire?: number }} [durations]
 */
export async function expireTags(tags, durations) {
  const pending = state();
  const client = readyClient();
  /** @param {import("./redis-client.mjs").Client} ready */
  const write = (ready) => {
    const now = Date.now();
    const record = durations
      ? { stale: now, expired: now + (durations.expire ?? 0) * 1000 }
      : { expired: now };
    const value = JSON.stringify(record);
    return bounded(ready).hSet(TAGS_KEY, Object.fromEntries(tags.map((tag) => [tag, value])));
  };
  try {
    if (!client) throw new Error("redis not ready");
    // Written twice: a render on another instance that read the old record while the first
    // write was in flight began before the second one's time, so its entry counts as expired.
    await write(client);
    await write(client);
  } catch (error) {
    const now = Date.now();
    for (const tag of tags) pending.tags.set(tag, now);
    savePendingExpiries(pending.tags);
    logLine("warn", "page cache: tag expiry kept for when redis is back", {
      tags: tags.length,
      error: String(error),
    });
  }
}

/**
 * Each tag's record; throws when Redis cannot answer (the caller treats it as a miss).
 * @param {string[]} tags
 * @returns {Promise<TagState[]>}
 */
export async function tagStates(tags) {
  const client = readyClient();
  if (!client) throw new Error("redis not ready");
  if (tags.length === 0) return [];
  const raw = await bounded(client).hmGet(TAGS_KEY, tags);
  const states = raw.map((value) => (value ? JSON.parse(value) : {}));
  // Until the replay has reached Redis, this process's pending expiries count as well: Redis may
  // answer a read before the replay that its reconnection starts.
  const { tags: pending } = state();
  for (const tag of tags) {
    const expired = pending.get(tag);
    if (expired !== undefined) states.push({ expired });
  }
  return states;
}

/**
 * An entry written at `timestamp` is expired when one of its tags expired since.
 * @param {readonly TagState[]} states
 * @param {number} timestamp
 */
export function isExpired(states, timestamp) {
  const now = Date.now();
  return states.some(
    (s) => typeof s.expired === "number" && s.expired <= now && s.expired > timestamp,
  );
}

/**
 * …and stale (served while a fresh version is made) when one was marked stale since.
 * @param {readonly TagState[]} states
 * @param {number} timestamp
 */
export const isStale = (states, timestamp) =>
  states.some((s) => typeof s.stale === "number" && s.stale > timestamp);
