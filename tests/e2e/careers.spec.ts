import type { APIRequestContext, Page } from "@playwright/test";

import { axeInBothThemes } from "./support/axe-themes";
import { expect, test } from "./staff-fixtures";

// Issue 24, job openings: staff create and publish a role; /career lists it; its page carries a
// JobPosting; a visitor without JavaScript applies and the lead reaches /admin/leads; unpublished,
// it 404s. A role whose validThrough passes leaves /career and the sitemap by itself.

const jsonLd = async (page: Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
    (text) => JSON.parse(text) as Record<string, unknown>,
  );
const status = async (request: APIRequestContext, path: string) =>
  (await request.get(path, { maxRedirects: 0 })).status();
const inSitemap = async (request: APIRequestContext, slug: string) =>
  (await (await request.get("/sitemap.xml")).text()).includes(`/career/${slug}<`);
const listed = async (request: APIRequestContext, title: string) =>
  (await (await request.get("/career")).text()).includes(title);
/** datetime-local's value, in UTC as the form reads it. */
const utc = (ms: number) => new Date(ms).toISOString().slice(0, 19);

async function createRole(page: Page, title: string, closesAt: number) {
  await page.goto("/admin/careers/new");
  await page.getByLabel("Title").fill(title);
  await page.getByLabel(/^Summary/).fill("Lead client projects, for the e2e test.");
  await page.getByLabel("Description").fill("## The role\n\nShip **good** software.");
  await page.getByLabel("Workplace").selectOption("remote");
  await page.getByLabel(/^Remote applicants from/).fill("IN, DE");
  await page.getByLabel("Minimum").fill("2000000");
  await page.getByLabel("Maximum").fill("3000000");
  await page.getByLabel("Closes at (UTC)").fill(utc(closesAt));
  await page.getByLabel("Status").selectOption("published");
  await page.getByRole("button", { name: "Create job opening" }).click();
  await expect(page).toHaveURL(/\/admin\/careers$/);
  const row = page.getByRole("row").filter({ hasText: title });
  await expect(row.getByText("Open", { exact: true })).toBeVisible();
  return (await row.getByRole("link", { name: title, exact: true }).getAttribute("href"))!
    .split("/")
    .pop()!;
}

type Role = { title: string; slug: string };

/**
 * A role closing 45 s from now, listed and in the sitemap until then. The test that makes it goes
 * on with other work and checks at its end that the role left by itself: the wait for the closing
 * time overlaps that work instead of holding a worker idle (the same reads with the clock moved:
 * tests/integration/careers.embedded.test.ts).
 */
async function createShortLivedRole(page: Page, request: APIRequestContext): Promise<Role> {
  const title = `Short-lived role ${Date.now()}`;
  const slug = await createRole(page, title, Date.now() + 45_000);
  expect(await listed(request, title)).toBe(true);
  expect(await inSitemap(request, slug)).toBe(true);
  return { title, slug };
}

