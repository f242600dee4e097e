import "server-only";

import { env } from "@/lib/env";
import { BOT_FIELDS } from "./lead-schemas";

/**
 * True when a submission looks automated: the hidden honeypot has a value, or the form was sent
 * sooner than a person could fill it (or with no start time at all). Such submissions are answered
 * as if they succeeded, so the bot learns nothing, and stored nowhere.
 */
export function looksAutomated(formData: FormData, now = Date.now()): boolean {
  const honeypot = formData.get(BOT_FIELDS.honeypot);
  if (typeof honeypot === "string" && honeypot.trim() !== "") return true;
  const started = Number(formData.get(BOT_FIELDS.startedAt));
  if (!Number.isFinite(started) || started <= 0) return true;
  const elapsed = now - started;
  // A start time in the future is a forged one; a day-old form is still a person's.
  return elapsed < env.FORM_MIN_FILL_SECONDS * 1000 || elapsed > 24 * 3600 * 1000;
}
