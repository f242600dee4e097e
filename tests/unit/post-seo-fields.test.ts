// The post form's SEO section (issue 15): what it accepts, what it refuses with which message,
// and the live length bands, which must be the SEO analyser's own.
import { describe, expect, it } from "vitest";

import { descriptionBand, titleBand } from "@/components/admin/post-form/seo-length-band";
import { blogFormSchema, emptyBlogForm, toBlogWrite } from "@/lib/blog/blog-form-schema";
import { analyzeHtml } from "@/lib/seo/analyze-html";
import { SEO_LIMITS } from "@/lib/seo/seo-limits";

const valid = { ...emptyBlogForm, title: "A post", summary: "S", content: "Body" };
const errorsOf = (overrides: Record<string, unknown>) => {
  const result = blogFormSchema.safeParse({ ...valid, ...overrides });
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((i) => [i.path[0], i.message]));
};

describe("SEO fields", () => {
  it("are optional: empty means the post's own title, summary, address and cover", () => {
    const parsed = blogFormSchema.parse(valid);
    expect(toBlogWrite(parsed)).toMatchObject({
      seoTitle: null,
      seoDescription: null,
      canonicalUrl: null,
      shareImageUrl: null,
      noindex: false,
    });
  });

  it("stores what staff set, trimmed; noindex from a checkbox or a form field", () => {
    for (const noindex of [true, "true", "on"]) {
      const parsed = blogFormSchema.parse({
        ...valid,
        seoTitle: "  Tuned title ",
        seoDescription: "Tuned description",
        canonicalUrl: "https://original.example/post?id=1",
        shareImageUrl: "/media/share.png",
        noindex,
      });
      expect(toBlogWrite(parsed)).toMatchObject({
        seoTitle: "Tuned title",
        seoDescription: "Tuned description",
        canonicalUrl: "https://original.example/post?id=1",
        shareImageUrl: "/media/share.png",
        noindex: true,
      });
    }
    expect(toBlogWrite(blogFormSchema.parse({ ...valid, noindex: "false" })).noindex).toBe(false);
  });

  it.each([
    [
      "canonicalUrl",
      "javascript:alert(1)",
      "Canonical URL must be a path on this site (/…) or start with http:// or https://",
    ],
    [
      "canonicalUrl",
      "//evil.example/x",
      "Canonical URL must be a path on this site (/…) or start with http:// or https://",
    ],
    [
      "canonicalUrl",
      "/\\evil.example",
      "Canonical URL must be a path on this site (/…) or start with http:// or https://",
    ],
    [
      "canonicalUrl",
      "ftp://files.example/a",
      "Canonical URL must be a path on this site (/…) or start with http:// or https://",
    ],
    [
      "canonicalUrl",
      "https://exa mple.com/",
      "Canonical URL must be a path on this site (/…) or start with http:// or https://",
    ],
    [
      "canonicalUrl",
      "blogs/x",
      "Canonical URL must be a path on this site (/…) or start with http:// or https://",
    ],
    ["canonicalUrl", `https://a.example/${"x".repeat(2000)}`, "Canonical URL is too long"],
    [
      "shareImageUrl",
      "data:image/png;base64,AAAA",
      "Share image URL must be a path on this site (/…) or start with http:// or https://",
    ],
    ["seoTitle", "<script>alert(1)</script>", "SEO title cannot contain HTML tags"],
    ["seoTitle", "x".repeat(201), "SEO title must be at most 200 characters"],
    ["seoDescription", "x".repeat(501), "Meta description must be at most 500 characters"],
    ["seoDescription", "a\u0000b", "Remove the invalid character (NUL) from this field"],
    ["noindex", "yes", "Invalid value"],
  ])("refuses a bad %s (case %#)", (field, value, message) => {
    expect(errorsOf({ [field]: value })).toEqual({ [field]: message });
  });
});

describe("live length bands", () => {
  const page = (title: string, description: string) =>
    `<html><head><title>${title}</title><meta name="description" content="${description}"></head><body><h1>x</h1></body></html>`;
  const analyserSays = (title: string, description: string) =>
    analyzeHtml(page(title, description), 100)
      .checks.filter((c) => c.name === "Title" || c.name === "Meta description")
      .map((c) => c.status);

  it.each([
    1,
    SEO_LIMITS.title.min - 1,
    SEO_LIMITS.title.min,
    SEO_LIMITS.title.max,
    SEO_LIMITS.title.max + 1,
  ])("agree with the analyser at a %i-character title and description", (n) => {
    const descLength = n - SEO_LIMITS.title.min + SEO_LIMITS.description.min;
    const description = "d".repeat(Math.max(1, descLength));
    // The form judges the title as the page carries it: "{title} | {brand}".
    const seoTitle = "t".repeat(Math.max(1, n - " | Nimbus Labs".length));
    const fullTitle = `${seoTitle} | Nimbus Labs`;
    const form = [titleBand(seoTitle, "ignored"), descriptionBand(description, "ignored")].map(
      (r) => (r.band === "good" ? "pass" : "warning"),
    );
    expect(form).toEqual(analyserSays(fullTitle, description));
  });

  it("falls back to the title and summary, as the metadata does", () => {
    expect(titleBand("", "Post title").text).toBe(
      "24 characters with “ | Nimbus Labs”: too short (aim for 30–60).",
    );
    expect(descriptionBand("", "x".repeat(130)).text).toBe(
      "130 characters from the summary: good (aim for 120–160).",
    );
    expect(descriptionBand("", "").band).toBe("empty");
  });
});
