// When each cache tag was last expired, kept in Redis so a write on one instance reaches every
// instance: both handlers compare an entry's age with its tags' times on every read, whichever
// instance stored it. Times are milliseconds since the epoch, as Next's own tag manifest keeps
// them (instances' clocks are assumed synchronised, as for any shared cache).
import { logLine } from "../log/base-logger.mjs";
import { bounded, KEY_PREFIX, onRedisReady, readyClient } from "./redis-client.mjs";

const TAGS_KEY = `${KEY_PREFIX}tags`;

// Tags expired while Redis could not be told: written as soon as it is back, so entries it kept
// through the outage are not served after it (the writes they miss happened meanwhile).
const pending = new Set();
let flushing = false;

async function flushPending() {
  const client = readyClient();
  if (!client || pending.size === 0 || flushing) return;
  flushing = true;
  const tags = [...pending];
  try {
    const now = Date.now();
    await bounded(client).hSet(
      TAGS_KEY,
      Object.fromEntries(tags.map((tag) => [tag, JSON.stringify({ expired: now })])),
    );
    for (const tag of tags) pending.delete(tag);
    logLine("info", "page cache: tag expiries replayed after a redis outage", {
      tags: tags.length,
    });
  } catch {
    // Still unreachable: the next "ready" tries again.
  } finally {
    flushing = false;
  }
}

let listening = false;

/**
 * `revalidateTag(tag, { expire })` (durations) or an immediate expiry (none): the same record
 * Next's in-process default keeps, shared.
 */
export async function expireTags(tags, durations) {
  if (!listening) {
    listening = true;
    onRedisReady(() => void flushPending());
  }
  const client = readyClient();
  const write = () => {
    const now = Date.now();
    const state = durations
      ? { stale: now, expired: now + (durations.expire ?? 0) * 1000 }
      : { expired: now };
    const value = JSON.stringify(state);
    return bounded(client).hSet(TAGS_KEY, Object.fromEntries(tags.map((tag) => [tag, value])));
  };
  try {
    if (!client) throw new Error("redis not ready");
    // Written twice: a render on another instance that read the old record while the first
    // write was in flight began before the second one's time, so its entry counts as expired.
    await write();
    await write();
  } catch (error) {
    for (const tag of tags) pending.add(tag);
    logLine("warn", "page cache: tag expiry kept for when redis is back", {
      tags: tags.length,
      error: String(error),
    });
  }
}

/** Each tag's record; throws when Redis cannot answer (the caller treats it as a miss). */
export async function tagStates(tags) {
  const client = readyClient();
  if (!client) throw new Error("redis not ready");
  if (tags.length === 0) return [];
  const raw = await bounded(client).hmGet(TAGS_KEY, tags);
  return raw.map((value) => (value ? JSON.parse(value) : {}));
}

/** An entry written at `timestamp` is expired when one of its tags expired since. */
export function isExpired(states, timestamp) {
  const now = Date.now();
  return states.some(
    (s) => typeof s.expired === "number" && s.expired <= now && s.expired > timestamp,
  );
}

/** …and stale (served while a fresh version is made) when one was marked stale since. */
export const isStale = (states, timestamp) =>
  states.some((s) => typeof s.stale === "number" && s.stale > timestamp);
