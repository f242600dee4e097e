import type { InferSelectModel } from "drizzle-orm";

import type { feedImportRuns } from "@/lib/db/schema";

/** One feed the importer reads. `category` and `tags` are applied to every post it yields. */
export type FeedSource = {
  url: string;
  category?: string;
  tags?: readonly string[];
};

/** Who started a run; the database's check constraint lists the same values. */
export type ImportTrigger = "manual" | "cron" | "admin";

/** Outcome of one feed in one run (the shape of feed_import_runs.results). */
export type { FeedResult } from "@/lib/db/json-types";

/** A row of feed_import_runs as the app sees it. `finishedAt` is null while a run is going. */
export type ImportRun = InferSelectModel<typeof feedImportRuns>;
