import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";

import { isCachedPage } from "@/lib/publishing/content-types.mjs";
import { WORK_CATEGORY_PAGE, workListRedirect } from "@/lib/proxy/work-list";

const redirect = (url: string) => {
  const response = workListRedirect(new NextRequest(`http://localhost${url}`));
  return response && { status: response.status, to: response.headers.get("location") };
};

// /work's filter lives in paths (a page per category); a query is redirected there, never read.
describe("work routes", () => {
  it("redirects ?category= to the category's page, and any other query to /work", () => {
    expect(redirect("/work?category=ai-solutions")).toEqual({
      status: 308,
      to: "http://localhost/work/category/ai-solutions",
    });
    expect(redirect("/work?category=all")).toEqual({ status: 308, to: "http://localhost/work" });
    expect(redirect("/work?category=<script>")).toEqual({
      status: 308,
      to: "http://localhost/work",
    });
    expect(redirect("/work")).toBeNull();
    expect(redirect("/work/category/ai-solutions")).toBeNull();
  });

  it("knows exactly the five category pages", () => {
    expect(WORK_CATEGORY_PAGE.test("/work/category/web-development")).toBe(true);
    expect(WORK_CATEGORY_PAGE.test("/work/category/all")).toBe(false);
    expect(WORK_CATEGORY_PAGE.test("/work/category/games")).toBe(false);
  });

  it("serves /work, its categories, case studies and service pages from the page cache", () => {
    for (const path of ["/work", "/work/category/ai-solutions", "/work/a-study", "/services/x"]) {
      expect(isCachedPage(path), path).toBe(true);
    }
    for (const path of [
      "/work/category",
      "/work/a/opengraph-image",
      "/work-not-found",
      "/services",
    ]) {
      expect(isCachedPage(path), path).toBe(false);
    }
  });
});
