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
  const main = page.getByRole("main");
  await expect(main.getByRole("link", { name: "Book Free Consultation" })).toHaveAttribute(
    "href",
    "/book-service",
  );
  await expect(main.getByRole("link", { name: "View All Services" })).toHaveAttribute(
    "href",
    "/services",
  );
});

// Without script: what the server sends is what a visitor (and a crawler) gets.
test.describe("rendered on the server", () => {
  test.use({ javaScriptEnabled: false });

  test("proof and testimonials: the spec's claims and three reasons, every quote", async ({
    page,
  }) => {
    await page.goto("/");
    const proof = page.getByRole("region", { name: "Why Choose Nimbus Labs" });
    for (const text of ["21+", "98%", "24/7", "3+", "Years of experience", "since 2022"]) {
      await expect(proof.getByText(text, { exact: false }).first()).toBeVisible();
    }
    // The spec's three points (fast development, results-driven, expert team support), each
    // named in its title.
    await expect(proof.getByRole("heading", { level: 3 })).toHaveText([
      /^Fast: /,
      /^Results-driven: /,
      /^Expert support: /,
    ]);
    await expect(proof.getByRole("listitem").filter({ hasText: /^Startups$/ })).toHaveCount(1);
    // The quotes are the seeded sample testimonials now (staff-managed; other specs may add one).
    // Each is on the page once: the proof tile's quote is left out of the list below it.
    const quotes = page.getByRole("list", { name: "Client testimonials" });
    for (const name of ["Priya S.", "Daniel M.", "Aisha K."]) {
      await expect(page.getByRole("figure").filter({ hasText: name })).toHaveCount(1);
    }
    await expect(proof.getByRole("figure")).toHaveCount(1);
    // No rating the site cannot back: the proof counts the quotes the page shows, and links them.
    await expect(proof.getByText(/out of 5|reviews/)).toHaveCount(0);
    const shown = await quotes.getByRole("figure").count();
    const count = proof.getByRole("link", { name: `${shown} more clients quoted by name, below` });
    await expect(count).toHaveAttribute("href", "#clients");
    await expect(page.locator("#clients")).toHaveAccessibleName("What Our Clients Say");
  });

  test("Latest from the blog: three recent posts, none a stub", async ({ page }) => {
    await page.goto("/");
    const section = page.getByRole("region", { name: "Latest from the blog" });
    await section.scrollIntoViewIfNeeded();
    await expect(section.getByRole("article")).toHaveCount(3);
    // Whole posts only (lib/blog/repository.ts latestBlogs): each with its summary.
    for (const post of await section.getByRole("article").all())
      await expect(post.getByRole("paragraph").last()).not.toBeEmpty();
    await expect(section.getByText("No summary available")).toHaveCount(0);
    await expect(section.getByRole("heading", { level: 3 }).first()).toBeVisible();
    await expect(section.getByRole("link", { name: /^Read More about / }).first()).toHaveAttribute(
      "href",
      /^\/blogs\/[a-z0-9-]+$/,
    );
    await expect(section.getByRole("link", { name: "View all posts" })).toHaveAttribute(
      "href",
      "/blogs",
    );
  });
});

/** How many particles are painted: box-shadow entries of the visible layers. */
function countParticles(page: import("@playwright/test").Page) {
  return page
    .getByTestId("particles")
    .first()
    .evaluate((layer) =>
      [...layer.children].reduce((sum, dot) => {
        const style = getComputedStyle(dot);
        if (style.display === "none" || style.boxShadow === "none") return sum;
        // One colour per shadow, whatever notation the browser computes it in (rgb(), oklch(), …).
        return (
          sum +
          (style.boxShadow.match(/\b(?:rgba?|hsla?|oklch|oklab|lab|lch|color)\(/g)?.length ?? 0)
        );
      }, 0),
    );
}

test("particles: 40 on desktop, 25 under 768 px, started after 1 s", async ({ page }) => {
  await page.goto("/");
  expect(await countParticles(page)).toBe(40);
  const dots = page.getByTestId("particles").first().locator("i");
  // Invisible at first paint, faded in once the 1 s delay has passed.
  const delays = await dots.first().evaluate((dot) => getComputedStyle(dot).animationDelay);
  expect(delays.split(",").map((d) => parseFloat(d))).toEqual([1, 1]);
  await expect
    .poll(() => dots.first().evaluate((dot) => Number(getComputedStyle(dot).opacity)), {
      timeout: 5000,
    })
    .toBe(1);
  await page.setViewportSize({ width: 375, height: 740 });
  expect(await countParticles(page)).toBe(25);
});

test.describe("reduced motion", () => {
  test.use({ reducedMotion: "reduce" });
  test("no video and no particle animation", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByTestId("hero-video")).toHaveCount(0);
    await expect(page.getByTestId("particles").first()).toBeHidden();
  });
});
