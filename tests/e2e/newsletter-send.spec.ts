// Staff publish a post and send it to the newsletter: three subscribers imported (prior consent
// asserted), a draft written, a test sent to oneself, then "Publish and send". The mail log (the
// e2e server logs mail, MAIL_MODE=log) holds one mail of the post per subscriber, each with its
// own unsubscribe link, and one click on a link ends that subscription.
import { readFileSync } from "node:fs";

import { expect, test } from "./staff-fixtures";
import { axeViolations } from "./support/axe";
import { serverLog } from "./support/server-log";

type Logged = { msg?: string; to?: string; subject?: string; text?: string };

/** The mails the server logged with this subject, from its output. */
function mailsWith(subject: string): Logged[] {
  return readFileSync(serverLog, "utf8")
    .split("\n")
    .filter((line) => line.includes(subject))
    .map((line) => {
      try {
        return JSON.parse(line) as Logged;
      } catch {
        return {};
      }
    })
    .filter((e) => e.msg === "mail logged, not sent (log-only mail)" && e.subject === subject);
}

test("staff publish a post and send it: one mail per subscriber, each unsubscribing in one click", async ({
  staffPage: page,
}) => {
  const run = `${Date.now().toString(36)}${test.info().workerIndex}`;
  const readers = [1, 2, 3].map((n) => `nl-${run}-${n}@example.com`);
  const title = `Newsletter issue ${run}`;

  await page.goto("/admin/subscribers");
  await page
    .getByLabel("CSV (the first column is the address)")
    .fill(["email", ...readers].join("\n"));
  await page.getByLabel("Consent basis").fill("Subscribed on the old site's form (e2e)");
  await page.getByText("They already confirmed their subscription").click();
  await page.getByRole("button", { name: "Import" }).click();
  await expect(page.getByText(/3 added and confirmed \(prior consent\)/)).toBeVisible();

  await page.goto("/admin/create-blog");
  await page.getByLabel("Title", { exact: true }).fill(title);
  await page.getByLabel("Summary").fill("The newsletter's e2e issue.");
  await page
    .getByLabel("Content", { exact: true })
    .fill('<p>Hello, <a href="/work">our work</a>.</p>');
  await expect(page.getByLabel("Status")).toHaveValue("draft");
  await page.getByRole("button", { name: "Create Blog" }).click();
  await expect(page).toHaveURL(/\/admin\/blogs$/);
  const row = page.getByRole("row").filter({ hasText: title });
  const edit = (await row.getByRole("link", { name: `Edit “${title}”` }).getAttribute("href"))!;
  await page.goto(edit);

  const panel = page.getByRole("region", { name: "Newsletter" });
  await panel.getByRole("button", { name: "Send a test to me" }).click();
  await expect(panel.getByText("Test sent to e2e-staff@agency.example.")).toBeVisible();
  await expect
    .poll(() => mailsWith(`[Test] ${title}`).map((m) => m.to))
    .toEqual(["e2e-staff@agency.example"]);

  await panel.getByText(/I sent myself a test/).click();
  await panel.getByRole("button", { name: /^Publish and send to \d+ subscribers$/ }).click();
  // The page refreshes with the send listed (and no second send offered while it runs).
  const sendLink = panel.getByRole("link", { name: /recipients$/ });
  await expect(sendLink).toHaveCount(1);
  await expect(panel.getByRole("button", { name: /^Publish and send/ })).toHaveCount(0);

  // The send's page: finished, with as many mails handed over as recipients.
  await sendLink.click();
  await expect(page).toHaveURL(/\/admin\/newsletter\/[\w-]+$/);
  await expect(page.getByTestId("send-status")).toHaveText("sent");
  expect(await axeViolations(page)).toEqual([]);
  const recipients = Number(
    await page
      .locator("dt", { hasText: /^Recipients$/ })
      .locator("xpath=../dd")
      .textContent(),
  );
  expect(recipients).toBeGreaterThanOrEqual(3);

  const mails = mailsWith(title);
  expect(mails).toHaveLength(recipients);
  const to = mails.map((m) => m.to!);
  expect(new Set(to).size).toBe(recipients);
  for (const reader of readers) expect(to).toContain(reader);
  const links = mails.map(
    (m) => /https?:\/\/\S+\/api\/newsletter\/unsubscribe\?token=[\w.-]+/.exec(m.text ?? "")?.[0],
  );
  expect(links.every(Boolean)).toBe(true);
  expect(new Set(links).size).toBe(recipients); // each recipient their own

  // One click on the first reader's link ends their subscription (the link's path on this server).
  const mine = mails.find((m) => m.to === readers[0])!;
  const link = new URL(
    /https?:\/\/\S+\/api\/newsletter\/unsubscribe\?token=[\w.-]+/.exec(mine.text!)![0],
  );
  await page.goto(link.pathname + link.search);
  await expect(page).toHaveURL(/\/newsletter\/unsubscribed$/);
  await page.goto("/admin/subscribers");
  const subscriber = page.getByRole("row").filter({ hasText: readers[0]! });
  await expect(subscriber.getByRole("cell", { name: "unsubscribed", exact: true })).toBeVisible();
  const other = page.getByRole("row").filter({ hasText: readers[1]! });
  await expect(other.getByRole("cell", { name: "confirmed", exact: true })).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
});
