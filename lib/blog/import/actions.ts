"use server";

import type { ActionState } from "@/lib/action-state";
import { recordAudit } from "@/lib/audit/record";
import { getDb } from "@/lib/db/client";
import { NO_ARGUMENTS, noArguments, staffAction } from "@/lib/auth/staff-action";
import { logEvent } from "@/lib/log/logger";
import { feedOutcome } from "./feed-outcome";
import { ImportAlreadyRunning, runImport } from "./run-import";

/** The run's outcome for the button: a summary and one plain sentence per feed. */
export type AutoFetchState = ActionState & {
  feeds?: { url: string; ok: boolean; outcome: string }[];
};

/**
 * The Auto-Fetch button. It waits for the run (bounded by IMPORT_RUN_TIMEOUT_MS) so staff
 * learn what really happened: "triggered" said nothing when every feed then failed. The raw errors
 * are in the recorded run and the server log (runImport logs them); staff read plain words.
 */
export async function triggerAutoFetch(...args: unknown[]): Promise<AutoFetchState> {
  const trigger = staffAction(
    noArguments,
    async (_none, staff): Promise<AutoFetchState> => {
      try {
        const run = await runImport(await getDb(), { trigger: "manual" });
        const { imported, failedFeeds } = run;
        await recordAudit({
          actor: staff,
          action: "auto-fetch.triggered",
          details: { imported, failedFeeds },
        });
        const feeds = run.results.map((feed) => ({
          url: feed.url,
          ok: !feed.error,
          outcome: feedOutcome(feed),
        }));
        return { ...summary(feeds.length, run.failedFeeds, run.imported), feeds };
      } catch (error) {
        if (error instanceof ImportAlreadyRunning) {
          return {
            status: "error",
            message: "An import is already running; try again when it has finished.",
          };
        }
        logEvent("error", "feed import failed", { error });
        // Not the error's text: a database error names its host and port.
        return {
          status: "error",
          message: "The import could not run: the database is unavailable right now.",
        };
      }
    },
    { may: "site.manage", next: "/blogs", message: NO_ARGUMENTS },
  );
  return trigger(args);
}

function summary(feeds: number, failed: number, imported: number): ActionState {
  const posts = `${imported} new post${imported === 1 ? "" : "s"}`;
  if (!feeds) return { status: "error", message: "No feed is configured." };
  if (failed === feeds) {
    return {
      status: "error",
      message: `No feed could be imported (${failed} of ${feeds} failed).`,
    };
  }
  if (failed) {
    return { status: "error", message: `${posts}; ${failed} of ${feeds} feeds failed.` };
  }
  return { status: "success", message: `Import finished: ${posts} from ${feeds} feeds.` };
}
