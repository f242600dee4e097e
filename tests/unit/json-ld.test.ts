import { describe, expect, it } from "vitest";

import { serializeJsonLd } from "@/lib/seo/json-ld";

describe("serializeJsonLd", () => {
  it("cannot be closed from inside: no <, > or & survives", () => {
    const data = { name: '</script><script>alert("x")</script>', note: "a & b <!--" };
    const out = serializeJsonLd(data);
    expect(out).not.toMatch(/[<>&]/);
    expect(JSON.parse(out)).toEqual(data);
  });

  it("escapes the line separators JavaScript once treated as newlines", () => {
    const out = serializeJsonLd({ text: "a\u2028b\u2029c" });
    expect(out).toContain("\\u2028");
    expect(JSON.parse(out)).toEqual({ text: "a\u2028b\u2029c" });
  });
});
