// The lead forms without JavaScript (plain POSTs answered by the server's render), and, with it,
// that the enhanced submit posts the form's own FormData (hidden inputs other parts add travel).
import type { Locator, Page } from "@playwright/test";

import { expect, test } from "./fixtures";
import {
  BAD_EMAIL,
  BAD_PHONE,
  expectFieldError,
  fromAddress,
  openForm,
  unique,
} from "./support/lead-form-helpers";
import { SESSION_COOKIE, staffSessionCookie } from "./staff-fixtures";

const HELD = "Without JavaScript, your message is held for a manual check — we still read it.";

/** The form's start time is its page's render time: wait out the minimum fill time (1 s here). */
async function pastFillTime(form: Locator) {
  const started = Number(await form.locator('input[name="startedAt"]').inputValue());
  expect(started).toBeGreaterThan(0);
  await expect.poll(() => Date.now() - started).toBeGreaterThan(1500);
}

/**
 * The form's small print for browsers without scripts is shown: laid out, with its text.
 * (Playwright's text matchers skip <noscript>, so it is read from the page.)
 */
async function expectSmallPrint(form: Locator, text: string) {
  const shown = await form.locator("noscript").evaluate((node) => ({
    text: node.textContent,
    height: node.firstElementChild?.getBoundingClientRect().height ?? 0,
  }));
  expect(shown.text).toBe(text);
  expect(shown.height).toBeGreaterThan(0);
}

/**
 * The lead is where staff find it: in the inbox, or — once submissions without a proof of work
 * are held for review — under a Spam tab, when the page has one. The staff pages stream their
 * lists, so they are read with JavaScript on (a new context would inherit this file's "off").
 */
async function expectLeadForStaff(page: Page, baseURL: string, name: string) {
  const browser = page.context().browser()!;
  const token = await staffSessionCookie(browser, baseURL);
  const context = await browser.newContext({ baseURL, javaScriptEnabled: true });
  await context.addCookies([{ name: SESSION_COOKIE, value: token, url: baseURL }]);
  const inbox = await context.newPage();
  await inbox.goto("/admin/leads");
  // The list streams in after the load event (React reveals boundaries in batches): wait for
  // the page's own view switcher before deciding which tab holds the lead.
  const spam = inbox
    .getByRole("navigation", { name: "View" })
    .getByRole("link", { name: /^Spam\b/ });
  await expect(spam).toBeVisible();
  const lead = inbox.getByRole("heading", { name });
  if ((await lead.count()) === 0) await spam.click();
  await expect(lead).toBeVisible();
  await context.close();
}

test.describe("lead forms without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("booking: server-rendered field errors with the input kept, then booked", async ({
    page,
    baseURL,
  }) => {
    await fromAddress(page, 121);
    await page.goto("/book-service");
    const form = page.getByRole("form", { name: "Book Your Service" });
    await expectSmallPrint(form, HELD);
    const name = form.getByRole("textbox", { name: "Full Name" });
    const email = form.getByRole("textbox", { name: "Email Address" });
    const phone = form.getByRole("textbox", { name: "Phone Number" });
    const service = form.getByRole("combobox", { name: "Service" });
    const message = form.getByRole("textbox", { name: "Message" });
    const booker = unique("Plain Booker");
    await name.fill(booker);
    await email.fill("not-an-email");
    await phone.fill("call me");
    await service.selectOption("custom-dashboards");
    await message.fill("A dashboard for our sales team.");
    await form.getByRole("button", { name: "Book Service" }).click();

    // The page the server rendered: the errors beside their fields, everything typed kept.
    await expectFieldError(email, BAD_EMAIL);
    await expectFieldError(phone, BAD_PHONE);
    await expect(form.getByRole("alert")).toHaveText("Please fix the highlighted fields.");
    await expect(name).toHaveValue(booker);
    await expect(email).toHaveValue("not-an-email");
    await expect(service).toHaveValue("custom-dashboards");
    await expect(message).toHaveValue("A dashboard for our sales team.");
    await expect(name).toHaveAttribute("aria-invalid", "false");

    const address = `${booker.toLowerCase().replace(/\s+/g, "-")}@example.com`;
    await email.fill(address);
    await phone.fill("+1 555 010 0000");
    await pastFillTime(form);
    await form.getByRole("button", { name: "Book Service" }).click();
    const sent = page.getByRole("region", { name: "Booking received" });
    await expect(sent).toContainText(`Thank you, ${booker}.`);
    await expect(sent.locator("dd")).toHaveText([
      "Custom Dashboards",
      "A dashboard for our sales team.",
      address,
      "+1 555 010 0000",
    ]);
    expect(new URL(page.url()).pathname).toBe("/book-service");
    await expectLeadForStaff(page, baseURL!, booker);

    // "Book another service" still works: a fresh, empty form.
    await sent.getByRole("button", { name: "Book another service" }).click();
    await expect(form.getByRole("textbox", { name: "Full Name" })).toHaveValue("");
  });

  test("contact: server-rendered field errors with the input kept, then sent", async ({
    page,
    baseURL,
  }) => {
    await fromAddress(page, 122);
    await page.goto("/contact");
    const form = page.getByRole("form", { name: "Send us a message" });
    await expectSmallPrint(form, HELD);
    const name = form.getByRole("textbox", { name: "Full Name" });
    const email = form.getByRole("textbox", { name: "Email Address" });
    const phone = form.getByRole("textbox", { name: "Phone Number" });
    const message = form.getByRole("textbox", { name: "Message" });
    const visitor = unique("Plain Visitor");
    await name.fill(visitor);
    await email.fill("not-an-email");
    await message.fill("Can you rebuild our site?");
    await form.getByRole("button", { name: "Send Message" }).click();

    await expectFieldError(email, BAD_EMAIL);
    await expectFieldError(phone, "Phone number is required");
    await expect(name).toHaveValue(visitor);
    await expect(email).toHaveValue("not-an-email");
    await expect(message).toHaveValue("Can you rebuild our site?");

    await email.fill(`${visitor.toLowerCase().replace(/\s+/g, "-")}@example.com`);
    await phone.fill("+44 20 7946 0000");
    await pastFillTime(form);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Message Sent!" })).toContainText(
      "Thank you for reaching out. We'll get back to you within 24 hours.",
    );
    for (const field of [name, email, phone, message]) await expect(field).toHaveValue("");
    await expectLeadForStaff(page, baseURL!, visitor);
  });

  test("newsletter: a refused address is kept and explained; a valid one gets the message", async ({
    page,
  }) => {
    await fromAddress(page, 123);
    await page.goto("/about-company");
    const form = page.getByRole("form", { name: "Newsletter" });
    const email = form.getByRole("textbox", { name: "Email address", exact: true });
    await expectSmallPrint(
      form,
      "Without JavaScript, your sign-up is held for a manual check before we confirm it.",
    );
    await email.fill("not-an-email");
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(form.getByRole("alert")).toHaveText(BAD_EMAIL);
    await expect(email).toHaveValue("not-an-email");
    await email.fill(`${unique("plain-reader")}@example.com`);
    await form.getByRole("button", { name: "Subscribe" }).click();
    await expect(form.getByRole("status")).toHaveText(
      "Check your inbox to confirm your subscription.",
    );
    expect(new URL(page.url()).pathname).toBe("/about-company");
  });
});

