-- Import runs (issue 23, items 19–20): never two at once, across instances. A running run holds a
-- lease its process renews; a run whose lease lapsed belonged to a process that died. The unique
-- index admits one unfinished run, so a second insert fails instead of overlapping.
ALTER TABLE "feed_import_runs" ADD COLUMN "lease_until" timestamp with time zone;--> statement-breakpoint
-- Runs left unfinished by an older version would block the index: close them, keeping their counts.
UPDATE "feed_import_runs" SET "finished_at" = now(), "failed_feeds" = "failed_feeds" + 1,
  "results" = "results" || '[{"url":"(this run)","fetched":0,"imported":0,"skipped":0,"error":"Interrupted: the run stopped before it finished; later runs import what it missed"}]'::jsonb
  WHERE "finished_at" IS NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "feed_import_runs_one_running_idx" ON "feed_import_runs" USING btree ((true)) WHERE "feed_import_runs"."finished_at" is null;
