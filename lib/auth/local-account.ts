import "server-only";

import { createHmac, randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import { env } from "@/lib/env";
import { generatePassword, hashPassword } from "./password";
import {
  createAccountOnce,
  storeAccount,
  storedAccount,
  type StoredAccount,
} from "./staff-account";
import { logEvent } from "@/lib/log/logger";

/** The local sign-in's single staff account, with the version of its password (staff-account.ts). */
export type LocalAccount = StoredAccount;

const DEFAULT_EMAIL = "admin@agency.example";
const dataFile = (name: string) => path.resolve(env.DATA_DIR, name);

function readJson<T>(file: string): T | null {
  try {
    return JSON.parse(readFileSync(file, "utf8")) as T;
  } catch {
    return null;
  }
}

/** Written once, readable by the owner only; `wx` so two starting processes never both win. */
function writeSecret(file: string, contents: string): boolean {
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    writeFileSync(file, contents, { mode: 0o600, flag: "wx" });
    return true;
  } catch {
    return false;
  }
}

let account: Promise<LocalAccount> | undefined;

/**
 * From ADMIN_EMAIL + ADMIN_PASSWORD(_HASH) when set. Otherwise the first start generates a strong
 * password, stores only its hash in the database (so every instance on it accepts it) and prints
 * the credentials once (from `announceLocalAccount` at server start). Resolved once per process;
 * a failure (the database is down) is retried by the next caller.
 */
export function localAccount(): Promise<LocalAccount> {
  account ??= resolveAccount().catch((error: unknown) => {
    account = undefined;
    throw error;
  });
  return account;
}

async function resolveAccount(): Promise<LocalAccount> {
  const email = (env.ADMIN_EMAIL ?? DEFAULT_EMAIL).toLowerCase();
  const configured = await configuredHash();
  if (configured) return storeAccount(email, configured);
  const stored = await storedAccount();
  if (stored) return env.ADMIN_EMAIL ? storeAccount(email, stored.passwordHash) : stored;
  // First start. A hash an older version kept under DATA_DIR is taken over, so its printed
  // password keeps working; otherwise a new one is generated.
  const legacy = readJson<{ email?: string; passwordHash?: string }>(
    dataFile("admin-account.json"),
  );
  if (legacy?.passwordHash) {
    const legacyEmail = env.ADMIN_EMAIL || !legacy.email ? email : legacy.email;
    return (await createAccountOnce(legacyEmail, legacy.passwordHash)).account;
  }
  const password = generatePassword();
  const created = await createAccountOnce(email, await hashPassword(password));
  // Shown once, by the instance whose account was stored, as the log's one line of this event.
  if (created.created) {
    logEvent(
      "info",
      `Staff sign-in created — e-mail: ${email}  password: ${password}  (shown once; sign in at ` +
        "/admin/login; set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own)",
      { email, password, hashStoredIn: "database table staff_members" },
    );
  }
  return created.account;
}

async function configuredHash(): Promise<string | null> {
  if (env.ADMIN_PASSWORD_HASH) return env.ADMIN_PASSWORD_HASH;
  if (!env.ADMIN_PASSWORD) return null;
  // A salt derived from the session secret: every instance, and every restart, computes the same
  // hash, so setting the same password again is no change.
  const salt = createHmac("sha256", sessionSecret()).update("admin-password-salt").digest();
  return hashPassword(env.ADMIN_PASSWORD, salt.subarray(0, 16));
}

/**
 * At server start, after the database is open: stores the configured account (a changed password
 * ends older sessions from the first request on) or creates and prints the generated one, rather
 * than on the first sign-in. Nothing to do when staff sign in with Supabase. A database that is not
 * reachable yet is not fatal: the first sign-in or session check tries again.
 */
export async function announceLocalAccount(): Promise<void> {
  if (env.NEXT_PUBLIC_SUPABASE_URL && env.NEXT_PUBLIC_SUPABASE_ANON_KEY) return;
  try {
    await localAccount();
  } catch (error) {
    logEvent("error", "staff account not available at start", { error });
  }
}

/** SESSION_SECRET, or a random one generated on first start and kept under DATA_DIR. */
export function sessionSecret(): Uint8Array {
  if (env.SESSION_SECRET) return new TextEncoder().encode(env.SESSION_SECRET);
  const file = dataFile("session-secret");
  let secret: string | undefined;
  try {
    secret = readFileSync(file, "utf8").trim();
  } catch {
    writeSecret(file, randomBytes(48).toString("base64url"));
    secret = readFileSync(file, "utf8").trim();
  }
  return new TextEncoder().encode(secret);
}
