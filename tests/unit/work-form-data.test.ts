import { describe, expect, it } from "vitest";

import { workValuesFromForm } from "@/lib/work/form-data";
import { WORK_LIMITS, workFormSchema } from "@/lib/work/form-schema";

const posted = (entries: [string, string][]) => {
  const form = new FormData();
  for (const [key, value] of entries) form.append(key, value);
  return form;
};

const complete: [string, string][] = [
  ["title", "A study"],
  ["summary", "What it was."],
  ["categories", "ai-solutions"],
  ["categories", "web-development"],
  ["services", "ai-integrations"],
  ["challenge", "C."],
  ["approach", "A."],
  ["outcome", "O."],
  ["results.1.value", "2×"],
  ["results.0.label", "First"],
  ["results.0.value", "1"],
  ["results.1.label", "Second"],
  ["gallery.0.src", "/media/a.png"],
  ["gallery.0.alt", "A screen"],
  ["gallery.0.width", "800"],
  ["gallery.0.height", "600"],
  ["status", "published"],
  ["featured", "on"],
  ["sortOrder", "-5"],
];

describe("a case-study form as the browser posts it without JavaScript", () => {
  it("reads into the values the form's schema accepts", () => {
    const values = workValuesFromForm(posted(complete));
    expect(values).toMatchObject({
      categories: ["ai-solutions", "web-development"],
      services: ["ai-integrations"],
      results: [
        { label: "First", value: "1" },
        { label: "Second", value: "2×" },
      ],
      gallery: [{ src: "/media/a.png", alt: "A screen", width: 800, height: 600 }],
      featured: true,
      sortOrder: -5,
      client: "",
    });
    expect(workFormSchema.safeParse(values).success).toBe(true);
  });

  it("reads an unchecked box as no and an empty sort order as 0", () => {
    const values = workValuesFromForm(
      posted(complete.filter(([key]) => key !== "featured" && key !== "sortOrder")),
    );
    expect(values).toMatchObject({ featured: false, sortOrder: 0 });
  });

  it("keeps one row past the limit, so the schema refuses too many with its own message", () => {
    const rows = Array.from({ length: 50 }, (_, i): [string, string][] => [
      [`results.${i}.label`, `L${i}`],
      [`results.${i}.value`, `V${i}`],
    ]).flat();
    const values = workValuesFromForm(posted([...complete, ...rows]));
    expect(values.results).toHaveLength(WORK_LIMITS.results + 1);
    const parsed = workFormSchema.safeParse(values);
    expect(parsed.error?.issues[0]?.message).toBe(`At most ${WORK_LIMITS.results} results`);
  });

  it("refuses a sort order that is not a number rather than reading it as 0", () => {
    const values = workValuesFromForm(
      posted([...complete.filter(([key]) => key !== "sortOrder"), ["sortOrder", "soon"]]),
    );
    expect(workFormSchema.safeParse(values).success).toBe(false);
  });
});
