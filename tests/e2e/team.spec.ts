import type { Locator, Page } from "@playwright/test";
import sharp from "sharp";

import { axeInBothThemes } from "./support/axe-themes";
import { expect, test } from "./staff-fixtures";

// Issue 24's team members: staff add one (with a portrait from the media library) and publish
// it; it is on /about-us; its place (up/down by keyboard, the sort order) and role are edited;
// unpublished it is gone, then deleted. The new member has an uploaded portrait, so the sample
// team's count of generated avatars (imagery.spec.ts) is not disturbed by a parallel run.

const cards = (page: Page) => page.locator("main article");
const cardIds = async (page: Page) =>
  cards(page).evaluateAll((all) => all.map((a) => (a as HTMLElement).id));
const row = (page: Page, name: string): Locator =>
  page.getByRole("row", { name: new RegExp(name) });

test("a team member is created, published, reordered, edited, unpublished and deleted", async ({
  staffPage: page,
}) => {
  test.setTimeout(180_000);
  const stamp = Date.now();
  const name = `Tess Member ${stamp}`;
  const anchor = `tess-member-${stamp}`;
  const portrait = `portrait-${stamp}.png`;

  await page.goto("/admin/media");
  await page.locator("#library-upload-alt").fill("A portrait in teal");
  await page.getByLabel("Choose an image to upload").setInputFiles({
    name: portrait,
    mimeType: "image/png",
    buffer: await sharp({
      create: { width: 400, height: 400, channels: 3, background: { r: 20, g: 120, b: 120 } },
    })
      .png()
      .toBuffer(),
  });
  await expect(page.getByText(/^Uploaded\. It is first in the list/)).toBeVisible();

  // From the staff navigation; an empty form is refused field by field, focus on the first.
  await page.goto("/admin");
  await page
    .getByRole("navigation", { name: "Staff" })
    .getByRole("link", { name: "Team", exact: true })
    .click();
  await page.getByRole("link", { name: "New team member" }).click();
  await expect(page).toHaveURL(/\/admin\/team\/new$/);
  await page.getByRole("button", { name: "Create team member" }).click();
  await expect(page.getByText("Name is required")).toBeVisible();
  await expect(page.getByText("Role is required")).toBeVisible();
  await expect(page.getByLabel("Name")).toBeFocused();
  await expect(page.getByLabel("Name")).toHaveAttribute("aria-invalid", "true");

  await page.getByLabel("Name").fill(name);
  await page.getByLabel("Role").fill("QA Lead");
  await page.getByLabel(/^Bio/).fill("Breaks things on purpose, before visitors can.");
  await page.getByLabel("Portrait").selectOption({ label: `${portrait} (A portrait in teal)` });
  await page.getByLabel("Status").selectOption("published");
  await page.getByLabel("Sort order").fill("9999");
  await page.getByRole("button", { name: "Create team member" }).click();
  await expect(page).toHaveURL(/\/admin\/team$/);
  await expect(row(page, name).getByText("Published")).toBeVisible();

  // On /about-us, last (sort order 9999), with its portrait and role.
  await page.goto("/about-us");
  const card = page.locator(`article#${anchor}`);
  await expect(card.getByRole("heading", { name })).toBeVisible();
  await expect(card.getByText("QA Lead")).toBeVisible();
  await expect(card.getByRole("img", { name: "A portrait in teal" })).toBeVisible();
  const before = await cardIds(page);
  expect(before.at(-1)).toBe(anchor);

  // One place up, by keyboard: it now comes before the member that preceded it.
  await page.goto("/admin/team");
  await row(page, name)
    .getByRole("button", { name: `Move “${name}” up` })
    .focus();
  await page.keyboard.press("Enter");
  await expect(row(page, name).getByText("Published")).toBeVisible();
  await expect(page.getByRole("row").last()).not.toContainText(name);
  await page.goto("/about-us");
  expect(await cardIds(page)).toEqual([...before.slice(0, -2), anchor, before.at(-2)]);

  // Edit: a new role and the first place.
  await page.goto("/admin/team");
  await page.getByRole("link", { name: `Edit “${name}”` }).click();
  await page.getByLabel("Role").fill("Head of Quality");
  await page.getByLabel("Sort order").fill("-9999");
  await page.getByRole("button", { name: "Save team member" }).click();
  await expect(page).toHaveURL(/\/admin\/team$/);
  await page.goto("/about-us");
  expect((await cardIds(page))[0]).toBe(anchor);
  await expect(card.getByText("Head of Quality")).toBeVisible();

  // The library counts the portrait as used by the member.
  await page.goto("/admin/media");
  await expect(
    page.getByRole("row", { name: new RegExp(portrait) }).getByRole("link", { name }),
  ).toBeVisible();

  // Unpublished: gone from /about-us.
  await page.goto("/admin/team");
  await page.getByRole("link", { name: `Edit “${name}”` }).click();
  await page.getByLabel("Status").selectOption("draft");
  await page.getByRole("button", { name: "Save team member" }).click();
  await expect(row(page, name).getByText("Draft")).toBeVisible();
  await page.goto("/about-us");
  await expect(cards(page).first()).toBeVisible();
  await expect(page.locator(`article#${anchor}`)).toHaveCount(0);

  // Deleted after confirming.
  await page.goto("/admin/team");
  await row(page, name)
    .getByRole("button", { name: `Delete “${name}”` })
    .click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete team member" }).click();
  await expect(page.getByRole("row", { name: new RegExp(name) })).toHaveCount(0);
});

test("/about-us and the team form are axe-clean in both themes at 375 and 1440 px", async ({
  staffPage: page,
}) => {
  test.setTimeout(120_000);
  await page.goto("/about-us");
  await expect(cards(page).first()).toBeVisible();
  expect(await axeInBothThemes(page)).toEqual([]);
  // A theme change reloads the page, so the form is checked empty (its error state: the first
  // test's messages are FormField's, the same markup as every staff form's).
  await page.goto("/admin/team/new");
  expect(await axeInBothThemes(page)).toEqual([]);
  await page.goto("/admin/team");
  expect(await axeInBothThemes(page)).toEqual([]);
});
