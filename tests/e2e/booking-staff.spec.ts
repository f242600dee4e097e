// The staff side of booking (issue 30): the owner sets the calendar's working hours and a feed
// (saved, the feed shown masked, then both put back), sees a call booked through the domain (a
// signed Cal.com delivery to POST /api/webhooks/calcom) in the week view and on its lead, and
// both pages pass axe at 375 and 1440 px in both themes.
import { createHmac } from "node:crypto";

import { expect, test } from "./staff-fixtures";
import { axeInBothThemes } from "./support/axe-themes";
import { unique } from "./support/lead-form-helpers";

const CALCOM_SECRET = "e2e-calcom-webhook-secret-0123456789";
// A Tuesday well ahead, so the week is fixed whatever day the suite runs.
const WEEK = "2027-03-09";

test("staff set working hours and a feed; the saved feed is masked", async ({
  staffPage: page,
}) => {
  await page.goto("/admin/bookings/settings");
  const monday = page.getByLabel("Monday", { exact: true });
  const saturday = page.getByLabel("Saturday", { exact: true });
  const before = { monday: await monday.inputValue(), saturday: await saturday.inputValue() };
  const save = async () => {
    await page.getByRole("button", { name: "Save calendar" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Booking calendar saved." }),
    ).toBeVisible();
  };

  await monday.fill("08:30–12:00, 13:00–18:00");
  await saturday.fill("10:00-12:00");
  const secret = unique("feed-token");
  await page.getByLabel("Add feed addresses").fill(`http://127.0.0.1:9/${secret}/basic.ics`);
  await save();

  await page.reload();
  await expect(monday).toHaveValue("08:30–12:00, 13:00–18:00");
  await expect(saturday).toHaveValue("10:00–12:00");
  const feeds = page.getByRole("list", { name: "Saved calendar feeds" });
  await expect(feeds.getByText("127.0.0.1:9/…/basic.ics")).toBeVisible();
  expect(await page.content()).not.toContain(secret);

  // A bad range is refused beside its field and nothing changes.
  await monday.fill("9 to 5");
  await page.getByRole("button", { name: "Save calendar" }).click();
  await expect(page.getByText(/Use HH:MM–HH:MM/)).toBeVisible();
  await expect(monday).toBeFocused();

  // Put back what the other specs book against.
  await page.reload();
  await monday.fill(before.monday);
  await saturday.fill(before.saturday);
  await feeds.getByRole("checkbox", { name: "Remove" }).last().check();
  await save();
  await page.reload();
  await expect(monday).toHaveValue(before.monday);
  await expect(page.getByText(secret)).toHaveCount(0);
});

test("a booked call shows in the week view and on its lead; axe 0 on both pages", async ({
  staffPage: page,
  request,
}) => {
  const name = `Week Caller ${unique("cal")}`;
  const body = JSON.stringify({
    triggerEvent: "BOOKING_CREATED",
    payload: {
      uid: unique("calcom-uid"),
      title: "Intro call",
      startTime: `${WEEK}T15:00:00Z`,
      endTime: `${WEEK}T15:30:00Z`,
      attendees: [{ name, email: `${unique("caller")}@client.example`, timeZone: "Asia/Tokyo" }],
    },
  });
  const signature = createHmac("sha256", CALCOM_SECRET).update(body).digest("hex");
  const delivered = await request.post("/api/webhooks/calcom", {
    data: body,
    headers: { "content-type": "application/json", "x-cal-signature-256": signature },
  });
  expect(await delivered.json()).toEqual({ result: "created" });

  await page.goto("/admin/bookings");
  await page
    .getByRole("navigation", { name: "Staff" })
    .getByRole("link", { name: "Bookings" })
    .click();
  await expect(page.getByRole("heading", { level: 1, name: "Booked calls" })).toBeVisible();
  // Any week by the GET form, as without JavaScript.
  await page.getByLabel("Week of").fill(WEEK);
  await page.getByRole("button", { name: "Show" }).click();
  await expect(page).toHaveURL(/week=2027-03-0[0-9]/);
  const call = page.getByRole("link", { name });
  await expect(call).toBeVisible();
  await expect(page.getByRole("heading", { name: /Tuesday, Mar 9/ })).toBeVisible();
  expect(await axeInBothThemes(page)).toEqual([]);
  // Nothing wider than the window from a small phone to a wide desktop.
  for (const width of [320, 768, 1920]) {
    await page.setViewportSize({ width, height: 900 });
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `horizontal scroll at ${width} px`).toBe(0);
  }

  // The next week is empty; the previous link comes back.
  await page.getByRole("link", { name: "Next week →" }).click();
  await expect(page.getByText("No calls booked this week.")).toBeVisible();
  await page.getByRole("link", { name: "← Previous week" }).click();
  await call.click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(page.getByRole("definition").filter({ hasText: /Mar 9, .*–.*/ })).toBeVisible();

  await page.goto("/admin/bookings/settings");
  await expect(page.getByRole("heading", { level: 1, name: "Booking calendar" })).toBeVisible();
  expect(await axeInBothThemes(page)).toEqual([]);
});
