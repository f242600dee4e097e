import { SignJWT } from "jose";

import { test as base } from "./fixtures";

/** The webServer's staff account and secrets (playwright.config.ts passes them to the app). */
export const E2E_STAFF = {
  email: "e2e-staff@agency.example",
  password: "e2e staff password 2025",
  sessionSecret: "e2e-session-secret-0123456789abcdef0123456789",
  cronSecret: "e2e-cron-secret-0123456789",
} as const;

/**
 * `staffPage`: a page whose browser holds a valid staff session, signed with the server's secret
 * exactly as lib/auth does. Sign-in through the form is covered once in staff.spec.ts; the rest
 * skip it so the per-address sign-in limit is not what the suite measures.
 */
export const test = base.extend<{ staffPage: import("@playwright/test").Page }>({
  staffPage: async ({ page, context, baseURL }, provide) => {
    const token = await new SignJWT({ email: E2E_STAFF.email })
      .setProtectedHeader({ alg: "HS256" })
      .setSubject("local-admin")
      .setIssuer("agency-site")
      .setAudience("staff")
      .setIssuedAt()
      .setExpirationTime("1h")
      .sign(new TextEncoder().encode(E2E_STAFF.sessionSecret));
    await context.addCookies([
      {
        name: "agency_staff_session",
        value: token,
        url: baseURL!,
        httpOnly: true,
        sameSite: "Lax",
      },
    ]);
    await provide(page);
  },
});

export { expect } from "./fixtures";