/** No write, no deploy: the cached reads end at the closing time and the next renders drop it. */
async function expectClosedByItself(page: Page, request: APIRequestContext, role: Role) {
  const { title, slug } = role;
  await expect
    .poll(async () => (await listed(request, title)) || (await inSitemap(request, slug)), {
      timeout: 120_000,
    })
    .toBe(false);
  await expect
    .poll(async () => (await (await request.get(`/career/${slug}`)).text()).includes("is closed"), {
      timeout: 60_000,
    })
    .toBe(true);
  await page.goto(`/career/${slug}`);
  await expect(page.getByText("This role is closed")).toBeVisible();
  expect((await jsonLd(page)).some((n) => n["@type"] === "JobPosting")).toBe(false);
  await expect(page.getByRole("button", { name: "Send application" })).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
}
test("a job opening is published, applied for without JavaScript, then unpublished; another leaves /career and the sitemap by itself when its closing time passes", async ({
  staffPage: page,
  browser,
  request,
  baseURL,
}) => {
  test.setTimeout(300_000);
  const shortLived = await createShortLivedRole(page, request);
  const title = `Platform Engineer ${Date.now()}`;

  // The form's rules: a salary range upside down is refused with a message at the field, the
  // values kept.
  await page.goto("/admin/careers/new");
  expect(await axeInBothThemes(page)).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.getByLabel("Title").fill(title);
  await page.getByLabel(/^Summary/).fill("Refused first.");
  await page.getByLabel("Minimum").fill("50");
  await page.getByLabel("Maximum").fill("10");
  await page.getByRole("button", { name: "Create job opening" }).click();
  await expect(page.getByText("The maximum must be at least the minimum")).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveValue(title);
  await expect(page.getByLabel("Title")).toHaveAttribute("aria-invalid", "false");
  const slug = await createRole(page, title, Date.now() + 30 * 86_400_000);

  await page.goto("/career");
  await expect(page.getByRole("link", { name: title, exact: true })).toBeVisible();
  expect(await axeInBothThemes(page)).toEqual([]);
  expect(await inSitemap(request, slug)).toBe(true);

  await page.goto(`/career/${slug}`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  await expect(page.locator("strong", { hasText: "good" })).toBeVisible();
  // Visitors read country names; the JobPosting below keeps the ISO codes.
  await expect(page.getByRole("definition").filter({ hasText: "India, Germany" })).toBeVisible();
  const posting = (await jsonLd(page)).find((n) => n["@type"] === "JobPosting")!;
  expect(posting).toMatchObject({
    title,
    employmentType: "FULL_TIME",
    jobLocationType: "TELECOMMUTE",
    applicantLocationRequirements: [{ name: "IN" }, { name: "DE" }],
    hiringOrganization: { "@type": "Organization" },
    baseSalary: { currency: "INR", value: { minValue: 2000000, maxValue: 3000000 } },
  });
  expect(Date.parse(posting.validThrough as string)).toBeGreaterThan(Date.now());
  expect(Date.parse(posting.datePosted as string)).toBeLessThanOrEqual(Date.now());
  expect(await axeInBothThemes(page)).toEqual([]);

  // Apply with JavaScript off: a plain form post, answered by the page.
  const noJs = await browser.newContext({
    baseURL,
    javaScriptEnabled: false,
    extraHTTPHeaders: { "x-forwarded-for": "192.0.2.240" },
  });
  const plain = await noJs.newPage();
  await plain.goto(`/career/${slug}`);
  const form = plain.getByRole("form", { name: `Apply for ${title}` });
  await form.getByLabel("Full name").fill("Grace Applicant");
  await form.getByLabel("Email address").fill(`grace-${Date.now()}@example.com`);
  await form.getByLabel("Link to your CV or portfolio").fill("https://example.com/grace-cv");
  await form.getByLabel("Cover note").fill("I like calm, careful engineering.");
  // The page's render time is the form's start: wait until the minimum fill time has passed.
  const started = Number(await form.locator('input[name="startedAt"]').inputValue());
  await expect.poll(() => Date.now() - started).toBeGreaterThan(1500);
  await form.getByRole("button", { name: "Send application" }).click();
  await expect(plain.getByText("Application sent!")).toBeVisible();
  await noJs.close();

  await page.goto("/admin/leads");
  const lead = page.getByRole("listitem").filter({ hasText: "Grace Applicant" }).first();
  await expect(lead.getByText("job application")).toBeVisible();
  await expect(lead.getByText(title)).toBeVisible();
  await expect(lead.getByText("https://example.com/grace-cv")).toBeVisible();

  // Unpublish: gone from the list and the sitemap; its address 404s.
  await page.goto("/admin/careers");
  const row = page.getByRole("row").filter({ hasText: title });
  await page.goto((await row.getByRole("link", { name: `Edit “${title}”` }).getAttribute("href"))!);
  expect(await axeInBothThemes(page)).toEqual([]);
  await page.getByLabel("Status").selectOption("draft");
  await page.getByRole("button", { name: "Save job opening" }).click();
  await expect(page).toHaveURL(/\/admin\/careers$/);
  expect(await status(request, `/career/${slug}`)).toBe(404);
  expect(await listed(request, title)).toBe(false);
  expect(await inSitemap(request, slug)).toBe(false);

  await expectClosedByItself(page, request, shortLived);
});

test("the seeded demo openings read like real roles, each marked once as demo content", async ({
  page,
}) => {
  await page.goto("/career");
  const roles = page.getByRole("list", { name: "Open roles" }).getByRole("listitem");
  const demo = roles.filter({ hasText: "Senior Full-Stack Engineer (Next.js)" });
  await expect(demo.getByText("Demo content", { exact: true })).toHaveCount(1);
  await expect(page.getByText(/Sample:|a sample (role|opening)/i)).toHaveCount(0);
  await demo
    .getByRole("link", { name: "Senior Full-Stack Engineer (Next.js)", exact: true })
    .click();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Senior Full-Stack Engineer (Next.js)",
  );
  const hero = page.locator("section", { has: page.getByRole("heading", { level: 1 }) });
  await expect(hero.getByText("Demo content", { exact: true })).toHaveCount(1);
  await expect(page.getByRole("definition").filter({ hasText: /^India$/ })).toBeVisible();
});
