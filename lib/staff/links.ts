import "server-only";

import { createHash, randomBytes } from "node:crypto";

import { and, eq, gt, isNull, sql } from "drizzle-orm";

import { staffLinks as t, staffMembers as m } from "@/lib/db/staff-schema";
import type { Db } from "@/lib/db/types";
import { siteUrl } from "@/lib/env";

export type LinkPurpose = "invite" | "reset";

/** How long a link works: a week-end's worth for an invitation, an hour for a reset. */
const LINK_HOURS: Record<LinkPurpose, number> = { invite: 72, reset: 1 };

/** The address a link's token opens (absolute: it goes out by mail). */
export const linkUrl = (purpose: LinkPurpose, token: string) =>
  `${siteUrl}/admin/${purpose === "invite" ? "welcome" : "reset"}/${token}`;

/**
 * Only this is stored: a leaked table opens nothing. SHA-256 without a salt is enough for 256
 * random bits (nothing to guess), and lets the lookup be one indexed equality.
 */
const tokenHash = (token: string) => createHash("sha256").update(token).digest("hex");

const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * A new single-use link for `staffId`; every unused link of the same purpose it had dies (expires
 * now), so only the newest mail works. In the caller's transaction, with the mail that carries it.
 */
export async function issueLink(
  tx: Db,
  {
    staffId,
    purpose,
    createdBy,
  }: { staffId: string; purpose: LinkPurpose; createdBy: string | null },
  now: Date = new Date(),
): Promise<string> {
  const token = randomBytes(32).toString("base64url");
  await tx
    .update(t)
    .set({ expiresAt: now })
    .where(
      and(eq(t.staffId, staffId), eq(t.purpose, purpose), isNull(t.usedAt), gt(t.expiresAt, now)),
    );
  await tx.insert(t).values({
    staffId,
    purpose,
    tokenHash: tokenHash(token),
    expiresAt: new Date(now.getTime() + LINK_HOURS[purpose] * 3600_000),
    createdBy,
  });
  return token;
}

export type LinkState = "valid" | "used" | "expired" | "unknown";

export type OpenLink = {
  state: LinkState;
  link?: { id: string; staffId: string; email: string; name: string; status: string };
};

/** What a link token opens, read only (the page shows the form, or why it cannot). */
export async function readLink(
  db: Db,
  purpose: LinkPurpose,
  token: unknown,
  now: Date = new Date(),
): Promise<OpenLink> {
  if (typeof token !== "string" || !TOKEN.test(token)) return { state: "unknown" };
  const [row] = await db
    .select({
      id: t.id,
      staffId: t.staffId,
      usedAt: t.usedAt,
      expiresAt: t.expiresAt,
      email: m.email,
      name: m.name,
      status: m.status,
    })
    .from(t)
    .innerJoin(m, eq(m.id, t.staffId))
    .where(and(eq(t.tokenHash, tokenHash(token)), eq(t.purpose, purpose)));
  if (!row) return { state: "unknown" };
  const link = {
    id: row.id,
    staffId: row.staffId,
    email: row.email,
    name: row.name,
    status: row.status,
  };
  if (row.usedAt) return { state: "used", link };
  if (row.expiresAt.getTime() <= now.getTime()) return { state: "expired", link };
  // A disabled account's links open nothing (and an invitation already accepted is spent).
  if (row.status === "disabled") return { state: "unknown" };
  if (purpose === "invite" && row.status !== "invited") return { state: "used", link };
  if (purpose === "reset" && row.status !== "active") return { state: "unknown" };
  return { state: "valid", link };
}

/**
 * Spends link `id` if it is still unused and unexpired: one conditional update, so of two
 * submissions racing with the same link exactly one wins. False for the loser.
 */
export async function spendLink(tx: Db, id: string, now: Date = new Date()): Promise<boolean> {
  const rows = await tx
    .update(t)
    .set({ usedAt: sql`now()` })
    .where(and(eq(t.id, id), isNull(t.usedAt), gt(t.expiresAt, now)))
    .returning({ id: t.id });
  return rows.length === 1;
}

/** What a page or form says for a link it cannot use. */
export const LINK_MESSAGES: Record<Exclude<LinkState, "valid">, string> = {
  used: "This link has already been used. Each link works once.",
  expired: "This link has expired. Ask an owner for a new invitation, or request a new reset link.",
  unknown: "This link is not valid. Check that you opened the whole address from the mail.",
};
