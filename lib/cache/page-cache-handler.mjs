// @ts-check
// next.config.ts `cacheHandler`: the Content-Security-Policy and CDN Cache-Control of the cached
// pages that come from the database (lib/publishing/content-types.mjs), around whichever store keeps
// the entries (lib/cache/page-store.mjs: Next's file-system cache alone, Redis when several
// instances share it). Loaded by Next at run time without bundling, hence plain JavaScript. Why
// this and not a nonce: docs/security.md.
import localTags from "next/dist/server/lib/incremental-cache/tags-manifest.external.js";

import { logLine } from "../log/base-logger.mjs";
import { commonDirectives, hashPolicy } from "../security/policy.mjs";
import { isCachedPage } from "../publishing/content-types.mjs";
import { isDegraded } from "./not-cached.mjs";
import { createPageStore } from "./page-store.mjs";
import { readSince } from "./recent-fills.mjs";
import { expireTags, isExpired, tagStates } from "./shared-tags.mjs";

/**
 * Next's own types for what it hands a custom `cacheHandler` (docs/upgrading-next.md).
 * @typedef {import("next/dist/server/lib/incremental-cache").CacheHandler} NextCacheHandler
 * @typedef {import("next/dist/server/lib/incremental-cache").CacheHandlerValue} Entry
 * @typedef {import("next/dist/server/response-cache").IncrementalCacheValue} Value
 * @typedef {import("next/dist/server/response-cache").IncrementalCachedAppPageValue} AppPageValue
 * @typedef {Parameters<NextCacheHandler["get"]>[1]} GetContext
 * @typedef {Parameters<NextCacheHandler["set"]>[2]} SetContext
 * @typedef {import("next/dist/server/lib/cache-control").CacheControl} CacheControl
 */

const building = process.env.NEXT_PHASE === "phase-production-build";
const CSP = "content-security-policy";
const startedAt = Date.now();

/**
 * The page path of a cache key: `/route-cache/<owner>/$/blogs/x` or `/blogs/x`; `/index` is `/`.
 * @param {string} key
 */
export function pathOfKey(key) {
  const marker = key.indexOf("/$/");
  const path = marker === -1 ? key : key.slice(marker + 2);
  return path === "/index" ? "/" : path;
}

/**
 * For a CDN or nginx in front: cached pages may be kept by shared caches (`public`), for a short
 * while only because a write reaches them through expiry, not a purge; stale copies may be served
 * while the next one is fetched, as Next itself does.
 * @param {CacheControl | undefined} cacheControl
 */
export function cdnCacheControl(cacheControl) {
  const revalidate = typeof cacheControl?.revalidate === "number" ? cacheControl.revalidate : 60;
  const expire = typeof cacheControl?.expire === "number" ? cacheControl.expire : 86_400;
  const sMaxAge = Math.max(1, Math.min(revalidate, 60));
  return `public, s-maxage=${sMaxAge}, stale-while-revalidate=${Math.max(expire - sMaxAge, 1)}`;
}

const policyCommon = () =>
  commonDirectives({
    siteUrl: process.env.NEXT_PUBLIC_SITE_URL ?? "http://localhost:3000",
    heroVideoUrl: process.env.NEXT_PUBLIC_HERO_VIDEO_URL,
    supabaseUrl: process.env.NEXT_PUBLIC_SUPABASE_URL,
  });

/**
 * @param {string} key
 * @param {Value | null | undefined} value
 * @returns {value is AppPageValue}
 */
const isCachedPageEntry = (key, value) =>
  value?.kind === "APP_PAGE" && isCachedPage(pathOfKey(key));

/**
 * Tags a page or route handler entry carries (`x-next-cache-tags`).
 * @param {Value | null | undefined} value
 */
const tagsOfValue = (value) =>
  String((value && "headers" in value && value.headers?.["x-next-cache-tags"]) || "")
    .split(",")
    .filter(Boolean);

/**
 * …and the implicit ones Next passes with a read (its types give them to fetch reads only).
 * @param {Entry} entry
 * @param {GetContext | undefined} ctx
 */
const tagsOf = (entry, ctx) => [
  ...tagsOfValue(entry.value),
  ...((ctx && "softTags" in ctx && ctx.softTags) || []),
];

/**
 * Served only when this handler stored it: an entry of a cached page carries the policy of its
 * own bytes, which the build's placeholder renders (the build reads no database) never get. A
 * process alone also ignores files an earlier process left on disk: it never saw their tags'
 * expiry. A shared store's tag expiries are shared (lib/cache/shared-tags.mjs).
 * @param {AppPageValue} value
 * @param {number} lastModified
 * @param {boolean} shared
 */
const servable = (value, lastModified, shared) =>
  typeof value.headers?.[CSP] === "string" && (shared || lastModified >= startedAt);

