import "server-only";

import { PROOF_FIELD, type ProofVerdict } from "./proof-types";

/**
 * placeholder: replaced by the proof-of-work engineer's file at merge.
 * Answers only whether a solution was sent at all; the real check verifies and spends it.
 */
export async function verifyProof(formData: FormData, _headers: Headers): Promise<ProofVerdict> {
  const value = formData.get(PROOF_FIELD);
  if (typeof value !== "string" || value.trim() === "") return { ok: false, reason: "no-proof" };
  return { ok: true };
}
