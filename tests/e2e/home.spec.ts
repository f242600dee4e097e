import { expect, test } from "./fixtures";

test("hero video: muted loop at 0.8×, fades in, pausable", async ({ page }) => {
  await page.goto("/");
  const video = page.getByTestId("hero-video");
  await expect(video).toHaveJSProperty("muted", true);
  await expect(video).toHaveJSProperty("loop", true);
  await expect(video).toHaveAttribute("poster", /hero-poster/);
  await expect(video).toHaveJSProperty("preload", "auto"); // switched once visible
  await expect(video).toHaveJSProperty("playbackRate", 0.8);
  await expect(video).toHaveClass(/opacity-100/);
  await page.getByRole("button", { name: "Pause background video" }).click();
  await expect(video).toHaveJSProperty("paused", true);
  await expect(page.getByRole("button", { name: "Play background video" })).toBeVisible();
  await expect(
    page.getByRole("link", { name: "Start Your Web Development Project" }),
  ).toHaveAttribute("href", "/services");
});

test("home lists the six overview cards and both CTAs", async ({ page }) => {
  await page.goto("/");
  for (const [name, href] of [
    ["Web Development Services", "/services/web-development"],
    ["Mobile App Development", "/services/app-development"],
    ["AI Integration Services", "/services/ai-integrations"],
    ["Custom Website Solutions", "/services/custom-websites"],
    ["Our Portfolio & Case Studies", "/work"],
    ["Get Free Consultation", "/contact"],
  ] as const) {
    await expect(
      page.getByRole("link", { name: new RegExp(`^${name.replace(/[&]/g, "\\$&")}`) }),
    ).toHaveAttribute("href", href);
  }
  await expect(page.getByRole("link", { name: "Book Free Consultation" }).first()).toHaveAttribute(
    "href",
    "/book-service",
  );
  await expect(page.getByRole("link", { name: "View All Services" }).first()).toHaveAttribute(
    "href",
    "/services",
  );
  await expect(page.getByRole("group", { name: "Client testimonials" })).toBeVisible();
});

test("particles: 40 on desktop, 25 under 768 px, started after 1 s", async ({ page }) => {
  await page.goto("/");
  const canvas = page.getByTestId("particles").first();
  await expect(canvas).toHaveAttribute("data-count", "40", { timeout: 5000 });
  expect(Number(await canvas.getAttribute("data-started-at"))).toBeGreaterThanOrEqual(1000);
  await page.setViewportSize({ width: 375, height: 740 });
  await expect(canvas).toHaveAttribute("data-count", "25", { timeout: 5000 });
});

test.describe("reduced motion", () => {
  test.use({ reducedMotion: "reduce" });
  test("no video and no particle animation", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByTestId("hero-video")).toHaveCount(0);
    await page.waitForTimeout(1500);
    // The canvas may be sized, but nothing animates: two frames a moment apart are identical.
    const frame = () =>
      page
        .getByTestId("particles")
        .first()
        .evaluate((c: HTMLCanvasElement) => c.toDataURL());
    const a = await frame();
    await page.waitForTimeout(300);
    expect(await frame()).toBe(a);
  });
});
