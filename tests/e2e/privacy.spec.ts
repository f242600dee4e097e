import { readFile } from "node:fs/promises";

import { axeInBothThemes } from "./support/axe-themes";
import { axeViolations } from "./support/axe";
import { fromAddress, openForm, unique } from "./support/lead-form-helpers";
import { expect, test } from "./staff-fixtures";

// Issue 26's privacy duties, as an owner meets them: a visitor's message arrives, the owner
// downloads everything stored under the address (JSON, holding the lead), then erases it after
// typing the address again; the lead list no longer shows the person. The page, and its dialog,
// pass the accessibility bar.

test("the owner exports a person's data, erases it, and the lead list shows it erased", async ({
  staffPage: page,
}) => {
  test.setTimeout(180_000);
  await fromAddress(page, 191);
  const who = unique("Privacy");
  const address = `${who.toLowerCase()}@example.com`;
  const { form, ready } = await openForm(page, "/contact", "Send us a message");
  await form.getByRole("textbox", { name: "Full Name" }).fill(who);
  await form.getByRole("textbox", { name: "Email Address" }).fill(address);
  await form.getByRole("textbox", { name: "Phone Number" }).fill("+44 20 7946 0555");
  await form.getByRole("textbox", { name: "Message" }).fill("Please forget me later.");
  await ready();
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByRole("textbox", { name: "Full Name" })).toHaveValue("");

  await page.goto("/admin/leads");
  await expect(page.getByText(who).first()).toBeVisible();

  await page
    .getByRole("navigation", { name: "Staff" })
    .getByRole("link", { name: "Privacy" })
    .click();
  await expect(page).toHaveURL(/\/admin\/privacy$/);
  // Any case finds the address.
  await page.getByLabel("E-mail address", { exact: true }).fill(address.toUpperCase());
  const download = page.waitForEvent("download");
  await page.getByRole("button", { name: "Download data (JSON)" }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe("personal-data.json");
  const data = JSON.parse(await readFile((await file.path())!, "utf8")) as {
    leads: { name: string; email: string }[];
    emails: unknown[];
  };
  expect(data.leads).toMatchObject([{ name: who, email: address }]);
  expect(data.emails.length).toBeGreaterThan(0);

  await page.getByRole("button", { name: "Erase…" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog.getByLabel("E-mail address, again")).toBeVisible();
  expect(await axeViolations(page)).toEqual([]);
  // A slip is refused in the dialog; the address typed again erases.
  await dialog.getByLabel("E-mail address, again").fill(`x${address}`);
  await dialog.getByRole("button", { name: "Erase everything" }).click();
  await expect(dialog.getByText("Type the same address again")).toBeVisible();
  await dialog.getByLabel("E-mail address, again").fill(address);
  await dialog.getByRole("button", { name: "Erase everything" }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole("status").filter({ hasText: "Erased:" })).toContainText(
    "Erased: 1 lead,",
  );

  await page.goto("/admin/leads");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByText(who)).toHaveCount(0);
  await expect(page.getByText(address)).toHaveCount(0);
});

test("/admin/privacy is axe-clean in both themes at 375 and 1440 px", async ({
  staffPage: page,
}) => {
  test.setTimeout(120_000);
  await page.goto("/admin/privacy");
  await expect(page.getByRole("heading", { level: 1, name: "Privacy requests" })).toBeVisible();
  expect(await axeInBothThemes(page)).toEqual([]);
});
