import "server-only";

import { importFeeds } from "@/content/feeds";
import { env } from "@/lib/env";
import type { FeedSource } from "./types";

/** The feeds a run reads: IMPORT_FEEDS when set (validated in lib/env), else content/feeds.ts. */
export function configuredFeeds(): readonly FeedSource[] {
  return env.IMPORT_FEEDS ?? importFeeds;
}
