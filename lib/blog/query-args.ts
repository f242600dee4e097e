import { intArg } from "@/lib/publishing/query-args";
import { RSS_ITEMS } from "./rss";
import { MAX_PAGE } from "./repository";
import { normaliseQuery } from "./search";

/** The posts' own caps for the cached reads of queries.ts (lib/publishing/query-args.ts). */
export const pageArg = (page: unknown) => intArg(page, 1, MAX_PAGE, 1);
export const queryArg = (q: unknown) => normaliseQuery(typeof q === "string" ? q : "");
/** Most posts any public list shows at once (the RSS feed's count). */
export const limitArg = (limit: unknown) => intArg(limit, 1, RSS_ITEMS, 1);
export const sitemapLimitArg = (limit: unknown) => intArg(limit, 0, 50_000, 0);
