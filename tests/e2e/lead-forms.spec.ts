import { SignJWT } from "jose";

import { E2E_STAFF, expect, test } from "./staff-fixtures";

let address = 0;
test.beforeEach(async ({ page }) => {
  // Each test its own client address: the per-address limits must not be what is tested here.
  await page.setExtraHTTPHeaders({ "x-forwarded-for": `203.0.113.${++address}` });
});

test("contact: Missing Information, then sent, cleared, and in the staff inbox", async ({
  page,
  browser,
  baseURL,
}) => {
  await page.goto("/contact");
  await expect(page.getByRole("heading", { name: "Send us a message" })).toBeVisible();
  await expect(page.getByPlaceholder("Your full name")).toBeVisible();
  await expect(page.getByPlaceholder("Tell us about your project...")).toHaveAttribute("rows", "6");
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Missing Information")).toBeVisible();
  await expect(page.getByText("Please fill in all fields before submitting.")).toBeVisible();

  const name = `Visitor ${Date.now()}`;
  await page.locator("#contact-name").fill(name);
  await page.locator("#contact-email").fill("visitor@example.com");
  await page.locator("#contact-phone").fill("+1 555 010 0000");
  await page.locator("#contact-message").fill("We need a new website.");
  await page.waitForTimeout(1200); // the minimum fill time (FORM_MIN_FILL_SECONDS=1 in e2e)
  await page.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByText("Message Sent!")).toBeVisible({ timeout: 15_000 });
  await expect(page.locator("#contact-name")).toHaveValue("");

  const staff = await browser.newContext({ baseURL });
  const token = await new SignJWT({ email: E2E_STAFF.email })
    .setProtectedHeader({ alg: "HS256" })
    .setSubject("local-admin")
    .setIssuer("agency-site")
    .setAudience("staff")
    .setExpirationTime("1h")
    .sign(new TextEncoder().encode(E2E_STAFF.sessionSecret));
  await staff.addCookies([{ name: "agency_staff_session", value: token, url: baseURL! }]);
  const inbox = await staff.newPage();
  await inbox.goto("/admin/leads");
  await expect(inbox.getByRole("heading", { name })).toBeVisible();
  await staff.close();
});

test("booking: disabled until complete, preselected service, success and home after 3 s", async ({
  page,
}) => {
  await page.goto("/book-service?service=saas-solutions");
  await expect(page.getByRole("heading", { level: 1, name: "Book Your Service" })).toBeVisible();
  await expect(page.locator("#booking-service")).toHaveValue("saas-solutions");
  const submit = page.getByRole("button", { name: "Book Service" });
  await expect(submit).toBeDisabled();
  await page.locator("#booking-name").fill("Booker");
  await page.locator("#booking-email").fill("not-an-email");
  await page.locator("#booking-phone").fill("+44 20 7946 0000");
  await page.locator("#booking-message").fill("A SaaS MVP");
  await expect(submit).toBeEnabled();
  await page.waitForTimeout(1200);
  await submit.click();
  await expect(page.getByText("Enter a valid email address")).toBeVisible();
  await page.locator("#booking-email").fill("booker@example.com");
  await submit.click();
  await expect(page.getByText("Service Booked Successfully!")).toBeVisible({ timeout: 15_000 });
  await expect(page).toHaveURL(/\/$/, { timeout: 10_000 });
});

test("newsletter: subscribe from the footer", async ({ page }) => {
  await page.goto("/about-company");
  await page.getByLabel("Email address", { exact: true }).fill(`reader${Date.now()}@example.com`);
  await page.waitForTimeout(1200);
  await page.getByRole("button", { name: "Subscribe" }).click();
  await expect(page.getByText("Check your inbox to confirm your subscription.")).toBeVisible({
    timeout: 15_000,
  });
});
