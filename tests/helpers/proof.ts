// Proof-of-work values for tests that post the lead forms' actions directly.
//
// `solvedProof()` stands for what the widget sends after solving a fresh challenge. With the
// placeholder lib/spam/proof.ts any non-empty value passes; once the proof-of-work engineer's
// verifier is merged this must return a real, unused solution (solve a challenge from it here),
// and every test that calls it keeps working unchanged.
import { PROOF_FIELD } from "@/lib/spam/proof-types";

// Solutions handed out, as the real verifier knows its own challenges by their signature.
const issued = new Set<string>();
let n = 0;
export async function solvedProof(): Promise<string> {
  const value = `test-solution-${process.pid}-${++n}`;
  issued.add(value);
  return value;
}

/**
 * A stand-in for lib/spam/proof.ts that keeps its contract (ProofVerdict) without solving
 * anything, for tests about what the quarantine does with each verdict: nothing sent → no-proof,
 * anything solvedProof() did not hand out → bad-proof, a solution seen before → replayed-proof,
 * else ok (and spent).
 */
export function contractProof() {
  const spent = new Set<string>();
  return {
    verifyProof: async (form: FormData) => {
      const value = form.get(PROOF_FIELD);
      if (typeof value !== "string" || value === "") return { ok: false, reason: "no-proof" };
      if (!issued.has(value)) return { ok: false, reason: "bad-proof" };
      if (spent.has(value)) return { ok: false, reason: "replayed-proof" };
      spent.add(value);
      return { ok: true };
    },
  };
}
