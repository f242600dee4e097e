// @ts-check
// The `"use cache"` fills this process completed lately: their tags, when they began and ended.
// Next lets a render join a fill already in flight for the same key (cross-request dedupe), and
// hands it that fill's result without checking it against writes made since the fill began. A
// page render that started after a write may so hold data read before it; the page cache handler
// (page-cache-handler.mjs) dates such a render from the oldest fill it may have joined. Kept on
// globalThis: Next loads the two handlers as separate modules.
/** @typedef {{ tags: string[], start: number, end: number }} Fill */
const slot = /** @type {typeof globalThis & { __agencyRecentFills?: Fill[] }} */ (globalThis);
const fills = (slot.__agencyRecentFills ??= []);
const KEEP_MS = 60_000;
const MAX_FILLS = 2_000;

/**
 * A fill of an entry with `tags`, begun at `start` (the entry's timestamp), ends now.
 * @param {string[]} tags
 * @param {number} start
 */
export function noteFill(tags, start) {
  if (!Array.isArray(tags) || tags.length === 0 || typeof start !== "number") return;
  const now = Date.now();
  while (
    fills.length > 0 &&
    (fills.length >= MAX_FILLS || (fills[0]?.end ?? now) < now - KEEP_MS)
  ) {
    fills.shift();
  }
  fills.push({ tags, start, end: now });
}

/**
 * The earliest moment the data of a render begun at `renderStart`, carrying `tags`, may have
 * been read: the render's own start, or the start of a fill sharing a tag that ended after the
 * render began (one it may have joined).
 * @param {readonly string[]} tags
 * @param {number} renderStart
 */
export function readSince(tags, renderStart) {
  let since = renderStart;
  if (tags.length === 0) return since;
  const wanted = new Set(tags);
  for (const fill of fills) {
    if (fill.end >= renderStart && fill.start < since && fill.tags.some((t) => wanted.has(t))) {
      since = fill.start;
    }
  }
  return since;
}
