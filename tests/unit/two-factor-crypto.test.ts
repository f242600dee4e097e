// Two-factor arithmetic with no database: RFC 6238 codes, the sealed secret and recovery codes.
import { describe, expect, it } from "vitest";

import {
  acceptTotp,
  deriveTwoFactorKeys,
  hashRecoveryCode,
  newRecoveryCodes,
  newTotpSecret,
  normalizeRecoveryCode,
  openTotp,
  sealTotp,
  totpCode,
  totpUri,
} from "@/lib/auth/two-factor-crypto";

const keys = deriveTwoFactorKeys(new TextEncoder().encode("unit-test-session-secret-0123456789"));
const ID = "00000000-0000-4000-8000-000000000001";

describe("TOTP", () => {
  // RFC 6238 appendix B: the SHA-1 secret "12345678901234567890", 8-digit 94287082 at 59 s.
  it("matches the RFC 6238 test vector (last six digits)", () => {
    const secret = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";
    expect(totpCode(secret, 59_000)).toBe("287082");
    expect(totpCode(secret, 1_111_111_109_000)).toBe("081804");
  });

  it("accepts a code one step either side, and only a step newer than the last used", () => {
    const state = { secret: newTotpSecret(), lastStep: 0 };
    const at = 1_800_000_000_000;
    const step = Math.floor(at / 30_000);
    expect(acceptTotp(state, totpCode(state.secret, at), at)).toBe(step);
    expect(acceptTotp(state, totpCode(state.secret, at - 30_000), at)).toBe(step - 1);
    expect(acceptTotp(state, totpCode(state.secret, at + 30_000), at)).toBe(step + 1);
    expect(acceptTotp(state, totpCode(state.secret, at - 90_000), at)).toBeNull();
    // Replay: the step just used, or an older one, is refused.
    expect(acceptTotp({ ...state, lastStep: step }, totpCode(state.secret, at), at)).toBeNull();
    expect(acceptTotp({ ...state, lastStep: step }, totpCode(state.secret, at + 30_000), at)).toBe(
      step + 1,
    );
    expect(acceptTotp(state, "12345", at)).toBeNull();
    expect(acceptTotp(state, "abcdef", at)).toBeNull();
  });

  it("puts the secret, issuer and account in the otpauth address", () => {
    const uri = totpUri("JBSWY3DPEHPK3PXP", "ana@agency.example", "Nimbus Labs");
    expect(uri).toMatch(/^otpauth:\/\/totp\/Nimbus%20Labs:ana%40agency\.example\?/);
    expect(new URL(uri).searchParams.get("secret")).toBe("JBSWY3DPEHPK3PXP");
  });
});

describe("sealed secret", () => {
  it("opens for its account and key only, and refuses any change", () => {
    const state = { secret: newTotpSecret(), lastStep: 42 };
    const sealed = sealTotp(state, keys.seal, ID);
    expect(sealed).not.toContain(state.secret);
    expect(openTotp(sealed, keys.seal, ID)).toEqual(state);
    expect(openTotp(sealed, keys.seal, "00000000-0000-4000-8000-000000000002")).toBeNull();
    expect(openTotp(sealed, keys.recovery, ID)).toBeNull();
    const [v, iv, body, tag] = sealed.split(".");
    const flipped = body!.slice(0, -2) + (body!.endsWith("AA") ? "AB" : "AA");
    expect(openTotp([v, iv, flipped, tag].join("."), keys.seal, ID)).toBeNull();
    expect(openTotp(null, keys.seal, ID)).toBeNull();
    expect(openTotp("v1.x.y", keys.seal, ID)).toBeNull();
    // Sealed twice, never the same text (a fresh nonce each time).
    expect(sealTotp(state, keys.seal, ID)).not.toBe(sealed);
  });
});

describe("recovery codes", () => {
  it("are ten distinct codes that hash the same however they are typed", () => {
    const codes = newRecoveryCodes();
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[0-9a-z]{5}-[0-9a-z]{5}$/);
    const code = codes[0]!;
    const hash = hashRecoveryCode(code, keys.recovery);
    expect(hash).toBeTruthy();
    expect(hashRecoveryCode(` ${code.toUpperCase().replace("-", " ")} `, keys.recovery)).toBe(hash);
    expect(hashRecoveryCode(codes[1]!, keys.recovery)).not.toBe(hash);
    expect(hashRecoveryCode(code, keys.seal)).not.toBe(hash);
  });

  it("reads O as 0 and I or L as 1, and refuses what cannot be a code", () => {
    expect(normalizeRecoveryCode("OIL23-abcde")).toBe("01123abcde");
    expect(normalizeRecoveryCode("12345")).toBeNull();
    expect(normalizeRecoveryCode("uuuuu-uuuuu")).toBeNull();
    expect(hashRecoveryCode("", keys.recovery)).toBeNull();
  });
});
