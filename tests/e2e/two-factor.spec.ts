// Two-factor sign-in end to end: enrolment with a code computed here from the key the page shows,
// sign-in with a code, a recovery code that works once, and 2FA turned off again. Its own account
// (support/two-factor-account.ts), so the shared e2e staff's sign-in is never sent to the code step.
import type { Page } from "@playwright/test";
import { Secret, TOTP } from "otpauth";

import { expect, SESSION_COOKIE, staffSessionCookie, test } from "./staff-fixtures";
import { axeInBothThemes } from "./support/axe-themes";
import { E2E_TWO_FACTOR } from "./support/two-factor-account";

test.use({ extraHTTPHeaders: { "x-forwarded-for": "192.0.2.231" } });

const codeAt = (secret: string, at: number) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({
    timestamp: at,
  });

async function password(page: Page) {
  await page.goto("/admin/login");
  await page.getByLabel("E-mail").fill(E2E_TWO_FACTOR.email);
  await page.getByLabel("Password").fill(E2E_TWO_FACTOR.password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

async function signOut(page: Page) {
  await page.getByRole("button", { name: "Sign out", exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/login$/);
}

/** The audit rows this test adds, by action. */
const EXPECTED_AUDIT = {
  "two-factor.enabled": 1,
  "two-factor.recovery-code-used": 2,
  "sign-in.two-factor-failed": 1,
  "two-factor.disabled": 1,
};

/** The owner's view of this account's audit rows of one action. */
async function auditRows(owner: Page, action: string) {
  const query = new URLSearchParams({ action, actor: E2E_TWO_FACTOR.email });
  await owner.goto(`/admin/audit?${query}`);
  await expect(owner.getByRole("heading", { level: 1 })).toBeVisible();
  return owner.getByRole("row").filter({ hasText: E2E_TWO_FACTOR.email });
}

async function enterCode(page: Page, code: string) {
  await page.getByLabel("Code", { exact: true }).fill(code);
  await page.getByRole("button", { name: "Verify" }).click();
}

test("TOTP enrolment, sign-in with a code, and a recovery code that works once", async ({
  page,
  browser,
  baseURL,
}) => {
  test.slow(); // five scrypt sign-ins and eight axe runs
  // The owner reads the audit log in a browser of their own (this page signs in as the tester).
  const ownerContext = await browser.newContext({ baseURL });
  await ownerContext.addCookies([
    {
      name: SESSION_COOKIE,
      value: await staffSessionCookie(browser, baseURL!),
      url: baseURL!,
      httpOnly: true,
      sameSite: "Lax",
    },
  ]);
  const owner = await ownerContext.newPage();
  const before: Record<string, number> = {};
  for (const action of Object.keys(EXPECTED_AUDIT)) {
    before[action] = await (await auditRows(owner, action)).count();
  }
  await password(page);
  await expect(page).toHaveURL(/\/admin$/, { timeout: 20_000 });

  await page.goto("/admin/account");
  await page.getByRole("button", { name: "Set up two-factor sign-in" }).click();
  await expect(page.getByRole("img", { name: /QR code/ })).toBeVisible();
  const secret = (await page.getByRole("definition").first().innerText()).replace(/\s+/g, "");
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);
  expect(await axeInBothThemes(page)).toEqual([]);

  await page.getByLabel("Code from the app").fill(codeAt(secret, Date.now()));
  await page.getByRole("button", { name: "Turn on two-factor sign-in" }).click();
  const list = page.getByRole("list", { name: "Recovery codes" });
  await expect(list.getByRole("listitem")).toHaveCount(10);
  const recovery = await list.getByRole("listitem").allInnerTexts();
  await page.getByRole("link", { name: "I have saved them" }).click();
  await expect(page.getByText(/^On\. Signing in asks for a code/)).toBeVisible();
  await signOut(page);

  // The password alone opens no session: the code step does. The code of the next 30 s step is
  // accepted (one step of clock drift) and newer than the one enrolment used.
  await password(page);
  await expect(page).toHaveURL(/\/admin\/login\/code\?next=%2Fadmin$/, { timeout: 20_000 });
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/login\?next=%2Fadmin$/);
  await password(page);
  await expect(page).toHaveURL(/\/admin\/login\/code/, { timeout: 20_000 });
  expect(await axeInBothThemes(page)).toEqual([]);
  await enterCode(page, codeAt(secret, Date.now() + 30_000));
  await expect(page).toHaveURL(/\/admin$/, { timeout: 20_000 });
  await signOut(page);

  // A recovery code works once.
  await password(page);
  await expect(page).toHaveURL(/\/admin\/login\/code/, { timeout: 20_000 });
  await enterCode(page, recovery[0]!);
  await expect(page).toHaveURL(/\/admin$/, { timeout: 20_000 });
  await signOut(page);
  await password(page);
  await expect(page).toHaveURL(/\/admin\/login\/code/, { timeout: 20_000 });
  await enterCode(page, recovery[0]!);
  await expect(page.getByRole("alert").filter({ hasText: /\S/ })).toHaveText(
    "That code is not right, or it was already used.",
  );
  await enterCode(page, recovery[1]!);
  await expect(page).toHaveURL(/\/admin$/, { timeout: 20_000 });

  // Off again (with a recovery code): the account is left as it was found.
  await page.goto("/admin/account");
  await page.getByLabel("Code from the app (turn off)").fill(recovery[2]!);
  await page.getByRole("button", { name: "Turn off two-factor sign-in" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Two-factor sign-in is off." }),
  ).toBeVisible();

  // The owner's audit log: enrolment, each recovery code's use, the refused replay, turning off
  // (counted from before this test, so a rerun on a kept database still checks exactly this run).
  for (const [action, added] of Object.entries(EXPECTED_AUDIT)) {
    await expect(await auditRows(owner, action), action).toHaveCount(before[action]! + added);
  }
  await ownerContext.close();
});
