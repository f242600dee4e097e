import "server-only";

import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import { env } from "@/lib/env";
import { deriveAltchaSecrets } from "./altcha-secrets";

/**
 * The two HMAC secrets of the ALTCHA challenges, both derived from ALTCHA_HMAC_KEY (or from a
 * random key generated on first start and kept under DATA_DIR, as the session secret is): one signs
 * a challenge's parameters, the other the key its solution must derive, so a valid solution is
 * checked with one HMAC instead of re-running the proof-of-work.
 */
export function altchaSecrets(): { challenge: string; key: string } {
  cached ??= deriveAltchaSecrets(env.ALTCHA_HMAC_KEY ?? storedKey());
  return cached;
}
let cached: { challenge: string; key: string } | undefined;

function storedKey(): string {
  const file = path.resolve(env.DATA_DIR, "altcha-hmac-key");
  try {
    return readFileSync(file, "utf8").trim();
  } catch {
    mkdirSync(path.dirname(file), { recursive: true });
    try {
      // `wx`: two processes starting together never both write; the loser reads the winner's.
      writeFileSync(file, randomBytes(48).toString("base64url"), { mode: 0o600, flag: "wx" });
    } catch {}
    return readFileSync(file, "utf8").trim();
  }
}
