// Issue 26's pipeline walk: a visitor books; staff open the lead, assign an owner, add a note, set
// a follow-up and move it new → contacted → qualified → proposal → won with the keyboard alone
// (Tab to a control, arrow keys in the native select, Enter on the button); the timeline shows
// each step. The lead page, the list and the board pass axe in both themes at phone and desktop.
import type { Locator, Page } from "@playwright/test";

import { expect, test } from "./staff-fixtures";
import { axeInBothThemes } from "./support/axe-themes";
import { budget } from "./support/budget";
import { fromAddress, openForm, unique } from "./support/lead-form-helpers";

/** Presses Tab until `target` has the focus: how a keyboard user reaches it (no click, no focus()). */
async function tabTo(page: Page, target: Locator) {
  for (let i = 0; i < 120; i++) {
    if (await target.evaluate((node) => node === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error("Tab never reached the control");
}

test("staff work a booked lead from new to won by keyboard, and the timeline tells it", async ({
  page,
  staffPage,
}) => {
  test.setTimeout(budget({ navigations: 8, axe: 12, actions: 10 }));
  // The visitor books.
  await fromAddress(page, 140);
  const { form, ready } = await openForm(page, "/book-service", "Book Your Service");
  const booker = unique("Pipeline Booker");
  await form.getByRole("textbox", { name: "Full Name" }).fill(booker);
  await form
    .getByRole("textbox", { name: "Email Address" })
    .fill(`${booker.toLowerCase().replace(/\s+/g, "-")}@example.com`);
  await form.getByRole("textbox", { name: "Phone Number" }).fill("+1 555 010 0000");
  await form.getByRole("combobox", { name: "Service" }).selectOption("custom-dashboards");
  await form
    .getByRole("textbox", { name: "Message" })
    .fill("A dashboard for Acme Corp's sales team.");
  await ready();
  await form.getByRole("button", { name: "Book Service" }).click();
  await expect(page.getByRole("region", { name: "Booking received" })).toBeVisible();

  // Staff find it by search (the company is in the message) and open it.
  const staff = staffPage;
  await staff.goto(`/admin/leads?q=${encodeURIComponent(booker)}`);
  await staff.getByRole("link", { name: booker }).click();
  await expect(staff.getByRole("heading", { level: 1, name: booker })).toBeVisible();
  const timeline = staff.getByRole("list", { name: "Timeline" });
  const step = (text: string | RegExp) => timeline.getByRole("listitem").filter({ hasText: text });
  await expect(step("Submitted")).toHaveCount(1);

  // Owner: the first account in the list, by arrow key.
  const ownerForm = staff.getByRole("form", { name: "Owner" });
  await tabTo(staff, ownerForm.getByRole("combobox", { name: "Owner" }));
  await staff.keyboard.press("ArrowDown");
  await tabTo(staff, ownerForm.getByRole("button", { name: "Assign" }));
  await staff.keyboard.press("Enter");
  await expect(ownerForm.getByRole("status")).toHaveText(/^Assigned to /);
  await expect(step(/^Assigned to .+ by /)).toHaveCount(1);

  // A note, typed.
  const noteForm = staff.getByRole("form", { name: "Note" });
  await tabTo(staff, noteForm.getByRole("textbox", { name: "Note" }));
  await staff.keyboard.type("Called: wants a proposal by Friday.");
  await tabTo(staff, noteForm.getByRole("button", { name: "Add note" }));
  await staff.keyboard.press("Enter");
  await expect(noteForm.getByRole("status")).toHaveText("Note added.");
  await expect(step("Called: wants a proposal by Friday.")).toHaveCount(1);

  // A follow-up day, typed into the date field.
  const followUp = staff.getByRole("form", { name: "Next follow-up (empty clears it)" });
  await tabTo(staff, followUp.getByLabel("Next follow-up (empty clears it)"));
  await staff.keyboard.type("12012030");
  await tabTo(staff, followUp.getByRole("button", { name: "Save follow-up" }));
  await staff.keyboard.press("Enter");
  await expect(followUp.getByRole("status")).toHaveText("Follow-up set for 2030-12-01.");
  await expect(step(/^Follow-up set for Sun, Dec 1, 2030 by /)).toHaveCount(1);

  // new → contacted → qualified → proposal → won: one arrow press per stage, then Enter.
  const stageForm = staff.getByRole("form", { name: "Stage" });
  const stages = ["New", "Contacted", "Qualified", "Proposal", "Won"];
  for (let i = 1; i < stages.length; i++) {
    const select = stageForm.getByRole("combobox", { name: "Stage" });
    await expect(select).toHaveValue(stages[i - 1]!.toLowerCase());
    await tabTo(staff, select);
    await staff.keyboard.press("ArrowDown");
    await expect(select).toHaveValue(stages[i]!.toLowerCase());
    await tabTo(staff, stageForm.getByRole("button", { name: "Move stage" }));
    await staff.keyboard.press("Enter");
    await expect(stageForm.getByRole("status")).toHaveText(`Moved to ${stages[i]}.`);
    await expect(step(`Stage ${stages[i - 1]} → ${stages[i]} by `)).toHaveCount(1);
  }
  // Every step, oldest first, and the lead reads as won.
  await expect(timeline.getByRole("listitem")).toContainText([
    "Submitted",
    /Assigned to/,
    "Called: wants a proposal by Friday.",
    "Follow-up set for",
    "Stage New → Contacted",
    "Stage Contacted → Qualified",
    "Stage Qualified → Proposal",
    "Stage Proposal → Won",
  ]);
  await expect(staff.getByRole("region", { name: "Details" })).toContainText("stage Won");
  expect(await axeInBothThemes(staff)).toEqual([]);

  // The list and the board find it under their filters; both pass axe.
  await staff.goto(`/admin/leads?stage=won&q=${encodeURIComponent(booker)}`);
  await expect(staff.getByRole("heading", { name: booker })).toBeVisible();
  expect(await axeInBothThemes(staff)).toEqual([]);
  await staff.goto(`/admin/leads?view=board&q=${encodeURIComponent(booker)}`);
  const won = staff.getByRole("region", { name: /^Won/ });
  await expect(won.getByRole("link", { name: booker })).toBeVisible();
  await expect(won.getByRole("combobox", { name: `Stage of ${booker}` })).toHaveValue("won");
  expect(await axeInBothThemes(staff)).toEqual([]);
});
