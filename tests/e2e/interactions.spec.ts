import { expect, test } from "./fixtures";

test.describe("navigation", () => {
  test("Home is active only on /, the others by path prefix", async ({ page }) => {
    const nav = page.getByRole("navigation", { name: "Main" });
    await page.goto("/");
    await expect(nav.getByRole("link", { name: "Home" }).first()).toHaveAttribute(
      "aria-current",
      "page",
    );
    await page.goto("/services/ai-integrations");
    await expect(nav.getByRole("link", { name: "Our Services" }).first()).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(nav.getByRole("link", { name: "Home" }).first()).not.toHaveAttribute(
      "aria-current",
      "page",
    );
  });

  test("mobile menu opens, closes when a link is chosen and on Escape", async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 740 });
    await page.goto("/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    const close = page.getByRole("button", { name: "Close menu" });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    await page
      .getByRole("navigation", { name: "Main" })
      .getByRole("link", { name: "Our Work" })
      .click();
    await expect(page).toHaveURL(/\/work$/);
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute(
      "aria-expanded",
      "false",
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Our Work");

    await page.getByRole("button", { name: "Open menu" }).click();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("button", { name: "Open menu" })).toBeFocused();
  });

  test("a path change scrolls to the top", async ({ page }) => {
    await page.goto("/services");
    await page.evaluate(() => window.scrollTo({ top: 3000, behavior: "instant" }));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.getByRole("contentinfo").getByRole("link", { name: "Privacy Policy" }).click();
    await expect(page).toHaveURL(/privacy-policy/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test("/blog and /team redirect to /blogs and /about-us", async ({ page }) => {
    await page.goto("/blog");
    await expect(page).toHaveURL(/\/blogs$/);
    await page.goto("/team");
    await expect(page).toHaveURL(/\/about-us$/);
  });
});

test("service FAQ accordion: one open at a time, and collapsible", async ({ page }) => {
  await page.goto("/services/web-development");
  const questions = page.locator("details");
  await expect(questions).toHaveCount(5);
  const first = page.getByText("How long does a web project take?");
  const second = page.getByText("Which technologies do you use?");
  await first.click();
  await expect(questions.nth(0)).toHaveAttribute("open", "");
  await second.click();
  await expect(questions.nth(1)).toHaveAttribute("open", "");
  await expect(questions.nth(0)).not.toHaveAttribute("open", "");
  await second.click();
  await expect(questions.locator("[open]")).toHaveCount(0);
  await expect(page.locator("details[open]")).toHaveCount(0);
  // Keyboard: the question is a focusable control that Enter toggles.
  await first.focus();
  await page.keyboard.press("Enter");
  await expect(questions.nth(0)).toHaveAttribute("open", "");
});

test("work filters: links, default all, one current at a time, the two calls to action", async ({
  page,
}) => {
  await page.goto("/work");
  const filters = page.getByRole("navigation", { name: "Filter projects by category" });
  await expect(filters.getByRole("link")).toHaveCount(6);
  const current = (name: string) => filters.getByRole("link", { name, exact: true });
  await expect(current("All Projects")).toHaveAttribute("aria-current", "page");
  await current("AI Solutions").click();
  await expect(page).toHaveURL(/\/work\/category\/ai-solutions$/);
  await expect(current("AI Solutions")).toHaveAttribute("aria-current", "page");
  await expect(current("All Projects")).not.toHaveAttribute("aria-current");
  await expect(page.getByRole("link", { name: "Start a Project" })).toHaveAttribute(
    "href",
    "/contact",
  );
  await expect(page.getByRole("link", { name: "View Our Services" })).toHaveAttribute(
    "href",
    "/services",
  );
});

test("404 page: spec texts, a way home, and the path reported to the server", async ({
  page,
  guard,
}) => {
  guard.allowDocument404();
  const report = page.waitForRequest(
    (r) => r.url().endsWith("/api/not-found") && r.method() === "POST",
  );
  const response = await page.goto("/no/such/page?x=1");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("404");
  await expect(page.getByText("Oops! The page you're looking for doesn't exist.")).toBeVisible();
  expect((await report).postDataJSON()).toMatchObject({ path: "/no/such/page?x=1" });
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});

test("unknown service: 'Service Not Found' with Back to Services, status 404", async ({
  page,
  guard,
}) => {
  guard.allowDocument404();
  const response = await page.goto("/services/quantum-blockchain");
  expect(response?.status()).toBe(404);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Service Not Found");
  await page.getByRole("link", { name: "Back to Services" }).click();
  await expect(page).toHaveURL(/\/services$/);
});
