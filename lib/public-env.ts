/**
 * The NEXT_PUBLIC_ settings a browser bundle reads, inlined by Next at build time (literal
 * `process.env.NEXT_PUBLIC_…` reads only). lib/env.ts validates the same variables when the server
 * starts; client components read them here, never process.env.
 */
export const publicEnv = {
  /** With it set the booking and contact forms use Turnstile instead of ALTCHA. */
  turnstileSiteKey: process.env.NEXT_PUBLIC_TURNSTILE_SITE_KEY,
} as const;