/** A hidden input as another component would add it (the proof of work, attribution). */
async function addHiddenInput(form: Locator, name: string, value: string) {
  await form.evaluate(
    (element, [n, v]) => {
      const input = document.createElement("input");
      Object.assign(input, { type: "hidden", name: n, value: v });
      element.append(input);
    },
    [name, value] as const,
  );
}

test("with JavaScript, each form posts its own fields: hidden inputs inside it travel", async ({
  page,
}) => {
  await fromAddress(page, 124);
  const posted: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST") posted.push(r.postData() ?? "");
  });
  const sends = (value: string) => posted.some((body) => body.includes(value));

  const contact = await openForm(page, "/contact", "Send us a message");
  await addHiddenInput(contact.form, "altcha", "proof-contact");
  await contact.form.getByRole("textbox", { name: "Full Name" }).fill("Hidden Fields");
  await contact.form.getByRole("textbox", { name: "Email Address" }).fill("hidden@example.com");
  await contact.form.getByRole("textbox", { name: "Phone Number" }).fill("+1 555 010 0000");
  await contact.form.getByRole("textbox", { name: "Message" }).fill("Proof rides along.");
  await contact.ready();
  await contact.form.getByRole("button", { name: "Send Message" }).click();
  await expect.poll(() => sends("proof-contact")).toBe(true);

  const booking = await openForm(page, "/book-service", "Book Your Service");
  await addHiddenInput(booking.form, "altcha", "proof-booking");
  await addHiddenInput(booking.form, "sourcePage", "/book-service");
  await booking.form.getByRole("textbox", { name: "Full Name" }).fill("Hidden Fields");
  await booking.form.getByRole("textbox", { name: "Email Address" }).fill("hidden@example.com");
  await booking.form.getByRole("textbox", { name: "Phone Number" }).fill("+1 555 010 0000");
  await booking.form.getByRole("combobox", { name: "Service" }).selectOption("web-development");
  await booking.form.getByRole("textbox", { name: "Message" }).fill("Proof rides along.");
  await booking.ready();
  await booking.form.getByRole("button", { name: "Book Service" }).click();
  await expect(page.getByRole("region", { name: "Booking received" })).toBeVisible();
  expect(sends("proof-booking") && sends("sourcePage")).toBe(true);

  const footer = await openForm(page, "/about-company", "Newsletter");
  await addHiddenInput(footer.form, "altcha", "proof-newsletter");
  await footer.form
    .getByRole("textbox", { name: "Email address", exact: true })
    .fill(`${unique("hidden-reader")}@example.com`);
  await footer.form.getByRole("button", { name: "Subscribe" }).click();
  await expect(footer.form.getByRole("status")).not.toHaveText("");
  expect(sends("proof-newsletter")).toBe(true);
});
