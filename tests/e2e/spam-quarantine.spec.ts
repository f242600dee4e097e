// Issue 27: a submission the spam checks hold is never lost. A visitor's browser fills the hidden
// honeypot field (as an over-eager autofill does), sends the contact form and reads the usual
// success; nothing is mailed; the message waits in the Spam tab with its reason; "Not spam" sends
// exactly one mail per recipient (staff notification, auto-reply: counted in the e2e server's
// log-only mail, its inbox) and the lead joins the pipeline.
import { expect, test } from "./staff-fixtures";
import { budget } from "./support/budget";
import { fromAddress, loggedMails, openForm, toast, unique } from "./support/lead-form-helpers";

// LEADS_NOTIFY_TO is unset on the e2e server: lib/env.ts's default.
const STAFF_TO = "hello@nimbuslabs.example";

test("a honeypot hit is held in Spam; Not spam sends one mail per recipient", async ({
  staffPage,
  browser,
  baseURL,
}) => {
  test.setTimeout(budget({ navigations: 4, actions: 4 }));
  const visitorContext = await browser.newContext({ baseURL });
  const visitorPage = await visitorContext.newPage();
  await fromAddress(visitorPage, 201);
  const visitor = unique("Autofill");
  const email = `${visitor.toLowerCase()}@example.com`;
  const mailsFor = () =>
    loggedMails().filter(
      (m) => m.to === email || (m.to === STAFF_TO && m.subject.includes(visitor)),
    );

  const { form, ready } = await openForm(visitorPage, "/contact", "Send us a message");
  await form.getByRole("textbox", { name: "Full Name" }).fill(visitor);
  await form.getByRole("textbox", { name: "Email Address" }).fill(email);
  await form.getByRole("textbox", { name: "Phone Number" }).fill("+1 555 010 0000");
  await form.getByRole("textbox", { name: "Message" }).fill("Please quote a new website.");
  // The field people never see, filled the way a bot (or an autofill) fills it.
  await form.evaluate((el) => {
    (el.querySelector('input[name="website"]') as HTMLInputElement).value = "autofilled";
  });
  await ready();
  await form.getByRole("button", { name: "Send Message" }).click();
  // The visitor reads what a real sender reads.
  await expect(toast(visitorPage, "Message Sent!")).toBeVisible({ timeout: 15_000 });
  await visitorContext.close();

  await staffPage.goto("/admin/leads?view=spam");
  const held = staffPage.getByRole("listitem").filter({ hasText: visitor });
  await expect(held).toBeVisible();
  await expect(held).toContainText("Hidden field filled");
  await expect(staffPage.getByRole("link", { name: /^Spam \(\d+\)$/ })).toHaveAttribute(
    "aria-current",
    "page",
  );
  // Held: not in the pipeline, and nothing was mailed.
  expect(mailsFor()).toEqual([]);

  await held.getByRole("button", { name: `Not spam: ${email}` }).click();
  await expect(toast(staffPage, "Moved to leads")).toBeVisible();
  await expect(held).toHaveCount(0);
  await expect
    .poll(() => mailsFor().length, { message: "the released lead's mails", timeout: 15_000 })
    .toBe(2);
  const mails = mailsFor();
  expect(mails.filter((m) => m.to === STAFF_TO)).toHaveLength(1);
  expect(mails.filter((m) => m.to === email)).toHaveLength(1);

  await staffPage.goto("/admin/leads");
  await expect(staffPage.getByRole("heading", { name: visitor })).toBeVisible();
});
