// Webhooks from the owner's screen to the receivers: a Slack-format endpoint at a fake Slack that
// fails each message twice before accepting it, a Standard Webhooks endpoint at a receiver that
// verifies every request with the `standardwebhooks` library; a visitor books a service and each
// event reaches each receiver exactly once, through retries the cron walks through.
import type { APIRequestContext, Page } from "@playwright/test";

import { startSlackReceiver, startStandardReceiver } from "../helpers/webhook-receivers";
import { E2E_STAFF, expect, test } from "./staff-fixtures";
import { fromAddress, openForm, unique } from "./support/lead-form-helpers";

const cron = { authorization: `Bearer ${E2E_STAFF.cronSecret}` };

async function addEndpoint(page: Page, name: string, format: string, url: string) {
  await page.goto("/admin/webhooks");
  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Format").selectOption(format);
  await page.getByLabel("URL").fill(url);
  await page.getByRole("button", { name: "Add endpoint" }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}

async function sendTest(page: Page) {
  await page.getByRole("button", { name: "Send test" }).click();
  const row = page.getByRole("row").filter({ hasText: "webhook.test" });
  await expect(row.getByText("delivered", { exact: true })).toBeVisible();
}

/** The cron, until `done` holds: each run delivers what is due (retries are due at once here). */
async function cronUntil(request: APIRequestContext, done: () => boolean) {
  await expect
    .poll(
      async () => {
        if (!done())
          expect((await request.get("/api/cron/outbox", { headers: cron })).ok()).toBe(true);
        return done();
      },
      { timeout: 30_000 },
    )
    .toBe(true);
}

test("a booking reaches Slack and a signed receiver once per event; Send test is logged", async ({
  staffPage: page,
  browser,
  request,
}) => {
  const slack = await startSlackReceiver();
  const generic = await startStandardReceiver();
  try {
    const id = unique("hooks");
    await addEndpoint(page, `Slack ${id}`, "slack", `${slack.url}/services/T0/B0/x`);
    const slackPage = page.url();
    await sendTest(page);

    await addEndpoint(page, `Signed ${id}`, "standard", `${generic.url}/hooks`);
    const signedPage = page.url();
    await page.getByRole("button", { name: "Reveal secret" }).click();
    generic.state.secret = await page.getByRole("textbox", { name: "Secret value" }).inputValue();
    expect(generic.state.secret).toMatch(/^whsec_[A-Za-z0-9+/]{32}$/);
    await sendTest(page);

    // A visitor books; each receiver fails every message twice before accepting it.
    slack.control.failEach = 2;
    generic.control.failEach = 2;
    const visitor = await browser.newPage();
    await fromAddress(visitor, 211);
    const { form, ready } = await openForm(visitor, "/book-service", "Book Your Service");
    const name = `Visitor ${id}`;
    await form.getByRole("textbox", { name: "Full Name" }).fill(name);
    await form.getByRole("textbox", { name: "Email Address" }).fill(`${id}@example.com`);
    await form.getByRole("textbox", { name: "Phone Number" }).fill("+1 555 010 0000");
    await form.getByRole("combobox", { name: "Service" }).selectOption("web-development");
    await form.getByRole("textbox", { name: "Message" }).fill("A site with a booking flow.");
    await ready();
    await form.getByRole("button", { name: "Book Service" }).click();
    await expect(visitor.getByRole("region", { name: "Booking received" })).toBeVisible();
    await visitor.close();

    const mine = () => slack.messages.filter((m) => m.text.includes(name));
    const signed = () => generic.verified.filter((v) => v.body.includes(name));
    await cronUntil(
      request,
      () => mine().length >= 2 && signed().filter((v) => v.valid).length >= 2,
    );
    // More cron runs change nothing: exactly one message per event, every signature valid.
    for (let i = 0; i < 2; i++) await request.get("/api/cron/outbox", { headers: cron });
    expect(
      mine()
        .map((m) => m.text.split(" from ")[0])
        .sort(),
    ).toEqual(["New booking", "New lead"]);
    expect(
      signed()
        .map((v) => v.type)
        .sort(),
    ).toEqual(["booking.created", "lead.created"]);
    expect(generic.verified.every((v) => v.valid)).toBe(true);
    expect(slack.requests.filter((r) => r.body.includes(name))).toHaveLength(6); // 2 failures each

    // The log shows the retries; deleting the endpoints stops them.
    await page.goto(slackPage);
    const booked = page.getByRole("row").filter({ hasText: "booking.created" });
    await expect(booked.getByText("delivered", { exact: true })).toBeVisible();
    await expect(booked.getByRole("cell", { name: "3", exact: true })).toBeVisible();
    for (const url of [slackPage, signedPage]) {
      await page.goto(url);
      await page.getByRole("button", { name: /^Delete “/ }).click();
      await page.getByRole("button", { name: "Delete endpoint" }).click();
      await expect(page).toHaveURL(/\/admin\/webhooks$/);
    }
  } finally {
    await Promise.all([slack.close(), generic.close()]);
  }
});
