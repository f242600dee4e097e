import type { Browser } from "@playwright/test";

import { test as base } from "./fixtures";

/** The webServer's staff account and secrets (playwright.config.ts passes them to the app). */
export const E2E_STAFF = {
  email: "e2e-staff@agency.example",
  password: "e2e staff password 2025",
  sessionSecret: "e2e-session-secret-0123456789abcdef0123456789",
  cronSecret: "e2e-cron-secret-0123456789",
} as const;

export const SESSION_COOKIE = "agency_staff_session";

let session: Promise<string> | undefined;

/**
 * A real staff session cookie. Sessions live in the server's database (a sign-out ends them), so
 * the secret alone cannot make one: each worker signs in once through the login form, in a
 * context of its own and from its own client address (TRUST_PROXY=1), and every test of that
 * worker reuses the session. Sign-in through the form is tested in staff.spec.ts.
 */
export function staffSessionCookie(browser: Browser, baseURL: string): Promise<string> {
  session ??= signIn(browser, baseURL).catch((error: unknown) => {
    session = undefined;
    throw error;
  });
  return session;
}

async function signIn(browser: Browser, baseURL: string): Promise<string> {
  const worker = Number(process.env.TEST_PARALLEL_INDEX ?? 0);
  const context = await browser.newContext({
    baseURL,
    extraHTTPHeaders: { "x-forwarded-for": `192.0.2.${100 + (worker % 100)}` },
  });
  try {
    const page = await context.newPage();
    await page.goto("/admin/login");
    await page.getByLabel("E-mail").fill(E2E_STAFF.email);
    await page.getByLabel("Password").fill(E2E_STAFF.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    // scrypt runs per attempt on purpose; allow for a busy CI machine.
    await page.waitForURL(/\/admin$/, { timeout: 20_000 });
    const cookie = (await context.cookies()).find((c) => c.name === SESSION_COOKIE);
    if (!cookie) throw new Error("signing in set no staff session cookie");
    return cookie.value;
  } finally {
    await context.close();
  }
}

/**
 * `staffPage`: a page whose browser holds a live staff session. A new staff spec signs in fast by
 * importing `test` and `expect` from this file and asking for `staffPage` instead of `page`: the
 * worker's one session is reused (no login form, no scrypt per test). Sign in through the form only
 * where the sign-in itself is under test (staff.spec.ts). For accessibility, `axeInBothThemes`
 * (support/axe-themes.ts) or `axeViolations` (support/axe.ts), not AxeBuilder: see support/axe.ts.
 */
export const test = base.extend<{ staffPage: import("@playwright/test").Page }>({
  staffPage: async ({ page, context, browser, baseURL }, provide) => {
    await context.addCookies([
      {
        name: SESSION_COOKIE,
        value: await staffSessionCookie(browser, baseURL!),
        url: baseURL!,
        httpOnly: true,
        sameSite: "Lax",
      },
    ]);
    await provide(page);
  },
});

export { expect } from "./fixtures";
