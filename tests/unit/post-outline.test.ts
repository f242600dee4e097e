import { describe, expect, it } from "vitest";

import { outlinePost } from "@/lib/blog/outline";
import { sanitizePostHtml } from "@/lib/publishing/sanitize";

const outline = (html: string) => outlinePost(sanitizePostHtml(html));

describe("a post's outline", () => {
  it("lists h2 and h3 in order with unique ids, and puts the ids on the headings", () => {
    const { html, headings } = outline(
      "<h2>Why &amp; how</h2><p>x</p><h3>Step <em>one</em></h3><h2>Why &amp; how</h2><h4>No</h4>",
    );
    expect(headings).toEqual([
      { id: "why-how", text: "Why & how", level: 2 },
      { id: "step-one", text: "Step one", level: 3 },
      { id: "why-how-2", text: "Why & how", level: 2 },
    ]);
    expect(html).toContain('<h2 id="why-how" tabindex="-1">Why &amp; how</h2>');
    expect(html).toContain('<h3 id="step-one" tabindex="-1">Step <em>one</em></h3>');
    expect(html).toContain("<h4>No</h4>");
  });

  it("never reuses an id of the page and never starts one with a digit or leaves it empty", () => {
    const { headings } = outline("<h2>Main</h2><h2>2025 plans</h2><h3>!!!</h3><h2>   </h2>");
    expect(headings.map((h) => h.id)).toEqual(["main-2", "section-2025-plans", "section-untitled"]);
  });

  it("takes ids from the text only: an id the author wrote is removed by the sanitizer first", () => {
    const { html } = outline('<h2 id="x" onclick="y">Title</h2>');
    expect(html).toBe('<h2 id="title" tabindex="-1">Title</h2>');
  });

  it("makes code blocks focusable, since a wide one scrolls", () => {
    expect(outline("<pre><code>x</code></pre>").html).toBe(
      '<pre tabindex="0"><code>x</code></pre>',
    );
  });
});
