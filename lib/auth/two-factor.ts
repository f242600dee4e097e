import "server-only";

import { and, count, eq, isNull, sql } from "drizzle-orm";

import { getDb } from "@/lib/db/client";
import { staffMembers as m, staffRecoveryCodes as r } from "@/lib/db/staff-schema";
import type { Db } from "@/lib/db/types";
import { sessionSecret } from "./local-account";
import {
  acceptTotp,
  deriveTwoFactorKeys,
  hashRecoveryCode,
  looksLikeTotp,
  newRecoveryCodes,
  openTotp,
  sealTotp,
  type TwoFactorKeys,
} from "./two-factor-crypto";

/*
 * An account's second factor in the database: the sealed TOTP secret (staff_members.totp_secret,
 * which also carries the last time step used, so no extra column is needed for the replay guard),
 * totp_enabled_at, and hashed recovery codes (staff_recovery_codes). A secret with no
 * totp_enabled_at is an enrolment not yet confirmed.
 */

let keys: TwoFactorKeys | undefined;
const twoFactorKeys = () => (keys ??= deriveTwoFactorKeys(sessionSecret()));

export type TwoFactorStatus = {
  enabled: boolean;
  /** The secret being enrolled (shown as a QR code until confirmed), or null. */
  pendingSecret: string | null;
  recoveryCodesLeft: number;
};

export async function twoFactorStatus(staffId: string): Promise<TwoFactorStatus> {
  const db = await getDb();
  const [row] = await db
    .select({ sealed: m.totpSecret, enabledAt: m.totpEnabledAt })
    .from(m)
    .where(eq(m.id, staffId));
  const [left] = await db
    .select({ n: count() })
    .from(r)
    .where(and(eq(r.staffId, staffId), isNull(r.usedAt)));
  const enabled = Boolean(row?.enabledAt);
  const pending = !enabled ? openTotp(row?.sealed ?? null, twoFactorKeys().seal, staffId) : null;
  return { enabled, pendingSecret: pending?.secret ?? null, recoveryCodesLeft: left?.n ?? 0 };
}

/** Starts (or restarts) an enrolment with a new secret; nothing changes once two-factor is on. */
export async function beginEnrolment(staffId: string, secret: string): Promise<void> {
  await (
    await getDb()
  )
    .update(m)
    .set({ totpSecret: sealTotp({ secret, lastStep: 0 }, twoFactorKeys().seal, staffId) })
    .where(and(eq(m.id, staffId), isNull(m.totpEnabledAt)));
}

/**
 * Checks a TOTP code and, when it is right and newer than the last one used, stores its step in
 * the same statement that checks nothing changed since it was read (compare-and-set on the sealed
 * text): of two requests with the same code, one wins. `enabled` says which secret: the live one,
 * or the one being enrolled.
 */
async function spendTotp(
  db: Db,
  staffId: string,
  code: string,
  enabled: boolean,
): Promise<boolean> {
  const [row] = await db
    .select({ sealed: m.totpSecret, enabledAt: m.totpEnabledAt })
    .from(m)
    .where(eq(m.id, staffId));
  if (!row?.sealed || Boolean(row.enabledAt) !== enabled) return false;
  const state = openTotp(row.sealed, twoFactorKeys().seal, staffId);
  const step = state && acceptTotp(state, code);
  if (!state || step === null) return false;
  const stored = await db
    .update(m)
    .set({
      totpSecret: sealTotp({ ...state, lastStep: step }, twoFactorKeys().seal, staffId),
      ...(enabled ? {} : { totpEnabledAt: sql`now()` }),
    })
    .where(and(eq(m.id, staffId), eq(m.totpSecret, row.sealed)))
    .returning({ id: m.id });
  return stored.length === 1;
}

/** Marks an unused recovery code used, atomically: each works once. */
async function spendRecoveryCode(db: Db, staffId: string, code: string): Promise<boolean> {
  const hash = hashRecoveryCode(code, twoFactorKeys().recovery);
  if (!hash) return false;
  const used = await db
    .update(r)
    .set({ usedAt: sql`now()` })
    .where(and(eq(r.staffId, staffId), eq(r.codeHash, hash), isNull(r.usedAt)))
    .returning({ id: r.id });
  return used.length === 1;
}

/** A second factor for an account with two-factor on: which kind worked, or null. */
export async function verifySecondFactor(
  staffId: string,
  code: string,
): Promise<"code" | "recovery-code" | null> {
  const db = await getDb();
  if (looksLikeTotp(code)) return (await spendTotp(db, staffId, code, true)) ? "code" : null;
  return (await spendRecoveryCode(db, staffId, code)) ? "recovery-code" : null;
}

/** New recovery codes replace all earlier ones; returned in clear this once. */
export async function replaceRecoveryCodes(db: Db, staffId: string): Promise<string[]> {
  const codes = newRecoveryCodes();
  const key = twoFactorKeys().recovery;
  await db.delete(r).where(eq(r.staffId, staffId));
  await db
    .insert(r)
    .values(codes.map((code) => ({ staffId, codeHash: hashRecoveryCode(code, key)! })));
  return codes;
}

/**
 * Confirms an enrolment with a code from the app: two-factor is on from here, and the first
 * recovery codes are returned (or null when the code is wrong, or nothing was being enrolled).
 */
export async function confirmEnrolment(
  db: Db,
  staffId: string,
  code: string,
): Promise<string[] | null> {
  if (!(await spendTotp(db, staffId, code, false))) return null;
  return replaceRecoveryCodes(db, staffId);
}

/** Turns two-factor off: the secret and every recovery code go. */
export async function removeTwoFactor(db: Db, staffId: string): Promise<void> {
  await db.update(m).set({ totpSecret: null, totpEnabledAt: null }).where(eq(m.id, staffId));
  await db.delete(r).where(eq(r.staffId, staffId));
}