/**
 * When each key was last read. Next renders one version of a key at a time (its response cache
 * holds later reads of the key behind the render in flight), so the read just before a store is
 * the one that found no fresh entry and started the render being stored. A write during that
 * render may come after the render read the database: stamped with the time it is stored, the
 * entry would pass for the written version until its revalidate time. So an entry is dated from
 * the render's start (or an older "use cache" fill it joined, lib/cache/recent-fills.mjs), and
 * a tag expired since then makes it a miss.
 * @type {Map<string, number>}
 */
const lastRead = new Map();
/**
 * By key, when the data of the entry stored last may have been read (file-system store).
 * @type {Map<string, number>}
 */
const dataFrom = new Map();
const MAX_TRACKED_KEYS = 10_000;

/** @param {string} key */
function noteRead(key) {
  if (lastRead.size >= MAX_TRACKED_KEYS) lastRead.clear();
  // A millisecond early: a write stamped in the same millisecond as the read counts as after it.
  lastRead.set(key, Date.now() - 1);
}

/** @implements {NextCacheHandler} */
export default class PageCacheHandler {
  /** @param {import("./page-store.mjs").StoreContext} ctx */
  constructor(ctx) {
    const { shared, store, buildFiles } = createPageStore(ctx);
    this.shared = shared;
    this.store = store;
    this.buildFiles = buildFiles;
  }

  /**
   * @param {string} key
   * @param {GetContext} ctx
   * @returns {Promise<Entry | null>}
   */
  async get(key, ctx) {
    noteRead(key);
    const databasePage = isCachedPage(pathOfKey(key));
    let entry = await this.store.get(key, ctx);
    const fromBuild = !entry && !databasePage ? this.buildFiles : null;
    if (fromBuild) entry = await fromBuild.get(key, ctx);
    if (!entry) return null;
    if (
      isCachedPageEntry(key, entry.value) &&
      !servable(entry.value, entry.lastModified, this.shared)
    )
      return null;
    if (entry.value?.kind !== "APP_PAGE" && entry.value?.kind !== "APP_ROUTE") return entry;
    if (!this.shared) {
      const from = dataFrom.get(key);
      const overtaken = from !== undefined && localTags.areTagsExpired(tagsOf(entry, ctx), from);
      return overtaken ? null : entry;
    }
    // Another instance's write may have expired it since (a render that began before the write
    // and stored after its deletion, too): the shared tag record decides.
    try {
      const states = await tagStates(tagsOf(entry, ctx));
      return isExpired(states, entry.lastModified) ? null : entry;
    } catch {
      // Redis went away after the read: a build file stays usable, a shared entry is a miss.
      return fromBuild ? entry : null;
    }
  }

  /**
   * @param {string} key
   * @param {Value | null} data
   * @param {SetContext} ctx
   */
  async set(key, data, ctx) {
    // Complete pages only: one with a postponed part would stream scripts this policy never saw.
    if (!building && isCachedPageEntry(key, data) && typeof data.html === "string") {
      if (data.postponed) {
        logLine("warn", "cached page has a per-request part; not cached", {
          path: pathOfKey(key),
        });
      } else {
        // The same object is what Next sends for this very render: the first response carries
        // the header too (response-cache handleRevalidate → app-page runtime appends headers).
        const degraded = isDegraded(data.html);
        data.headers = {
          ...data.headers,
          [CSP]: hashPolicy(policyCommon(), data.html),
          "cache-control": degraded
            ? "no-store"
            : cdnCacheControl("cacheControl" in ctx ? ctx.cacheControl : undefined),
        };
        // Sent to this visitor with its policy, but kept nowhere: the last good version stays.
        if (degraded) return;
      }
    }
    const renderStart = lastRead.get(key);
    lastRead.delete(key);
    if (building || renderStart === undefined) {
      dataFrom.delete(key);
      return this.store.set(key, data, ctx);
    }
    const readFrom = readSince(tagsOfValue(data), renderStart);
    // Redis: the entry is stamped with that time, so every instance's tag check uses it. Next's
    // file-system store stamps the time of storing, so the time is kept beside it for get().
    if (this.shared) {
      /** @type {SetContext & { internal_lastModified: number }} */
      const stamped = { ...ctx, internal_lastModified: readFrom };
      return this.store.set(key, data, stamped);
    }
    // Cleared, an entry is judged by the time it was stored, as Next does.
    if (dataFrom.size >= MAX_TRACKED_KEYS) dataFrom.clear();
    dataFrom.set(key, readFrom);
    return this.store.set(key, data, ctx);
  }

  /**
   * @param {string | string[]} tags
   * @param {{ expire?: number }} [durations]
   */
  async revalidateTag(tags, durations) {
    if (!this.shared) return this.store.revalidateTag(tags, durations);
    const list = typeof tags === "string" ? [tags] : tags;
    await Promise.all([this.store.revalidateTag(list), expireTags(list, durations)]);
  }

  resetRequestCache() {
    this.store.resetRequestCache?.();
  }
}
