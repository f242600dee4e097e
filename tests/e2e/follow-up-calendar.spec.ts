// The follow-up calendar section of /admin/account, by keyboard-free clicks as staff use it: an
// address is made and shown once, a calendar app's GET on it answers an iCalendar feed; a new
// address makes the old one 401, and "Turn off" makes the new one 401 too.
import { expect, test } from "./staff-fixtures";

test.use({ extraHTTPHeaders: { "x-forwarded-for": "192.0.2.232" } });

test("staff make, replace and turn off their follow-up calendar address", async ({
  staffPage: page,
  request,
}) => {
  await page.goto("/admin/account");
  const section = page.getByRole("region", { name: "Follow-up calendar" });
  const address = section.getByRole("textbox", { name: /Address of/ });
  // The path only: the address names the build's origin, the server here listens elsewhere.
  const feed = async () => request.get(new URL(await address.inputValue()).pathname);

  await section.getByRole("button", { name: /Create an address|Make a new address/ }).click();
  await expect(address).toHaveValue(/\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
  await expect(section.getByText("From URL")).toBeVisible();
  await expect(section.getByText("Subscribe from web")).toBeVisible();
  const first = await feed();
  expect(first.status()).toBe(200);
  expect(first.headers()["content-type"]).toBe("text/calendar; charset=utf-8");
  expect(await first.text()).toMatch(/^BEGIN:VCALENDAR/);
  const firstPath = new URL(await address.inputValue()).pathname;

  await section.getByRole("button", { name: "Make a new address" }).click();
  await expect(address).not.toHaveValue(new RegExp(firstPath.replace(/[.]/g, "\\.") + "$"));
  expect((await request.get(firstPath)).status()).toBe(401);
  const secondPath = new URL(await address.inputValue()).pathname;
  expect((await request.get(secondPath)).status()).toBe(200);

  await section.getByRole("button", { name: "Turn off" }).click();
  await expect(section.getByText("Calendar address turned off.")).toBeVisible();
  await expect(address).toBeHidden();
  expect((await request.get(secondPath)).status()).toBe(401);
  await expect(section.getByRole("button", { name: "Create an address" })).toBeVisible();
});
