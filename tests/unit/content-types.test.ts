// The one declaration of the database-fed content (lib/publishing/content-types.mjs): what the
// page cache, the proxy, next.config.ts and the sitemap derive from it.
import { describe, expect, it } from "vitest";

import { services } from "@/content/services";
import {
  contentTypes,
  isCachedPage,
  itemOfPath,
  notCachedPageSource,
  sectionOf,
  showcases,
} from "@/lib/publishing/content-types.mjs";
import { WORK_CATEGORIES } from "@/lib/work/fields";

describe("the content-type declaration", () => {
  it("lists every service page and work category the site has", () => {
    expect(showcases.services.paths).toEqual(services.map((s) => `/services/${s.id}`));
    expect(contentTypes.work.listPaths).toEqual([
      "/work",
      ...WORK_CATEGORIES.map((c) => `/work/category/${c}`),
    ]);
  });

  it("serves each type's pages and the showcases from the page cache, nothing else", () => {
    const cached = ["/", "/blogs", "/blogs/page/3", "/blogs/a-post", "/work", "/work/x"];
    cached.push("/career", "/career/senior-engineer", "/about-us", "/services/web-development");
    for (const path of cached) expect(isCachedPage(path), path).toBe(true);
    const other = ["/blogs/search", "/blogs/page/0", "/contact", "/about-company", "/admin"];
    other.push("/work/category", "/career/x/y", "/blogs/a/opengraph-image", "/about-us/x");
    for (const path of other) expect(isCachedPage(path), path).toBe(false);
  });

  it("names an item's type and slug from its address, never a section page", () => {
    expect(itemOfPath("/blogs/hello")).toMatchObject({ type: { id: "post" }, raw: "hello" });
    expect(itemOfPath("/work/a/opengraph-image")).toMatchObject({ type: { id: "work" }, raw: "a" });
    expect(itemOfPath("/career/role")).toMatchObject({ type: { id: "job" }, raw: "role" });
    for (const path of ["/blogs/page", "/blogs/search", "/work/category", "/blogs/a/b", "/x/y"]) {
      expect(itemOfPath(path), path).toBeNull();
    }
    expect(sectionOf("/career")?.id).toBe("job");
    expect(sectionOf("/careers")).toBeNull();
  });

  it("keeps next.config.ts's default policy off every cached page", () => {
    // Next's path-to-regexp source `/:path(<re>)` matches the whole path after the first slash.
    const inner = /^\/:path\((.*)\)$/.exec(notCachedPageSource)?.[1];
    const matches = (path: string) => new RegExp(`^/${inner}$`).test(path);
    for (const path of [
      "/blogs/x",
      "/work",
      "/career/x",
      "/services/web-development",
      "/about-us",
    ]) {
      expect(matches(path), path).toBe(false);
    }
    for (const path of ["/contact", "/about-company", "/book-service", "/career-advice"]) {
      expect(matches(path), path).toBe(true);
    }
  });
});
