"use server";

import { after } from "next/server";

import type { ActionState } from "@/lib/action-state";
import { requireStaff } from "@/lib/auth";
import { getDb } from "@/lib/db/client";
import { logEvent } from "@/lib/log/logger";
import { runImport } from "./run-import";

/**
 * The Auto-Fetch button. The import runs after the response (`after`), so staff get the spec's
 * "triggered" answer at once; the run, with per-feed counts and errors, is recorded for /admin.
 */
export async function triggerAutoFetch(): Promise<ActionState> {
  await requireStaff("/blogs");
  try {
    const db = await getDb();
    after(async () => {
      try {
        await runImport(db, { trigger: "manual" });
      } catch (error) {
        console.error(JSON.stringify({ level: "error", msg: "feed import", error: String(error) }));
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
}
