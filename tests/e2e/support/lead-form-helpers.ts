import { readFileSync } from "node:fs";

import type { Locator, Page } from "@playwright/test";

import { expect } from "../fixtures";
import { SESSION_COOKIE, staffSessionCookie } from "../staff-fixtures";
import { axeViolations } from "./axe";
import { serverLog } from "./server-log";

/** Both forms are walked on a desktop and on a 375 px phone; `net` keeps client addresses apart. */
export const viewports = [
  { device: "desktop", viewport: { width: 1280, height: 800 }, net: 10 },
  { device: "375 px phone", viewport: { width: 375, height: 812 }, net: 60 },
] as const;

export const BAD_EMAIL = "Enter a valid email address";
export const BAD_PHONE = "Enter a valid phone number, e.g. +1 555 010 0000";
export const unique = (who: string) =>
  `${who}-${Date.now()}-${Math.random().toString(36).slice(2, 7)}`;

/** The minimum fill time the e2e server enforces (FORM_MIN_FILL_SECONDS=1), plus a margin. */
const FILL_MS = 1200;

/** Each test its own client address (the last X-Forwarded-For hop): limits are per address. */
export async function fromAddress(page: Page, n: number) {
  // A network (/24) of its own: the spam checks count per network (lib/spam/signals.ts).
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `198.18.${n}.1` });
}

/**
 * Opens a page and waits until the named form is hydrated: its anti-bot start time is then the
 * browser's own, set on mount, no earlier than the navigation (the server renders its page's
 * render time there, for a post without JavaScript). `ready()` then waits until that stamp is
 * older than the minimum fill time: the condition the server checks, read from the page, however
 * fast the machine is.
 */
export async function openForm(page: Page, path: string, name: string) {
  await page.goto(path);
  const form = page.getByRole("form", { name });
  const started = form.locator('input[name="startedAt"]');
  const navigatedAt = await page.evaluate(() => performance.timeOrigin);
  await expect
    .poll(async () => Number(await started.inputValue()) >= navigatedAt, {
      message: "form hydrated (start stamp set on mount)",
      timeout: 15_000,
    })
    .toBe(true);
  const ready = async () => {
    const stamp = Number(await started.inputValue());
    await expect
      .poll(() => page.evaluate(() => Date.now()).then((now) => now - stamp), {
        message: "minimum fill time",
        intervals: [100],
      })
      .toBeGreaterThanOrEqual(FILL_MS);
  };
  return { form, ready };
}

/** A sonner toast by its title; error toasts are the destructive style (data-type="error"). */
export function toast(page: Page, title: string): Locator {
  return page.getByRole("listitem").filter({ hasText: title });
}

/**
 * Counts the toasts with `title` the page raises from now on, however briefly each is shown
 * (sonner dismisses them after a few seconds, sooner than a busy test runner may look).
 */
export async function countToasts(page: Page, title: string): Promise<() => Promise<number>> {
  await page.evaluate((text) => {
    const seen = new WeakSet<Element>();
    const counts = ((window as unknown as { __toasts?: Record<string, number> }).__toasts ??= {});
    counts[text] = 0;
    new MutationObserver(() => {
      for (const el of document.querySelectorAll("[data-sonner-toast]")) {
        if (seen.has(el) || !el.textContent?.includes(text)) continue;
        seen.add(el);
        counts[text] = (counts[text] ?? 0) + 1;
      }
    }).observe(document.body, { childList: true, subtree: true, characterData: true });
  }, title);
  return () =>
    page.evaluate(
      (text) => (window as unknown as { __toasts: Record<string, number> }).__toasts[text] ?? 0,
      title,
    );
}

/** Holds the page's server-action POSTs until `release()`, so busy states can be seen. */
export async function holdActions(page: Page, pathname: string) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname === pathname,
    async (route) => {
      if (route.request().method() === "POST") await gate;
      await route.continue();
    },
  );
  return { release };
}

/** Every POST the page sends (server actions), to prove that nothing was sent. */
export function recordPosts(page: Page): string[] {
  const posts: string[] = [];
  page.on("request", (request) => {
    // The page-view beacon posts on its own (on leaving or hiding the page): not a submission.
    if (request.method() === "POST" && new URL(request.url()).pathname !== "/api/visit") {
      posts.push(request.url());
    }
  });
  return posts;
}

/**
 * axe over the whole page, once no toast is left: sonner's rich-colour error toast (#e60000 on
 * #fff0f0, 4.34:1) is below AA in components/ui/sonner.tsx, a separate fix outside these forms.
 */
export async function expectNoAxeViolations(page: Page) {
  const toasts = page.getByRole("region", { name: /Notifications/ }).getByRole("listitem");
  await expect(toasts).toHaveCount(0, { timeout: 15_000 });
  expect(await axeViolations(page)).toEqual([]);
}

/** A control shows its error beside it: invalid, described by the (live) message. */
export async function expectFieldError(control: Locator, message: string) {
  await expect(control).toHaveAttribute("aria-invalid", "true");
  await expect(control).toHaveAccessibleDescription(message);
}

/** Nothing on a 375 px phone may scroll sideways. */
export async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The staff inbox (/admin/leads) in a separate browser context with a live staff session. */
export async function staffInbox(page: Page, baseURL: string) {
  const browser = page.context().browser()!;
  const token = await staffSessionCookie(browser, baseURL);
  const context = await browser.newContext({ baseURL });
  await context.addCookies([{ name: SESSION_COOKIE, value: token, url: baseURL }]);
  const inbox = await context.newPage();
  await inbox.goto("/admin/leads");
  return { inbox, close: () => context.close() };
}

type LoggedMail = { to: string; subject: string; text: string };

/**
 * The mails the e2e server has sent so far (MAIL_MODE=log prints each to its log, the inbox a
 * log-only deployment has; staff-accounts.spec.ts reads its links the same way).
 */
export function loggedMails(): LoggedMail[] {
  const mails: LoggedMail[] = [];
  for (const line of readFileSync(serverLog, "utf8").split("\n")) {
    if (!line.includes("mail logged")) continue;
    try {
      const entry = JSON.parse(line) as Partial<LoggedMail> & { msg?: string };
      if (entry.msg?.startsWith("mail logged") && entry.to) mails.push(entry as LoggedMail);
    } catch {
      // not a JSON line
    }
  }
  return mails;
}
