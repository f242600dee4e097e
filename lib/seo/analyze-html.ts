import { canonicalCheck } from "./canonical-check";
import { indexingCheck, openGraphCheck, type PageProbes } from "./page-checks";
import { extractSeoFacts, type SeoFacts } from "./seo-facts";
import { lengthBand, SEO_LIMITS } from "./seo-limits";

export { extractSeoFacts } from "./seo-facts";

export type SeoCheckStatus = "pass" | "warning" | "fail";

export type SeoCheck = {
  name: string;
  status: SeoCheckStatus;
  message: string;
  /** What to change; present on every result that is not a pass. */
  recommendation?: string;
};

export type SeoReport = {
  checks: SeoCheck[];
  counts: { passed: number; warnings: number; failed: number };
};

const pass = (name: string, message: string): SeoCheck => ({ name, status: "pass", message });

const issue = (
  name: string,
  status: Exclude<SeoCheckStatus, "pass">,
  message: string,
  recommendation: string,
): SeoCheck => ({ name, status, message, recommendation });

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function lengthCheck(
  name: string,
  what: string,
  length: number | null,
  { min, max }: { readonly min: number; readonly max: number },
  purpose: string,
): SeoCheck {
  const band = lengthBand(length ?? 0, { min, max });
  if (band === "empty") {
    // An element that is there but empty is a different fix from one that is missing.
    return issue(
      name,
      "warning",
      length === null ? `The page has no ${what}.` : `The page's ${what} is empty.`,
      `${length === null ? "Add" : "Fill in"} a ${what} of ${min}–${max} characters ${purpose}.`,
    );
  }
  const size = plural(length ?? 0, "character", "characters");
  if (band === "good") return pass(name, `The ${what} is ${size} long.`);
  return issue(
    name,
    "warning",
    `The ${what} is ${size} long (aim for ${min}–${max}).`,
    band === "short"
      ? `Lengthen the ${what} to at least ${min} characters ${purpose}.`
      : `Shorten the ${what} to ${max} characters or fewer: search results cut off the rest.`,
  );
}

function h1Check(count: number): SeoCheck {
  const name = "H1 heading";
  if (count === 1) return pass(name, "The page has exactly one H1 heading.");
  if (count === 0) {
    return issue(
      name,
      "fail",
      "The page has no H1 heading.",
      "Add one H1 naming the page's topic.",
    );
  }
  return issue(
    name,
    "warning",
    `The page has ${count} H1 headings.`,
    "Keep a single H1 for the main topic and turn the others into H2 or H3 headings.",
  );
}

function structuredDataCheck({
  jsonLdBlocks: blocks,
  jsonLdValid: parsed,
  jsonLdObjects: usable,
}: SeoFacts): SeoCheck {
  const name = "Structured data";
  if (blocks > 0 && usable === blocks) {
    return pass(name, `Found ${plural(blocks, "valid JSON-LD block", "valid JSON-LD blocks")}.`);
  }
  if (blocks === 0) {
    return issue(
      name,
      "warning",
      "The page has no JSON-LD structured data.",
      "Add a JSON-LD script describing the page (for example Organization, Service or Article) so search engines can show rich results.",
    );
  }
  if (parsed < blocks) {
    return issue(
      name,
      "warning",
      `${blocks - parsed} of ${plural(blocks, "JSON-LD block", "JSON-LD blocks")} could not be parsed.`,
      "Fix the JSON syntax of the broken block: search engines ignore structured data they cannot parse.",
    );
  }
  return issue(
    name,
    "warning",
    `${blocks - usable} of ${plural(blocks, "JSON-LD block", "JSON-LD blocks")} ${blocks - usable === 1 ? "holds" : "hold"} no object (for example null, a number or an empty list).`,
    "Give each JSON-LD script an object with @context and @type, or remove the empty one.",
  );
}

function buildChecks(
  facts: SeoFacts,
  loadMs: number,
  pageUrl: string | undefined,
  probes: PageProbes,
): SeoCheck[] {
  // Floored, not rounded: 2999.6 ms is under the 3000 ms limit and must not read as "3000 ms".
  const ms = Math.floor(loadMs);
  const { pass: fastMs, warning: slowMs } = SEO_LIMITS.loadMs;

  return [
    lengthCheck("Title", "title", facts.titleLength, SEO_LIMITS.title, "that names the page"),
    lengthCheck(
      "Meta description",
      "meta description",
      facts.descriptionLength,
      SEO_LIMITS.description,
      "that summarises the page (search results show it under the title)",
    ),
    h1Check(facts.h1Count),
    canonicalCheck(facts.canonicals, pageUrl),
    openGraphCheck(facts, probes),
    indexingCheck(facts, probes),
    structuredDataCheck(facts),
    facts.imagesMissingAlt === 0
      ? pass("Image alt text", "Every image has an alt attribute.")
      : issue(
          "Image alt text",
          "warning",
          `${plural(facts.imagesMissingAlt, "image has", "images have")} no alt attribute.`,
          'Describe each meaningful image in its alt attribute; give purely decorative ones alt="".',
        ),
    loadMs < fastMs
      ? pass("Load time", `The page loaded in ${ms} ms.`)
      : issue(
          "Load time",
          loadMs < slowMs ? "warning" : "fail",
          `The page took ${ms} ms to load (aim for under ${fastMs} ms).`,
          "Speed the page up: compress images, cache data and move slow work off the first render.",
        ),
  ];
}

/**
 * `pageUrl`: the analysed page's address; canonicals are resolved against it and must share its
 * origin. `probes`: what the fetch learnt besides the HTML (see page-checks.ts).
 */
export function analyzeHtml(
  html: string,
  loadMs: number,
  pageUrl?: string,
  probes: PageProbes = {},
): SeoReport {
  const checks = buildChecks(extractSeoFacts(html), loadMs, pageUrl, probes);
  const count = (status: SeoCheckStatus) => checks.filter((c) => c.status === status).length;
  return {
    checks,
    counts: { passed: count("pass"), warnings: count("warning"), failed: count("fail") },
  };
}
