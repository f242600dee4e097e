import "server-only";

import type { AuditActor } from "@/lib/audit/record";
import { getDb } from "@/lib/db/client";
import { eligibleOwner, listLeadOwners, type LeadOwner } from "@/lib/leads/owners";
import type * as z from "@/lib/zod";
import { getBookingSettings, saveBookingSettings } from "./settings";
import { bookingSettingsSchema, type BookingSettingsInput } from "./settings-schema";
import { feedKey, maskFeeds, refusedFeed, type MaskedFeed } from "./staff-feeds";
import type { BookingSettings } from "./types";

/** What the staff calendar page shows: the settings with the feed URLs masked, never in clear. */
export type CalendarView = Omit<BookingSettings, "icsFeedUrls"> & {
  feeds: MaskedFeed[];
  owners: LeadOwner[];
};

export async function calendarView(): Promise<CalendarView> {
  const db = await getDb();
  const [{ icsFeedUrls, ...settings }, owners] = await Promise.all([
    getBookingSettings(db),
    listLeadOwners(db),
  ]);
  return { ...settings, feeds: maskFeeds(icsFeedUrls), owners };
}

/** The form's settings with the saved feeds it keeps (by key) and the addresses it adds. */
export type CalendarChange = Omit<BookingSettingsInput, "icsFeedUrls"> & {
  removeFeeds: ReadonlySet<string>;
  newFeeds: string[];
};

export type CalendarSaveResult =
  | { ok: true }
  | { ok: false; issues: z.ZodError["issues"]; newFeedError?: never; ownerError?: never }
  | { ok: false; issues?: never; newFeedError?: string; ownerError?: string };

/**
 * Validates with the shared schema, refuses a new feed the SSRF guard refuses (saved feeds were
 * checked when added) and an owner who cannot take leads, then saves (audited by
 * saveBookingSettings, the feeds as a count).
 */
export async function saveCalendar(
  change: CalendarChange,
  actor: AuditActor,
): Promise<CalendarSaveResult> {
  const db = await getDb();
  const { removeFeeds, newFeeds, ...rest } = change;
  const saved = (await getBookingSettings(db)).icsFeedUrls;
  const kept = saved.filter((url) => !removeFeeds.has(feedKey(url)));
  const parsed = bookingSettingsSchema.safeParse({
    ...rest,
    icsFeedUrls: [...new Set([...kept, ...newFeeds])],
  });
  if (!parsed.success) return { ok: false, issues: parsed.error.issues };
  const added = parsed.data.icsFeedUrls.slice(kept.length).filter((url) => !saved.includes(url));
  const refused = await refusedFeed(added);
  if (refused) return { ok: false, newFeedError: refused };
  if (parsed.data.ownerId && !(await eligibleOwner(db, parsed.data.ownerId))) {
    return { ok: false, ownerError: "Choose an active staff member who works leads" };
  }
  await saveBookingSettings(parsed.data, actor, db);
  return { ok: true };
}
