import type { Page } from "@playwright/test";

import { axeInBothThemes } from "./support/axe-themes";
import { expect, test } from "./staff-fixtures";

const testimonials = (page: Page) => page.getByRole("list", { name: "Client testimonials" });
/** Every JSON-LD node's @type and rating/review keys on the open page, at any depth. */
const reviewMarkup = async (page: Page) => {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) =>
    [...text.matchAll(/"(@type)":"(Review|AggregateRating)"|"(review|aggregateRating)":/g)].map(
      (m) => m[0],
    ),
  );
};

// Issue 24 item 3: staff create a testimonial (draft), publish it, and it is on the home page, the
// service page it names and the linked case study's page; an edit shows there; unpublishing takes
// it off all three; delete asks first. The form and a public page with testimonials are axe-clean
// at 375 and 1440 px in both themes, and no public page carries self-serving review markup.
test("a testimonial is created, published, shown on three pages, edited, unpublished and deleted", async ({
  staffPage: page,
}) => {
  test.setTimeout(240_000);
  const stamp = Date.now();
  const name = `Grace Hopper ${stamp}`;
  const quote = `The compiler shipped early (${stamp}).`;

  await page.goto("/admin/testimonials");
  await page.getByRole("link", { name: "New testimonial" }).click();
  await expect(page.getByRole("heading", { name: "New testimonial" })).toBeVisible();
  expect(await axeInBothThemes(page)).toEqual([]);

  // Checked in the browser by the form's schema: each wrong field is named, the first focused.
  await page.getByRole("button", { name: "Create testimonial" }).click();
  await expect(page.getByText("The quote is required")).toBeVisible();
  await expect(page.getByText("The person’s name is required")).toBeVisible();
  await expect(page.getByLabel("Quote")).toBeFocused();

  await page.getByLabel("Quote").fill(quote);
  await page.getByLabel("Person’s name").fill(name);
  await page.getByLabel("Role (optional)").fill("Rear admiral");
  await page.getByLabel("Company (optional)").fill("Navy");
  const caseStudy = page.getByLabel("Case study (optional)");
  // A published demo case study (other specs add case studies of their own meanwhile).
  const labels = await caseStudy.locator("option").allTextContents();
  const studyTitle = labels.find((l) => l.startsWith("A live operations dashboard"))!;
  await caseStudy.selectOption({ label: studyTitle });
  await page.getByLabel("The AI Integrations page").check();
  await expect(page.getByLabel("The home page")).toBeChecked();
  await page.getByRole("button", { name: "Create testimonial" }).click();
  await expect(page).toHaveURL(/\/admin\/testimonials$/);
  const row = page.getByRole("row").filter({ hasText: name });
  await expect(row.getByText("Draft")).toBeVisible();

  // A draft is nowhere public.
  await page.goto("/");
  await expect(testimonials(page).getByText(quote)).toHaveCount(0);

  await page.goto("/admin/testimonials");
  await row.getByRole("button", { name: `Publish the testimonial by ${name}` }).click();
  await expect(row.getByText("Published")).toBeVisible();

  await page.goto("/");
  const card = testimonials(page).getByRole("figure").filter({ hasText: quote });
  await expect(card).toBeVisible();
  await expect(card.getByText(name)).toBeVisible();
  await expect(card.getByText("Rear admiral, Navy")).toBeVisible();
  const studyLink = card.getByRole("link", { name: /^Read the case study/ });
  const studyPath = (await studyLink.getAttribute("href"))!;
  expect(studyPath).toMatch(/^\/work\/[a-z0-9-]+$/);
  expect(await reviewMarkup(page)).toEqual([]);

  await page.goto("/services/ai-integrations");
  await expect(testimonials(page).getByText(quote)).toBeVisible();
  expect(await reviewMarkup(page)).toEqual([]);
  expect(await axeInBothThemes(page)).toEqual([]);
  await page.goto("/services/web-development");
  await expect(page.getByText(quote)).toHaveCount(0);

  await page.goto(studyPath);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(studyTitle);
  await expect(testimonials(page).getByText(quote)).toBeVisible();

  // Edit: the new words replace the old on every page.
  await page.goto("/admin/testimonials");
  await row.getByRole("link", { name: `Edit the testimonial by ${name}` }).click();
  await expect(page.getByLabel("Quote")).toHaveValue(quote);
  const edited = `${quote} Edited.`;
  await page.getByLabel("Quote").fill(edited);
  await page.getByRole("button", { name: "Save testimonial" }).click();
  await expect(page).toHaveURL(/\/admin\/testimonials$/);
  await page.goto("/");
  await expect(testimonials(page).getByText(edited)).toBeVisible();

  // Unpublished: gone from all three pages.
  await page.goto("/admin/testimonials");
  await row.getByRole("button", { name: `Unpublish the testimonial by ${name}` }).click();
  await expect(row.getByText("Draft")).toBeVisible();
  for (const path of ["/", "/services/ai-integrations", studyPath]) {
    await page.goto(path);
    await expect(page.getByText(edited), path).toHaveCount(0);
  }

  // Delete asks first; Cancel keeps it.
  await page.goto("/admin/testimonials");
  await row.getByRole("button", { name: `Delete “${name}”` }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog.getByRole("button", { name: "Cancel" })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(row).toHaveCount(1);
  await row.getByRole("button", { name: `Delete “${name}”` }).click();
  await dialog.getByRole("button", { name: "Delete testimonial" }).click();
  await expect(row).toHaveCount(0);
});

test("the admin list marks the samples, at a phone's width too", async ({ staffPage: page }) => {
  await page.setViewportSize({ width: 320, height: 720 });
  await page.goto("/admin/testimonials");
  const sample = page.getByRole("row").filter({ hasText: "Priya S." });
  await expect(sample.getByText("Sample")).toBeVisible();
  await expect(
    sample
      .getByRole("button", { name: "Publish the testimonial by Priya S." })
      .or(sample.getByRole("button", { name: "Unpublish the testimonial by Priya S." })),
  ).toBeVisible();
});
