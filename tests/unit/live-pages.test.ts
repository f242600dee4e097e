// A staff redirect from one of the site's own pages would send every visitor away from it
// (lib/redirects/live-pages.ts): every page route the app has counts, whatever is added later.
import { readdirSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { services } from "@/content/services";
import { isLivePage } from "@/lib/redirects/live-pages";
import { WORK_CATEGORIES } from "@/lib/work/fields";

const site = path.resolve(import.meta.dirname, "../../app/(site)");

/** Every page route under app/(site) with no dynamic segment, as its address. */
function fixedRoutes(): string[] {
  return readdirSync(site, { recursive: true, encoding: "utf8" })
    .filter((file) => path.basename(file) === "page.tsx" && !file.includes("["))
    .map((file) =>
      path
        .dirname(file)
        .split(path.sep)
        .filter((segment) => segment !== "." && !/^\(.*\)$/.test(segment))
        .join("/"),
    )
    .map((route) => `/${route}`)
    .filter((route) => route !== "/");
}

describe("the site's live pages", () => {
  it.each(fixedRoutes())("counts the page %s", (route) => {
    expect(isLivePage(route)).toBe(true);
  });

  it("counts each service, each work category and the list's pages", () => {
    for (const s of services) expect(isLivePage(`/services/${s.id}`), s.id).toBe(true);
    for (const c of WORK_CATEGORIES) expect(isLivePage(`/work/category/${c}`), c).toBe(true);
    expect(isLivePage("/blogs/page/2")).toBe(true);
  });

  it.each(["/old-page", "/services-old", "/services/retired-service", "/blogs/page/0", "/work/x"])(
    "leaves %s free for a redirect",
    (route) => {
      expect(isLivePage(route)).toBe(false);
    },
  );
});
