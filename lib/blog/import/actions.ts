"use server";

import { after } from "next/server";

import type { ActionState } from "@/lib/action-state";
import { NO_ARGUMENTS, noArguments, staffAction } from "@/lib/auth/staff-action";
import { blogDb } from "@/lib/blog/db";
import { logEvent } from "@/lib/log/logger";
import { runImport } from "./run-import";

/**
 * The Auto-Fetch button. The import runs after the response (`after`), so staff get the spec's
 * "triggered" answer at once; the run, with per-feed counts and errors, is recorded for /admin.
 */
export async function triggerAutoFetch(...args: unknown[]): Promise<ActionState> {
  const trigger = staffAction(
    noArguments,
    async (): Promise<ActionState> => {
      try {
        const db = await blogDb();
        after(async () => {
          try {
            await runImport(db, { trigger: "manual" });
          } catch (error) {
            logEvent("error", "feed import failed", { error });
          }
        });
        return {
          status: "success",
          message: "Auto-fetch triggered successfully. New blogs will appear shortly.",
        };
      } catch (error) {
        logEvent("error", "auto-fetch trigger failed", { error });
        // Not the error's text: a database error names its host and port.
        return {
          status: "error",
          message: "Failed to trigger auto-fetch: the database is unavailable right now.",
        };
      }
    },
    { next: "/blogs", message: NO_ARGUMENTS },
  );
  return trigger(args);
}
