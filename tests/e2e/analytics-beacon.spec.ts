import { ATTRIBUTION_FIELDS, ATTRIBUTION_STORAGE_KEY } from "../../lib/analytics/attribution-keys";
import { expect, test } from "./fixtures";

// Issue 28's collection side as a visitor's browser sees it: no public address sets a cookie
// (the `curl -sI` check, every address of the sitemap); a campaign landing on a cached post keeps
// its UTM through the query redirect, sends a page view, and leaves no cookie, nothing in
// localStorage and only the attribution key in sessionStorage; a client-side navigation counts as
// a page view (and the time on the page before it as an engagement) without replacing the
// landing; the staff side never loads the beacon.

/** Every page address the sitemap lists (its index's sitemaps followed), as paths. */
async function sitemapPaths(request: import("@playwright/test").APIRequestContext) {
  const locs = async (url: string) =>
    [...(await (await request.get(url)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => new URL(m[1]!).pathname,
    );
  const paths: string[] = [];
  for (const path of await locs("/sitemap.xml")) {
    if (path.endsWith(".xml")) paths.push(...(await locs(path)));
    else paths.push(path);
  }
  return [...new Set(paths)];
}

test("no public address sets a cookie, the beacon's own included", async ({ request }) => {
  test.setTimeout(120_000);
  const paths = await sitemapPaths(request);
  expect(paths.length).toBeGreaterThan(10);
  for (const path of [...paths, "/visit.js", "/blogs/search?q=design", "/?utm_source=x"]) {
    const response = await request.head(path, { maxRedirects: 0 });
    expect(response.status(), path).toBeLessThan(400);
    expect(response.headers()["set-cookie"], path).toBeUndefined();
  }
  const beacon = await request.post("/api/visit", {
    data: JSON.stringify({ k: "v", p: "/", w: 1280 }),
    headers: { "content-type": "text/plain;charset=UTF-8" },
  });
  expect(beacon.status()).toBe(204);
  expect(beacon.headers()["set-cookie"]).toBeUndefined();
  // The staff side has its own layout: no beacon there.
  expect(await (await request.get("/admin/login")).text()).not.toContain("/visit.js");
});

test("a campaign landing is counted and kept in sessionStorage only", async ({ page, guard }) => {
  // The tab's first page is the landing: the post's address is read without opening a page.
  const list = await (await page.request.get("/blogs")).text();
  const post = /href="(\/blogs\/(?!page\/|search)[^"?#/]+)"/.exec(list)?.[1];
  expect(post).toBeTruthy();
  const beacons: Record<string, unknown>[] = [];
  page.on("request", (r) => {
    if (r.url().endsWith("/api/visit")) beacons.push(JSON.parse(r.postData() ?? "{}"));
  });
  const answered = page.waitForResponse((r) => r.url().endsWith("/api/visit"));
  await page.goto(`${post}?utm_source=newsletter&utm_campaign=q4`);
  expect((await answered).status()).toBe(204);
  expect(new URL(page.url()).search).toBe(""); // the cached page's own address
  expect(beacons).toContainEqual(
    expect.objectContaining({ k: "v", p: post, utm_source: "newsletter", utm_campaign: "q4" }),
  );
  const storage = () =>
    page.evaluate(() => ({
      cookie: document.cookie,
      local: localStorage.length,
      session: Object.fromEntries(Object.entries(sessionStorage)),
    }));
  const landing = {
    cookie: "",
    local: 0,
    session: {
      [ATTRIBUTION_STORAGE_KEY]: JSON.stringify({
        landingPage: post,
        utmSource: "newsletter",
        utmCampaign: "q4",
      }),
    },
  };
  expect(await storage()).toEqual(landing);
  // Only fields the lead forms post (lib/analytics/attribution-keys.ts).
  const kept = JSON.parse(landing.session[ATTRIBUTION_STORAGE_KEY]!) as object;
  expect(ATTRIBUTION_FIELDS).toEqual(expect.arrayContaining(Object.keys(kept)));

  // A client-side navigation: a page view of /work, an engagement of the post before it.
  const next = page.waitForRequest(
    (r) => r.url().endsWith("/api/visit") && r.postData()?.includes('"p":"/work"') === true,
  );
  await page
    .getByRole("navigation")
    .getByRole("link", { name: "Our Work", exact: true })
    .first()
    .click();
  await expect(page).toHaveURL(/\/work$/);
  expect(JSON.parse((await next).postData()!)).toMatchObject({ k: "v", p: "/work" });
  expect(beacons).toContainEqual(
    expect.objectContaining({ k: "e", p: post, d: expect.any(Number) }),
  );
  // Same tab, a later page without a campaign: the landing stays.
  expect(await storage()).toEqual(landing);
  expect(guard.externalRequests).toEqual([]);
});
