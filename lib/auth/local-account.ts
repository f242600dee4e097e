import "server-only";

import { createHmac, randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import { env } from "@/lib/env";
import { generatePassword, hashPassword } from "./password";
import { logEvent } from "@/lib/log/logger";

/** The embedded default's single staff account. */
export type LocalAccount = { email: string; passwordHash: string };

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
 * password, stores only its hash under DATA_DIR and prints the credentials once (from
 * `announceLocalAccount` at server start; a later process finds the stored hash).
 */
export function localAccount(): Promise<LocalAccount> {
  account ??= resolveAccount();
  return account;
}

async function resolveAccount(): Promise<LocalAccount> {
  const email = (env.ADMIN_EMAIL ?? DEFAULT_EMAIL).toLowerCase();
  if (env.ADMIN_PASSWORD_HASH) return { email, passwordHash: env.ADMIN_PASSWORD_HASH };
  if (env.ADMIN_PASSWORD) {
    // A salt derived from the session secret: every instance, and every restart, computes the
    // same hash, so a session opened on one (it carries the hash's fingerprint) holds on another.
    const salt = createHmac("sha256", sessionSecret()).update("admin-password-salt").digest();
    return { email, passwordHash: await hashPassword(env.ADMIN_PASSWORD, salt.subarray(0, 16)) };
  }
  const file = dataFile("admin-account.json");
  const stored = readJson<LocalAccount>(file);
  if (stored?.passwordHash)
    return { email: env.ADMIN_EMAIL ? email : stored.email, passwordHash: stored.passwordHash };
  const password = generatePassword();
  const created = { email, passwordHash: await hashPassword(password) };
  if (!writeSecret(file, JSON.stringify(created))) return readJson<LocalAccount>(file) ?? created;
  // Shown once, as the log's one line of this event; only the hash is kept.
  logEvent(
    "info",
    `Staff sign-in created — e-mail: ${email}  password: ${password}  (shown once; sign in at ` +
      "/admin/login; set ADMIN_EMAIL and ADMIN_PASSWORD to choose your own)",
    { email, password, hashStoredIn: file },
  );
  return created;
}

/**
 * At server start: creates (and prints) the generated account now rather than on the first sign-in
 * attempt. Nothing to do when staff sign in with Supabase or the account comes from the env.
 */
export async function announceLocalAccount(): Promise<void> {
  const supabase = Boolean(env.NEXT_PUBLIC_SUPABASE_URL && env.NEXT_PUBLIC_SUPABASE_ANON_KEY);
  if (supabase || env.ADMIN_PASSWORD || env.ADMIN_PASSWORD_HASH) return;
  await localAccount();
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
