import "server-only";

import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  randomBytes,
  randomInt,
} from "node:crypto";

import { Secret, TOTP } from "otpauth";

/*
 * The arithmetic of two-factor sign-in, with no database: TOTP codes (RFC 6238 through `otpauth`:
 * SHA-1, 6 digits, 30 s, what every authenticator app reads), the sealed form a secret is stored
 * in, and recovery codes. The keys come from the session secret (two-factor-keys.ts); tests pass
 * their own.
 */

const TOTP_PERIOD = 30;
/** One step either side of now: a phone clock a little off, or a code typed as it turned over. */
const WINDOW = 1;

/** What the staff_members.totp_secret column holds, sealed: the secret and the last step used. */
export type TotpState = { secret: string; lastStep: number };

export type TwoFactorKeys = { seal: Buffer; recovery: Buffer };

/** Two independent 256-bit keys from the session secret (HKDF-SHA256, one `info` per use). */
export function deriveTwoFactorKeys(sessionSecret: Uint8Array): TwoFactorKeys {
  const derive = (info: string) =>
    Buffer.from(hkdfSync("sha256", sessionSecret, "agency-site", info, 32));
  return { seal: derive("staff-totp-secret"), recovery: derive("staff-recovery-code") };
}

/** A new random secret, base32 (160 bits, RFC 4226's recommended size). */
export const newTotpSecret = (): string => new Secret({ size: 20 }).base32;

const totp = (secret: string, label = "staff", issuer = "") =>
  new TOTP({
    issuer,
    label,
    algorithm: "SHA1",
    digits: 6,
    period: TOTP_PERIOD,
    secret: Secret.fromBase32(secret),
  });

/** The otpauth:// address the QR code carries. */
export const totpUri = (secret: string, account: string, issuer: string): string =>
  totp(secret, account, issuer).toString();

/** The code for a moment (tests, and nothing else, compute codes). */
export const totpCode = (secret: string, at = Date.now()): string =>
  totp(secret).generate({ timestamp: at });

/** Six digits, spaces allowed (apps show "123 456"). */
export const looksLikeTotp = (code: string): boolean => /^\d{6}$/.test(code.replace(/\s+/g, ""));

/**
 * The time step a code belongs to if it is right within the window and newer than `lastStep` (the
 * step last accepted for the account), else null: a code seen once, or an older one, is refused.
 */
export function acceptTotp(state: TotpState, code: string, at: number = Date.now()): number | null {
  const token = code.replace(/\s+/g, "");
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totp(state.secret).validate({ token, timestamp: at, window: WINDOW });
  if (delta === null) return null;
  const step = TOTP.counter({ period: TOTP_PERIOD, timestamp: at }) + delta;
  return step > state.lastStep ? step : null;
}

/*
 * Sealed with AES-256-GCM: a database dump alone gives no secret, and the account's id is the
 * additional data, so a sealed secret copied onto another account does not open there.
 */
const VERSION = "v1";

export function sealTotp(state: TotpState, key: Buffer, staffId: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", key, iv).setAAD(Buffer.from(staffId));
  const body = Buffer.concat([cipher.update(JSON.stringify(state), "utf8"), cipher.final()]);
  return [VERSION, iv, body, cipher.getAuthTag()]
    .map((part) => (typeof part === "string" ? part : part.toString("base64url")))
    .join(".");
}

/** The state a sealed value holds, or null for anything forged, altered or sealed elsewhere. */
export function openTotp(sealed: string | null, key: Buffer, staffId: string): TotpState | null {
  const [version, iv, body, tag, ...rest] = (sealed ?? "").split(".");
  if (version !== VERSION || !iv || !body || !tag || rest.length) return null;
  try {
    const decipher = createDecipheriv("aes-256-gcm", key, Buffer.from(iv, "base64url"))
      .setAAD(Buffer.from(staffId))
      .setAuthTag(Buffer.from(tag, "base64url"));
    const text = Buffer.concat([
      decipher.update(Buffer.from(body, "base64url")),
      decipher.final(),
    ]).toString("utf8");
    const state = JSON.parse(text) as Partial<TotpState>;
    if (typeof state.secret !== "string" || !Number.isSafeInteger(state.lastStep)) return null;
    return { secret: state.secret, lastStep: state.lastStep! };
  } catch {
    return null;
  }
}

/*
 * Recovery codes: ten of 10 characters from Crockford's base32 (50 bits each), shown as
 * "xxxxx-xxxxx". Stored as an HMAC keyed from the session secret: high-entropy codes need no slow
 * hash, and a database dump alone cannot be checked against guesses.
 */
const RECOVERY_CODE_COUNT = 10;
const ALPHABET = "0123456789abcdefghjkmnpqrstvwxyz";

export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]);
    return `${chars.slice(0, 5).join("")}-${chars.slice(5).join("")}`;
  });
}

/** As typed: any case, spaces or dashes, and the letters people read for 0 and 1. */
export function normalizeRecoveryCode(code: string): string | null {
  const plain = code
    .toLowerCase()
    .replace(/[\s-]+/g, "")
    .replace(/o/g, "0")
    .replace(/[il]/g, "1");
  return /^[0-9a-hjkmnp-tv-z]{10}$/.test(plain) ? plain : null;
}

export function hashRecoveryCode(code: string, key: Buffer): string | null {
  const plain = normalizeRecoveryCode(code);
  return plain && createHmac("sha256", key).update(plain).digest("base64url");
}
