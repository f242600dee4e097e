import { describe, expect, it } from "vitest";

import { services } from "@/content/services";
import { workCategories } from "@/content/work";
import { WORK_CATEGORIES, WORK_SERVICES } from "@/lib/work/fields";

// The case-study table checks its categories and services against lib/work/fields.ts; the pages
// name them from content/. The two must list the same ids.
describe("case-study vocabularies", () => {
  it("are the spec's five /work filter categories", () => {
    expect([...WORK_CATEGORIES]).toEqual(
      workCategories.filter((c) => c.id !== "all").map((c) => c.id),
    );
  });

  it("are the six service pages", () => {
    expect([...WORK_SERVICES].sort()).toEqual(services.map((s) => s.id).sort());
  });
});
