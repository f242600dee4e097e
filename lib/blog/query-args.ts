import { RSS_ITEMS } from "./rss";
import { MAX_PAGE, normaliseQuery } from "./repository";

/**
 * The cached reads of queries.ts are server functions: a client can call one by its reference id
 * with any arguments, so each argument is checked and capped here, inside the function, whatever
 * the page passing it already did. Odd input gives an ordinary (small) answer, never an error.
 */
const int = (value: unknown, min: number, max: number, fallback: number): number =>
  typeof value === "number" && Number.isInteger(value)
    ? Math.min(Math.max(value, min), max)
    : fallback;

export const pageArg = (page: unknown) => int(page, 1, MAX_PAGE, 1);
export const queryArg = (q: unknown) => normaliseQuery(typeof q === "string" ? q : "");
/** Most posts any public list shows at once (the RSS feed's count). */
export const limitArg = (limit: unknown) => int(limit, 1, RSS_ITEMS, 1);
export const sitemapLimitArg = (limit: unknown) => int(limit, 0, 50_000, 0);
export const offsetArg = (offset: unknown) => int(offset, 0, Number.MAX_SAFE_INTEGER, 0);
/** A slug as the table allows it; anything else names no post. */
export const slugArg = (slug: unknown): string | null =>
  typeof slug === "string" && slug.length <= 200 && /^[a-z0-9_]+(-[a-z0-9_]+)*$/.test(slug)
    ? slug
    : null;
