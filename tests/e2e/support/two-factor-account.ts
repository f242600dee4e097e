/** The e2e account two-factor.spec.ts enrols (tests/e2e/support/prepare-db.ts creates it). */
export const E2E_TWO_FACTOR = {
  email: "e2e-two-factor@agency.example",
  password: "e2e two-factor password 2026",
} as const;
