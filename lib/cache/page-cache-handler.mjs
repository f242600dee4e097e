// next.config.ts `cacheHandler`: Next's own file-system cache, plus the Content-Security-Policy of
// the cached pages that come from the database (lib/cache/cached-pages.mjs). Loaded by Next at run
// time without bundling, hence plain JavaScript. Why this and not a nonce: docs/security.md.
import fileSystemCache from "next/dist/server/lib/incremental-cache/file-system-cache.js";

import { commonDirectives, hashPolicy } from "../security/policy.mjs";
import { isCachedPage } from "./cached-pages.mjs";
import { isDegraded } from "./not-cached.mjs";

const FileSystemCache = fileSystemCache.default ?? fileSystemCache;
const building = process.env.NEXT_PHASE === "phase-production-build";

// Entries this process rendered (and so hashed). Anything else under a cached page's key — the
// build's placeholder render (the build reads no database), or a file left by an earlier process
// whose tag expiries this one never heard of — is treated as absent, so a visitor gets a fresh
// render instead.
const generated = new WeakSet();

/** The page path of a cache key: `/route-cache/<owner>/$/blogs/x` or `/blogs/x`; `/index` is `/`. */
export function pathOfKey(key) {
  const marker = key.indexOf("/$/");
  const path = marker === -1 ? key : key.slice(marker + 2);
  return path === "/index" ? "/" : path;
}

/**
 * For a CDN or nginx in front: cached pages may be kept by shared caches (`public`), for a short
 * while only because a write reaches them through expiry, not a purge; stale copies may be served
 * while the next one is fetched, as Next itself does.
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

const isCachedPageEntry = (key, value) =>
  value?.kind === "APP_PAGE" && isCachedPage(pathOfKey(key));

export default class PageCacheHandler extends FileSystemCache {
  async get(key, ctx) {
    const entry = await super.get(key, ctx);
    if (entry && isCachedPageEntry(key, entry.value) && !generated.has(entry.value)) return null;
    return entry;
  }

  async set(key, data, ctx) {
    // Complete pages only: one with a postponed part would stream scripts this policy never saw.
    if (!building && isCachedPageEntry(key, data) && typeof data.html === "string") {
      if (data.postponed) {
        // Outside the app's bundle, so not through lib/log/logger.ts: the same JSON line shape.
        const line = { level: "warn", time: new Date().toISOString(), path: pathOfKey(key) };
        console.warn(
          JSON.stringify({ ...line, msg: "cached page has a per-request part; not cached" }),
        );
      } else {
        // The same object is what Next sends for this very render: the first response carries
        // the header too (response-cache handleRevalidate → app-page runtime appends headers).
        const degraded = isDegraded(data.html);
        data.headers = {
          ...data.headers,
          "content-security-policy": hashPolicy(policyCommon(), data.html),
          "cache-control": degraded ? "no-store" : cdnCacheControl(ctx?.cacheControl),
        };
        generated.add(data);
        // Sent to this visitor with its policy, but kept nowhere: the last good version stays.
        if (degraded) return;
      }
    }
    return super.set(key, data, ctx);
  }
}
