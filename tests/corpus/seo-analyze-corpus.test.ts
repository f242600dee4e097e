import { existsSync, readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { extractSeoFacts } from "@/lib/seo/analyze-html";
import { corpusDir } from "../helpers/corpus";

// The SEO analyser's facts against the labelled real-world pages vendored in
// tests/fixtures/corpus/seo-html; its rules on handwritten pages are in tests/unit/seo-analyze.test.ts.

/** One entry of the corpus's LABELS.computed.json (the fields the analyser reproduces). */
type Label = {
  file: string;
  title: string | null;
  title_len: number | null;
  meta_description_len: number | null;
  h1_count: number;
  canonical_in_head: string[];
  og_tags: string[];
  jsonld_blocks: number;
  jsonld_parse_ok: number;
  img_count: number;
  img_missing_alt_attr: number;
  img_empty_alt: number;
};

const seoDir = path.join(corpusDir, "seo-html");
const labels = JSON.parse(
  readFileSync(path.join(seoDir, "LABELS.computed.json"), "utf8"),
) as Label[];

describe("extractSeoFacts on the labelled real-world corpus", () => {
  it("has labelled pages that exercise every rule", () => {
    expect(labels.length).toBeGreaterThanOrEqual(90);
    for (const label of labels) expect(existsSync(path.join(seoDir, label.file))).toBe(true);
    // Without these the per-file tests below could not tell apart the semantics they pin down.
    expect(labels.some((l) => l.title && /\s{2}|\n/.test(l.title))).toBe(true);
    expect(labels.some((l) => l.img_missing_alt_attr > 0 && l.img_empty_alt > 0)).toBe(true);
    expect(labels.some((l) => l.jsonld_parse_ok < l.jsonld_blocks)).toBe(true);
    expect(labels.some((l) => l.canonical_in_head.length > 0)).toBe(true);
    expect(labels.some((l) => l.canonical_in_head.length === 0)).toBe(true);
  });

  it.each(labels)("$file", (label) => {
    const facts = extractSeoFacts(readFileSync(path.join(seoDir, label.file), "utf8"));
    // The label keeps the raw title text but measures it with whitespace runs collapsed.
    expect(facts.title).toBe(label.title?.replace(/\s+/g, " ").trim() ?? null);
    expect(facts.titleLength).toBe(label.title_len);
    expect(facts.descriptionLength).toBe(label.meta_description_len);
    expect(facts.h1Count).toBe(label.h1_count);
    expect(facts.canonicals).toEqual(label.canonical_in_head);
    expect(facts.canonical).toBe(label.canonical_in_head[0] ?? null);
    // The label lists tags present, even with empty content.
    expect({
      title: facts.openGraph.title !== null,
      description: facts.openGraph.description !== null,
      image: facts.openGraph.image !== null,
    }).toEqual({
      title: label.og_tags.includes("og:title"),
      description: label.og_tags.includes("og:description"),
      image: label.og_tags.includes("og:image"),
    });
    expect(facts.jsonLdBlocks).toBe(label.jsonld_blocks);
    expect(facts.jsonLdValid).toBe(label.jsonld_parse_ok);
    expect(facts.imageCount).toBe(label.img_count);
    expect(facts.imagesMissingAlt).toBe(label.img_missing_alt_attr);
    expect(facts.imagesEmptyAlt).toBe(label.img_empty_alt);
  });
});
