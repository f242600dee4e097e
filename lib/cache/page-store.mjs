// @ts-check
// Where the page cache handler (page-cache-handler.mjs) keeps entries. Without REDIS_URL: Next's
// file-system cache with its in-process memory layer, as Next does by default. With REDIS_URL:
// @fortedigital/nextjs-cache-handler's Redis store (docs/architecture.md, "Page cache", says why
// this library), shared by every instance, with no private copy in any of them; the build's own
// pre-rendered files stay readable behind it (read-only), so a static page keeps the exact HTML
// its build-time CSP hashes describe.
import { CacheHandler as SharedCacheHandler } from "@fortedigital/nextjs-cache-handler";
import createRedisHandler from "@fortedigital/nextjs-cache-handler/redis-strings";
import fileSystemCache from "next/dist/server/lib/incremental-cache/file-system-cache.js";

import { KEY_PREFIX, REDIS_TIMEOUT_MS, sharedRedis, withDeadlines } from "./redis-client.mjs";

/**
 * @typedef {import("next/dist/server/lib/incremental-cache").CacheHandler} NextCacheHandler
 * @typedef {ConstructorParameters<typeof fileSystemCache>[0]} StoreContext
 * @typedef {import("./redis-client.mjs").Client} Client
 */

// Node's import of this CommonJS file gives its `exports` (the class is on `.default`), where
// TypeScript, which follows `__esModule`, sees the class itself.
const FileSystemCache =
  /** @type {{ default?: typeof fileSystemCache }} */ (/** @type {unknown} */ (fileSystemCache))
    .default ?? fileSystemCache;

// next.config sets cacheMaxMemorySize: 0 so no instance answers from a private copy of a shared
// entry; alone, an instance keeps Next's usual in-memory layer.
const IN_PROCESS_BYTES = 50 * 1024 * 1024;

let configured = false;

/** @param {Client} client */
function configureShared(client) {
  if (configured) return;
  configured = true;
  SharedCacheHandler.onCreation(({ buildId }) => ({
    handlers: [
      createRedisHandler({
        client: withDeadlines(client),
        // Per build: an instance of a new deploy never serves HTML of the previous one.
        keyPrefix: `${KEY_PREFIX}${buildId ?? "dev"}:`,
        timeoutMs: REDIS_TIMEOUT_MS,
      }),
    ],
  }));
}

/**
 * @param {StoreContext} ctx what Next gives the page cache handler
 * @returns {{ shared: boolean, store: NextCacheHandler, buildFiles: NextCacheHandler | null }}
 * `store` takes reads and writes; `buildFiles`, when set, answers reads the store misses, for
 * pages that are not database pages.
 */
export function createPageStore(ctx) {
  const redis = sharedRedis();
  if (!redis) {
    const store = new FileSystemCache({ ...ctx, maxMemoryCacheSize: IN_PROCESS_BYTES });
    return { shared: false, store, buildFiles: null };
  }
  configureShared(redis.client);
  return {
    shared: true,
    // Its types still want the `route` Next 16.4 no longer hands a handler (its code never reads
    // it): the same interface, a version behind.
    store: /** @type {NextCacheHandler} */ (/** @type {unknown} */ (new SharedCacheHandler(ctx))),
    buildFiles: new FileSystemCache({ ...ctx, maxMemoryCacheSize: 0 }),
  };
}
