import "server-only";

import { createHash, randomBytes } from "node:crypto";

import { eq, isNotNull, and } from "drizzle-orm";
import ical from "ical-generator";

import { BRAND_NAME } from "@/content/site";
import { can } from "@/lib/auth/permissions";
import { staffMembers } from "@/lib/db/staff-schema";
import { getDb } from "@/lib/db/client";
import type { Db } from "@/lib/db/types";
import { siteUrl } from "@/lib/env";
import { leadUrl, openFollowUps, stageLabel } from "./queries";

/**
 * A follow-up calendar address is a bearer secret in a URL (calendar apps subscribe without
 * OAuth): 32 random bytes, base64url. Only its SHA-256 is stored, in staff_members, so a leaked
 * table opens no feed; unsalted is enough for 256 random bits and keeps the lookup one indexed
 * equality. A new token replaces the hash, which is what revokes the old address.
 */
const TOKEN = /^[A-Za-z0-9_-]{43}$/;
const hashOf = (token: string) => createHash("sha256").update(token).digest("hex");

/** The address calendar apps subscribe to (".ics" for the apps that look at the name). */
export const calendarUrl = (token: string) => `${siteUrl}/api/calendar/${token}.ics`;

/** A new address for the staff member; the previous one stops working at once. */
export async function issueCalendarToken(db: Db, staffId: string): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await db
    .update(staffMembers)
    .set({ calendarTokenHash: hashOf(token), updatedAt: new Date() })
    .where(eq(staffMembers.id, staffId));
  return token;
}

/** Turns the address off: every copy of it answers 401 from now on. True if one was on. */
export async function revokeCalendarToken(db: Db, staffId: string): Promise<boolean> {
  const rows = await db
    .update(staffMembers)
    .set({ calendarTokenHash: null, updatedAt: new Date() })
    .where(and(eq(staffMembers.id, staffId), isNotNull(staffMembers.calendarTokenHash)))
    .returning({ id: staffMembers.id });
  return rows.length > 0;
}

/** Whether the staff member has an address on (the page never sees the token again). */
export const followUpCalendarOn = async (staffId: string) =>
  hasCalendarToken(await getDb(), staffId);

export async function hasCalendarToken(db: Db, staffId: string): Promise<boolean> {
  const [row] = await db
    .select({ on: isNotNull(staffMembers.calendarTokenHash) })
    .from(staffMembers)
    .where(eq(staffMembers.id, staffId));
  return Boolean(row?.on);
}

/**
 * The staff member a token belongs to, if it opens a feed: the current token of an active
 * account whose role still reads leads. Null for anything else (malformed, rotated, turned off,
 * a disabled account or a role that lost leads.read), so the route answers all of them alike.
 */
export async function calendarOwner(db: Db, token: string): Promise<string | null> {
  if (!TOKEN.test(token)) return null;
  const [row] = await db
    .select({ id: staffMembers.id, role: staffMembers.role, status: staffMembers.status })
    .from(staffMembers)
    .where(eq(staffMembers.calendarTokenHash, hashOf(token)));
  return row && row.status === "active" && can(row.role, "leads.read") ? row.id : null;
}

const DAY_MS = 86_400_000;

/**
 * The owner's open follow-ups as an iCalendar feed: one all-day event per lead on its follow-up
 * day, with a UID per lead that stays the same when the day moves (calendar apps then move the
 * event rather than add one). ical-generator escapes and folds the text (a lead's name is a
 * visitor's input).
 */
export async function followUpCalendar(db: Db, ownerId: string, now = new Date()): Promise<string> {
  const host = new URL(siteUrl).hostname;
  const calendar = ical({
    name: `${BRAND_NAME} follow-ups`,
    prodId: { company: BRAND_NAME, product: "follow-ups" },
    ttl: 3600,
  });
  for (const lead of await openFollowUps(db, ownerId)) {
    const start = new Date(`${lead.followUpOn}T00:00:00Z`);
    const url = leadUrl(lead.id);
    calendar.createEvent({
      id: `follow-up-${lead.id}@${host}`,
      allDay: true,
      start,
      end: new Date(start.getTime() + DAY_MS),
      stamp: now,
      summary: `Follow up: ${lead.name}`,
      description: `Stage: ${stageLabel(lead.status)}\n${url}`,
      url,
    });
  }
  return calendar.toString();
}
