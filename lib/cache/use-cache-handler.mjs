// @ts-check
// next.config `cacheHandlers.default`: where `"use cache"` results live. Without REDIS_URL,
// Next's own in-process default (unchanged); with it, Redis, so every instance reads the same
// entries and a write's tag expiry reaches all of them (lib/cache/shared-tags.mjs). Not covered
// by @fortedigital/nextjs-cache-handler (its handlers implement the incremental cache only), so
// this is the small adapter to Next's documented CacheHandler interface (lib/cache-handlers/
// types.d.ts). Unreachable Redis = a miss: the data is read from the database again.
import nextDefault from "next/dist/server/lib/cache-handlers/default.js";

import { logLine } from "../log/base-logger.mjs";
import { noteFill } from "./recent-fills.mjs";
import { bounded, KEY_PREFIX, readyClient, usesRedis } from "./redis-client.mjs";
import { expireTags, isExpired, isStale, tagStates } from "./shared-tags.mjs";

/**
 * Next's interface for `cacheHandlers` (docs/upgrading-next.md).
 * @typedef {import("next/dist/server/lib/cache-handlers/types").CacheHandler} UseCacheHandler
 */

// next.config sets cacheMaxMemorySize: 0 (no private copies beside Redis), which would make
// Next's built-in default a no-op: the in-process store gets its usual size here instead.
const IN_PROCESS_BYTES = 50 * 1024 * 1024;
// Redis keeps an entry no longer than this, whatever its cache life says.
const MAX_TTL_SECONDS = 7 * 24 * 3600;

/** @param {string} cacheKey */
const entryKey = (cacheKey) => `${KEY_PREFIX}use-cache:${cacheKey}`;

/** @param {Uint8Array} bytes */
const streamOf = (bytes) =>
  /** @type {ReadableStream<Uint8Array>} */ new ReadableStream({
    start(controller) {
      controller.enqueue(bytes);
      controller.close();
    },
  });

/** @returns {UseCacheHandler} */
function createRedisUseCacheHandler() {
  return {
    async get(cacheKey, softTags) {
      const client = readyClient();
      if (!client) return undefined;
      try {
        const raw = await bounded(client).get(entryKey(cacheKey));
        if (!raw) return undefined;
        const { value, ...entry } = JSON.parse(raw);
        // Like Next's default: past its revalidate time an entry is a miss, not served stale.
        if (Date.now() > entry.timestamp + entry.revalidate * 1000) return undefined;
        const states = await tagStates([...entry.tags, ...softTags]);
        if (isExpired(states, entry.timestamp)) return undefined;
        const revalidate = isStale(states, entry.timestamp) ? -1 : entry.revalidate;
        return { ...entry, revalidate, value: streamOf(Buffer.from(value, "base64")) };
      } catch {
        return undefined;
      }
    },

    async set(cacheKey, pendingEntry) {
      const entry = await pendingEntry;
      // Dynamic results are not kept, as in Next's default.
      if (entry.expire === 0) return;
      const bytes = Buffer.from(await new Response(entry.value).arrayBuffer());
      const client = readyClient();
      if (!client) return;
      const { value: _stream, ...meta } = entry;
      const ttl = Math.max(1, Math.min(Math.ceil(entry.expire), MAX_TTL_SECONDS));
      try {
        const stored = JSON.stringify({ ...meta, value: bytes.toString("base64") });
        await bounded(client).set(entryKey(cacheKey), stored, { EX: ttl });
      } catch (error) {
        logLine("warn", "use cache: entry not stored", { error: String(error) });
      }
    },

    // Tags are read from Redis on every get: nothing to refresh ahead of a request.
    async refreshTags() {},

    // Infinity: get() itself compares the implicit (path) tags given to it.
    async getExpiration() {
      return Infinity;
    },

    async updateTags(tags, durations) {
      await expireTags(tags, durations);
    },
  };
}

/**
 * Each completed fill is noted (lib/cache/recent-fills.mjs) before it is stored.
 * @param {UseCacheHandler} inner
 * @returns {UseCacheHandler}
 */
function noteFills(inner) {
  return {
    ...inner,
    async set(cacheKey, pendingEntry) {
      const entry = await pendingEntry;
      noteFill(entry.tags, entry.timestamp);
      return inner.set(cacheKey, Promise.resolve(entry));
    },
  };
}

const handler = noteFills(
  usesRedis()
    ? createRedisUseCacheHandler()
    : nextDefault.createDefaultCacheHandler(IN_PROCESS_BYTES),
);

export default handler;
