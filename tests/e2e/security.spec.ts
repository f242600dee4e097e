import { bare, expect, test } from "./fixtures";

const EXPECTED = {
  "x-content-type-options": "nosniff",
  "x-frame-options": "DENY",
  "referrer-policy": "strict-origin-when-cross-origin",
};

/** script-src of a policy, or fails the test. */
function scriptSrc(policy: string | undefined): string {
  const directive = policy
    ?.split(";")
    .map((d) => d.trim())
    .find((d) => d.startsWith("script-src"));
  expect(directive, `script-src in ${policy}`).toBeTruthy();
  return directive ?? "";
}

// Headers only: `bare` opens no browser page (there is none for the guard to watch).
bare.describe("security headers", () => {
  for (const [what, path, status] of [
    ["a static page", "/services", 200],
    ["a per-request page", "/blogs", 200],
    ["an error page", "/this-page/does-not-exist", 404],
    ["a route handler", "/api/health", 200],
  ] as const) {
    bare(`${what} (${path})`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(status);
      const headers = response.headers();
      for (const [name, value] of Object.entries(EXPECTED)) expect(headers[name]).toBe(value);
      expect(headers["permissions-policy"]).toContain("camera=()");
      expect(headers["strict-transport-security"]).toContain("max-age=");
      expect(headers["x-powered-by"]).toBeUndefined();
      const policy = headers["content-security-policy"];
      expect(policy).toContain("frame-ancestors 'none'");
      if (path.startsWith("/api/")) {
        expect(policy).toContain("default-src 'none'");
      } else {
        const scripts = scriptSrc(policy);
        expect(scripts).not.toContain("unsafe-inline");
        expect(scripts).toMatch(/'(nonce|sha256)-/);
      }
    });
  }

  bare(
    "nonces are fresh on every request; static pages are authorized by hash",
    async ({ request }) => {
      // A search is rendered per request; the list itself is a cached page (hashes).
      const nonceOf = async () =>
        /'nonce-([^']+)'/.exec(
          scriptSrc((await request.get("/blogs?q=next")).headers()["content-security-policy"]),
        )?.[1];
      const [a, b] = [await nonceOf(), await nonceOf()];
      expect(a).toBeTruthy();
      expect(a).not.toBe(b);
      for (const path of ["/services", "/blogs", "/"]) {
        const policy = (await request.get(path)).headers()["content-security-policy"];
        expect(scriptSrc(policy), path).toMatch(/^script-src 'self'/);
        expect(scriptSrc(policy), path).not.toMatch(/nonce-|unsafe-/);
      }
    },
  );
});

test("the CSP blocks a script injected into a post while the site's own scripts run", async ({
  page,
  guard,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.goto("/blogs");
  const href = await page.locator("article a[href^='/blogs/']").first().getAttribute("href");
  expect(href).toBeTruthy();
  // Stand-in for a sanitizer bypass: the post's HTML gains an inline script and an inline handler.
  await page.route(`**${href}`, async (route) => {
    const original = await route.fetch();
    // At the end of <body>, where React's hydration tolerates foreign nodes (as from extensions).
    const html = (await original.text()).replace(
      "</body>",
      `<script>window.__injected = "script"</script><img alt="" src="/x.png" onerror="window.__injected = 'handler'"></body>`,
    );
    await route.fulfill({ response: original, body: html });
  });
  const violations: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error" && /Content Security Policy/.test(m.text())) violations.push(m.text());
  });
  await page.goto(href ?? "/blogs");
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

  // The site's own scripts ran: the page hydrated and the menu answers.
  await page.getByRole("button", { name: "Open menu" }).click();
  await expect(page.getByRole("button", { name: "Close menu" })).toHaveAttribute(
    "aria-expanded",
    "true",
  );
  // The injected ones did not.
  expect(await page.evaluate(() => (window as { __injected?: string }).__injected)).toBeUndefined();
  await expect.poll(() => violations.length).toBeGreaterThanOrEqual(2);
  // Those violations (and the missing /x.png) are this test's point, not console noise.
  guard.consoleErrors.splice(
    0,
    guard.consoleErrors.length,
    ...guard.consoleErrors.filter(
      (e) => !/Content Security Policy|CSP violation|status of 404/.test(e),
    ),
  );
});
