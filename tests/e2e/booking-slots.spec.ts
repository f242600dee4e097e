// Issue 30: a visitor in New York books a call by keyboard alone on /book-service; the confirmation
// and the invite (read from the log-only mail the e2e server writes) say the time in their zone;
// staff see the lead; the visitor cancels through the signed link and the slot is offered again.
// The picker passes axe at 375 and 1440 px in both themes.
import type { Page } from "@playwright/test";

import { expect, test } from "./fixtures";
import { axeViolations } from "./support/axe";
import {
  fromAddress,
  loggedMails,
  openForm,
  staffInbox,
  unique,
} from "./support/lead-form-helpers";
import { switchTheme, themes } from "./support/themes";

const ZONE = "America/New_York";
test.use({ timezoneId: ZONE });

const slotsNow = async (page: Page) =>
  (
    (await (await page.request.get("/api/booking/slots")).json()) as { slots: { start: string }[] }
  ).slots.map((s) => s.start);

/** Tab (the keyboard's own way) until `name`'s control has focus. */
async function tabTo(page: Page, accessibleName: string) {
  for (let i = 0; i < 40; i++) {
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return el?.getAttribute("aria-label") ?? el?.textContent?.trim() ?? "";
    });
    if (focused === accessibleName) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`no focus on ${accessibleName}`);
}

test("a visitor in New York books a slot by keyboard, gets the invite, and cancels by the link", async ({
  page,
  baseURL,
}) => {
  test.setTimeout(120_000);
  await fromAddress(page, 301);
  const { form, ready } = await openForm(page, "/book-service", "Book Your Service");
  const zone = form.getByRole("combobox", { name: "Times shown in" });
  await expect(zone).toHaveValue(ZONE);
  const firstSlot = form.getByRole("group").nth(1).getByRole("radio").first();
  await expect(firstSlot).toBeAttached();

  const email = `${unique("booker")}@example.com`;
  await form.getByRole("textbox", { name: "Full Name" }).focus();
  await page.keyboard.type("Nora York");
  await page.keyboard.press("Tab");
  await page.keyboard.type(email);
  await page.keyboard.press("Tab");
  await page.keyboard.type("+1 555 010 0101");
  await page.keyboard.press("Tab");
  await page.keyboard.type("Web Development"); // a select's type-ahead
  await expect(form.getByRole("combobox", { name: "Service" })).toHaveValue("web-development");
  await page.keyboard.press("Tab"); // customization
  await page.keyboard.press("Tab"); // time zone
  await expect(zone).toBeFocused();
  await page.keyboard.press("Tab"); // into the radio group: "No time yet"
  await expect(form.getByRole("radio", { name: /No time yet/ })).toBeFocused();
  await page.keyboard.press("ArrowDown"); // the first free time
  await expect(firstSlot).toBeChecked();
  const slot = await firstSlot.getAttribute("value");
  const label = (
    await form.locator(`label[for="${await firstSlot.getAttribute("id")}"]`).innerText()
  ).trim();
  await page.keyboard.press("Tab");
  await expect(form.getByRole("textbox", { name: "Message" })).toBeFocused();
  await page.keyboard.type("A call about a new shop, please.");
  await ready();
  await tabTo(page, "Book Service");
  await page.keyboard.press("Enter");

  const summary = page.getByRole("region", { name: "Booking received" });
  await expect(summary.getByRole("heading", { name: "Booking received" })).toBeFocused();
  const expected = new Intl.DateTimeFormat("en-US", {
    dateStyle: "full",
    timeStyle: "short",
    timeZone: ZONE,
  }).format(new Date(slot!));
  await expect(summary).toContainText(`${expected} (${ZONE})`);
  expect(expected).toContain(label);
  await expect.poll(() => slotsNow(page)).not.toContain(slot);

  // The invite arrives with the confirmation; its text has the visitor's time and the link.
  let manage = "";
  await expect
    .poll(() => {
      const mail = loggedMails().find((m) => m.to === email) as
        { text: string; attachments?: string[] } | undefined;
      manage = /\/book-service\/manage\/[A-Za-z0-9_.-]+/.exec(mail?.text ?? "")?.[0] ?? "";
      return mail
        ? { attachments: mail.attachments, zone: mail.text.includes(ZONE), manage: manage !== "" }
        : null;
    })
    .toEqual({
      attachments: ["invite.ics (text/calendar; charset=utf-8; method=REQUEST)"],
      zone: true,
      manage: true,
    });

  // Staff see the booking as a lead.
  const { inbox, close } = await staffInbox(page, baseURL!);
  await expect(inbox.getByText(email).first()).toBeVisible();
  await close();

  // The visitor cancels through the link: the slot is offered again, a cancel invite goes out.
  await page.goto(manage);
  await expect(page.getByText(`(${ZONE})`)).toBeVisible();
  await page.getByRole("button", { name: "Cancel my call" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("main").getByRole("status")).toHaveText(/cancelled/);
  await expect.poll(() => slotsNow(page)).toContain(slot);
  await expect
    .poll(() =>
      loggedMails()
        .filter((m) => m.to === email)
        .map((m) => (m as { attachments?: string[] }).attachments?.[0]),
    )
    .toContain("cancel.ics (text/calendar; charset=utf-8; method=CANCEL)");
});

test("the picker passes axe at 375 and 1440 px in both themes", async ({ page }) => {
  test.setTimeout(120_000);
  await fromAddress(page, 302);
  await page.goto("/book-service");
  const violations: string[] = [];
  for (const theme of themes) {
    await switchTheme(page, theme);
    await expect(page.getByRole("radio", { name: /No time yet/ })).toBeAttached();
    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 375, height: 812 },
    ]) {
      await page.setViewportSize(viewport);
      for (const v of await axeViolations(page))
        violations.push(`${theme} ${viewport.width}px ${v}`);
    }
  }
  expect(violations).toEqual([]);
});

test("the picker's slots scroll inside it: the page ends at its footer at 375 and 1440 px", async ({
  page,
}) => {
  await fromAddress(page, 303);
  await page.goto("/book-service");
  await expect(page.getByRole("radio", { name: /No time yet/ })).toBeAttached();
  await expect.poll(async () => (await slotsNow(page)).length).toBeGreaterThan(5);
  for (const width of [1440, 375]) {
    await page.setViewportSize({ width, height: 900 });
    const below = await page.evaluate(() => {
      const footer = document.querySelector("footer")!.getBoundingClientRect();
      return document.documentElement.scrollHeight - (footer.bottom + window.scrollY);
    });
    expect(below, `${width} px: empty space below the footer`).toBeLessThanOrEqual(1);
  }
});
