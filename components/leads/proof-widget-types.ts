/** What the loader (proof-of-work.tsx) needs from a mounted widget, ALTCHA's or Turnstile's. */
export type MountedProof = {
  /** A proof is in the form now (solved and not expired). */
  hasProof(): boolean;
  /** Settles once a proof is in the form or the widget gave up (an error); starts solving if idle. */
  proof(): Promise<void>;
  /** Drops the proof just sent (it is single use) and starts solving the next one. */
  renew(): void;
  /** Removes the widget (the form unmounted). */
  stop(): void;
};
