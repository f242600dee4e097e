import { createElement, Fragment } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

import { keepCompounds } from "@/components/ui/keep-compounds";

const html = (text: string) =>
  renderToStaticMarkup(createElement(Fragment, null, keepCompounds(text)));

describe("keepCompounds", () => {
  it("keeps each hyphenated word on one line, the text unchanged", () => {
    expect(html("Multi-Tenant SaaS on Postgres: Full-Text search")).toBe(
      '<span class="whitespace-nowrap">Multi-Tenant</span> SaaS on Postgres: ' +
        '<span class="whitespace-nowrap">Full-Text</span> search',
    );
  });

  it("leaves a title without compounds, and a spaced dash, as plain text", () => {
    expect(keepCompounds("Our approach")).toBe("Our approach");
    expect(html("Mon - Fri")).toBe("Mon - Fri");
  });
});
