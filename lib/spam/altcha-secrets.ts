import { createHmac } from "node:crypto";

/**
 * The two HMAC secrets of the ALTCHA challenges, from one root key (ALTCHA_HMAC_KEY): one signs a
 * challenge's parameters, the other the key its solution must derive. Pure, without server-only,
 * so the e2e tests can check a posted solution as the server does.
 */
export const deriveAltchaSecrets = (root: string) => ({
  challenge: createHmac("sha256", root).update("altcha challenge").digest("base64url"),
  key: createHmac("sha256", root).update("altcha derived key").digest("base64url"),
});
