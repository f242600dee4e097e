import { axeInBothThemes } from "./support/axe-themes";
import { seededAnalytics } from "./support/analytics-rows";
import { expect, test } from "./staff-fixtures";

// Issue 28's dashboard: staff open /admin/analytics from the nav, pick the seeded days with the
// range form (a plain GET form), and read the seeded roll-ups in the headline figures, the top
// pages (with the booking conversion) and the campaigns; every chart has its table; the CSV link
// exports the same period; and the page passes axe in both themes on a phone and a desktop.

test("the dashboard shows the seeded days through the range form, with tables and CSV", async ({
  staffPage: page,
}) => {
  test.setTimeout(120_000);
  const seeded = seededAnalytics();
  await page.goto("/admin");
  await page
    .getByRole("navigation", { name: "Staff" })
    .getByRole("link", { name: "Analytics" })
    .click();
  await expect(page).toHaveURL(/\/admin\/analytics$/);
  await expect(page.getByRole("heading", { level: 1, name: "Analytics" })).toBeVisible();
  await expect(page.getByText(/visitors? in the last 30 minutes/)).toBeVisible();

  await page.getByLabel("From", { exact: true }).fill(seeded.from);
  await page.getByLabel("To", { exact: true }).fill(seeded.to);
  await page.getByRole("button", { name: "Show period" }).click();
  await expect(page).toHaveURL(new RegExp(`from=${seeded.from}&to=${seeded.to}`));

  const figures = page.getByRole("list", { name: "Headline figures" });
  await expect(figures.getByRole("listitem").filter({ hasText: "Visitors" })).toContainText(
    seeded.visitors.toLocaleString("en-US"),
  );

  const pages = page.getByRole("table", { name: /Top pages/ });
  const row = pages.getByRole("row").filter({ hasText: seeded.page.path });
  await expect(row.getByRole("cell").nth(0)).toHaveText(String(seeded.page.visitors));
  await expect(row.getByRole("cell").nth(2)).toHaveText(String(seeded.page.bookings));
  await expect(row.getByRole("cell").last()).toHaveText("10%"); // 42 bookings ÷ 420 visitors
  const campaigns = page.getByRole("table", { name: /UTM campaigns/ });
  await expect(
    campaigns.getByRole("row").filter({ hasText: seeded.campaign.name }).getByRole("cell").first(),
  ).toHaveText(String(seeded.campaign.visitors));

  // Each chart's table alternative is one disclosure away, by keyboard too.
  const devices = page.getByRole("region", { name: "Devices" });
  await devices.locator("summary").focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("table", { name: /Devices/ })).toBeVisible();
  const traffic = page.getByRole("region", { name: /Visitors and page views per day/ });
  await traffic.locator("summary").click();
  await expect(page.getByRole("table", { name: /per day/ }).getByRole("row")).toHaveCount(7);

  const csvLink = page.getByRole("link", {
    name: "CSV: Top pages: visitors, page views, goals and conversion",
  });
  const csv = await page.request.get((await csvLink.getAttribute("href"))!);
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain(`${seeded.page.path},${seeded.page.visitors},`);
});

test("/admin/analytics is axe-clean in both themes at 375 and 1440 px", async ({
  staffPage: page,
}) => {
  test.setTimeout(120_000);
  const seeded = seededAnalytics();
  await page.goto(`/admin/analytics?from=${seeded.from}&to=${seeded.to}`);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByRole("table", { name: /Top pages/ })).toBeVisible();
  expect(await axeInBothThemes(page)).toEqual([]);
});
