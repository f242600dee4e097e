import { beforeAll, describe, expect, it } from "vitest";

import { markdownToHtml } from "@/lib/publishing/markdown";
import { sanitizePostHtml } from "@/lib/publishing/sanitize";
import { liveParts } from "../helpers/live-parts";
import { payloads } from "../helpers/xss-corpus";

// The XSS corpus as Markdown posts (issue 15): raw HTML, headings, link and image URLs, quotes and
// lists all reach the one sanitizer. The handwritten cases are in tests/unit/markdown.test.ts.

describe("Markdown over the XSS corpus", () => {
  // Each payload as a post of its own, converted once; both tests read the stored HTML.
  let stored: { payload: string; html: string }[] = [];
  beforeAll(() => {
    stored = payloads.map((payload) => ({ payload, html: markdownToHtml(payload) }));
  });

  it(`leaves nothing that runs (${payloads.length} payloads, five ways each)`, () => {
    const failures = stored.flatMap(({ payload, html }) =>
      [
        { source: payload, html },
        ...[
          `# ${payload}`,
          `[link](${payload})`,
          `![image](${payload})`,
          `> ${payload}\n\n- ${payload}`,
        ].map((source) => ({ source, html: markdownToHtml(source) })),
      ]
        .map(({ source, html }) => ({ source, live: liveParts(html) }))
        .filter((r) => r.live.length > 0),
    );
    expect(failures).toEqual([]);
  });

  it("is stable on render: the stored HTML sanitized again is unchanged", () => {
    const changed = stored.filter(({ html }) => sanitizePostHtml(html) !== html);
    expect(changed.map((r) => r.payload)).toEqual([]);
  });
});
