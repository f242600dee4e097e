// The error pages a visitor sees when a page fails on the server: a fixed message and the
// reference (Next's digest, also in the server's log line), never the error's own text.
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import SiteError from "@/app/(site)/error";
import GlobalError from "@/app/global-error";

const failure = Object.assign(new Error("connect ECONNREFUSED 10.0.0.5:5432"), {
  digest: "2914807231",
});

describe.each([
  ["the site's error page", SiteError],
  ["the last-resort error page", GlobalError],
])("%s", (_name, Page) => {
  it("shows a fixed message and the reference, not the error's text", () => {
    const html = renderToStaticMarkup(createElement(Page, { error: failure, reset: () => {} }));
    expect(html).toContain("Unexpected Application Error!");
    expect(html).toContain("Something went wrong on our side. Please try again in a moment.");
    expect(html).toContain("Reference: 2914807231");
    expect(html).not.toContain("ECONNREFUSED");
    expect(html).not.toContain("10.0.0.5");
  });

  it("keeps an HTTP status, which says nothing internal", () => {
    const error = Object.assign(new Error("Not Found: /internal/path"), { status: 404 });
    const html = renderToStaticMarkup(createElement(Page, { error, reset: () => {} }));
    expect(html).toContain("Error 404.");
    expect(html).not.toContain("/internal/path");
  });
});
