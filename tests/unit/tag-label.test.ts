import { describe, expect, it } from "vitest";

import { tagLabel } from "@/lib/blog/tag-label";

describe("tagLabel", () => {
  it("reads a slug as words, the first capitalised", () => {
    expect(tagLabel("web-development")).toBe("Web development");
    expect(tagLabel("design-systems")).toBe("Design systems");
    expect(tagLabel("performance")).toBe("Performance");
  });

  it("keeps the fixed spelling of known names and acronyms", () => {
    expect(tagLabel("nextjs")).toBe("Next.js");
    expect(tagLabel("react-native")).toBe("React Native");
    expect(tagLabel("ai")).toBe("AI");
    expect(tagLabel("web-vitals")).toBe("Web vitals");
    expect(tagLabel("ios")).toBe("iOS");
  });

  it("leaves a tag that is already a display name as written", () => {
    expect(tagLabel("Next.js 16")).toBe("Next.js 16");
    expect(tagLabel("Core Web Vitals")).toBe("Core Web Vitals");
  });
});
