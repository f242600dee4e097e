import { test as base, expect, type Page } from "@playwright/test";

import { attachServerLog } from "./support/server-log";

type Guard = {
  consoleErrors: string[];
  externalRequests: string[];
  /** A main-document 404 is expected on not-found routes; its console line is not an error. */
  allowDocument404(): void;
};

/**
 * Every test's page is watched: a console error, a CSP violation, an uncaught exception or a
 * request to any host but the site itself fails the test after it ran.
 */
/** Any test whose page may log errors on purpose: a failure still shows the server's log lines. */
export const bare = base.extend<{ serverLogOnFailure: void }>({
  serverLogOnFailure: [
    async ({}, use, testInfo) => {
      await use();
      await attachServerLog(testInfo);
    },
    { auto: true },
  ],
});

export const test = bare.extend<{ guard: Guard }>({
  guard: [
    async ({ page, baseURL }, use) => {
      const origin = new URL(baseURL ?? "http://localhost").origin;
      let allow404 = false;
      const guard: Guard = {
        consoleErrors: [],
        externalRequests: [],
        allowDocument404: () => {
          allow404 = true;
        },
      };
      // Some violations (e.g. a library probing for eval) are never printed by the browser: report
      // every one as a console error, so each test also proves the page runs under its CSP.
      await page.addInitScript(() =>
        document.addEventListener("securitypolicyviolation", (e) =>
          console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}`),
        ),
      );
      // Next's router prefetches routes in the background; a prefetch its server has no cached
      // segment for is answered 404 by design (the router then fetches on navigation). Chromium
      // still prints that as a failed resource: those, and only those, are not page errors.
      const prefetchMisses = new Set<string>();
      // Any other 404 to a router request: its headers say which kind of request it was.
      const rsc404 = new Map<string, string>();
      page.on("response", (response) => {
        const headers = response.request().headers();
        if (response.status() !== 404 || !("rsc" in headers)) return;
        const prefetch =
          "next-router-prefetch" in headers || "next-router-segment-prefetch" in headers;
        if (prefetch) prefetchMisses.add(response.url());
        else rsc404.set(response.url(), JSON.stringify(headers));
      });
      page.on("console", (message) => {
        if (message.type() !== "error") return;
        if (allow404 && /status of 404/.test(message.text())) return;
        guard.consoleErrors.push(`${message.text()} @ ${message.location().url}`);
      });
      page.on("pageerror", (error) => guard.consoleErrors.push(`uncaught: ${error.message}`));
      page.on("request", (request) => {
        const url = request.url();
        if (url.startsWith("data:") || url.startsWith("blob:")) return;
        if (new URL(url).origin !== origin) guard.externalRequests.push(url);
      });
      await use(guard);
      const errors = guard.consoleErrors.flatMap((line) => {
        const [text = "", url = ""] = line.split(" @ ");
        if (!/status of 404/.test(text)) return [line];
        if (prefetchMisses.has(url)) return [];
        return [rsc404.has(url) ? `${line} (request headers ${rsc404.get(url)})` : line];
      });
      guard.consoleErrors.splice(0, guard.consoleErrors.length, ...errors);
      expect(guard.externalRequests, "requests to other hosts").toEqual([]);
      expect(guard.consoleErrors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** All internal hrefs on the current page, normalised to path + search, without fragments. */
export async function internalLinks(page: Page, origin: string): Promise<string[]> {
  const hrefs = await page.$$eval("a[href]", (anchors) =>
    anchors.map((a) => (a as HTMLAnchorElement).href),
  );
  const paths = new Set<string>();
  for (const href of hrefs) {
    const url = new URL(href);
    if (url.origin !== origin) continue;
    paths.add(`${url.pathname}${url.search}`);
  }
  return [...paths].sort();
}
