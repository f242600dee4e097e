// Markdown posts (issue 15): the source becomes HTML on the server and goes through the one
// sanitizer, so Markdown is no way around it: raw HTML, link and image URLs are all judged.
import { describe, expect, it } from "vitest";

import { markdownToHtml, renderPostSource, toContentWrite } from "@/lib/publishing/markdown";
import { liveParts } from "../helpers/live-parts";

describe("Markdown → HTML", () => {
  it("renders what a post needs: headings, emphasis, lists, links, code, tables", () => {
    const html = markdownToHtml(
      [
        "## Why",
        "",
        "Some **bold**, _italic_ and `code`; a [link](https://example.com/a) and [page](/about-us).",
        "",
        "- one",
        "- two",
        "",
        "```ts",
        "const a = 1 < 2;",
        "```",
        "",
        "| a | b |",
        "| - | - |",
        "| 1 | 2 |",
      ].join("\n"),
    );
    expect(html).toContain("<h2>Why</h2>");
    expect(html).toContain("<strong>bold</strong>");
    expect(html).toContain("<em>italic</em>");
    expect(html).toContain("<code>code</code>");
    expect(html).toContain(
      '<a href="https://example.com/a" rel="noopener nofollow" target="_blank">link</a>',
    );
    expect(html).toContain('<a href="/about-us">page</a>');
    expect(html).toContain("<ul>\n<li>one</li>\n<li>two</li>\n</ul>");
    expect(html).toContain('<pre><code class="language-ts">const a = 1 &lt; 2;\n</code></pre>');
    expect(html).toMatch(/<table>[\s\S]*<td>1<\/td>[\s\S]*<\/table>/);
  });

  it("keeps safe images, lazily loaded", () => {
    expect(markdownToHtml("![A chart](https://cdn.example/c.png)")).toBe(
      '<p><img src="https://cdn.example/c.png" alt="A chart" loading="lazy" /></p>',
    );
  });

  it.each([
    ["raw <script>", "Hi <script>alert(1)</script>", /<script|alert\(1\)<\/script/],
    ["raw handler", '<img src="https://x.example/a.png" onerror="alert(1)">', /onerror/],
    ["javascript: link", "[click](javascript:alert(1))", /javascript:/i],
    ["entity-encoded javascript: link", "[click](jav&#x61;script:alert(1))", /href=/],
    ["javascript: autolink", "<javascript:alert(1)>", /href=/],
    ["reference link", "[click][x]\n\n[x]: javascript:alert(1)", /javascript:/i],
    ["data: image", "![x](data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=)", /<img|data:/],
    ["vbscript link", "[x](vbscript:msgbox(1))", /vbscript/i],
    ["iframe block", "<iframe src=https://evil.example></iframe>", /iframe/],
    ["style block", "<style>body{display:none}</style>", /<style|display:none/],
  ])("drops %s", (_name, source, forbidden) => {
    const html = markdownToHtml(source);
    expect(html).not.toMatch(forbidden);
    expect(liveParts(html)).toEqual([]);
  });
});

describe("the row a form writes", () => {
  it("stores the Markdown source beside its HTML", () => {
    expect(toContentWrite({ content: "# Hi", contentFormat: "markdown" })).toEqual({
      content: "<h1>Hi</h1>",
      contentMarkdown: "# Hi",
    });
  });

  it("stores an HTML post sanitized, with no Markdown source, and does not read it as Markdown", () => {
    expect(
      toContentWrite({
        content: "<p># not a heading</p><script>x</script>",
        contentFormat: "html",
      }),
    ).toEqual({
      content: "<p># not a heading</p>",
      contentMarkdown: null,
    });
    expect(renderPostSource("**x**", "html")).toBe("**x**");
  });
});
