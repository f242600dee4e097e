import { parse } from "node-html-parser";
import { charCount } from "./seo-limits";

/** What the SEO checks need to know about one page, read from its HTML alone. */
export type SeoFacts = {
  /** Text of the document's <title>, whitespace collapsed; null when there is none, "" when empty. */
  title: string | null;
  /** Characters (code points, not UTF-16 units) of `title`; null when there is no title. */
  titleLength: number | null;
  /** Content of the first <meta name="description">, whitespace collapsed. */
  description: string | null;
  descriptionLength: number | null;
  h1Count: number;
  /** First non-empty rel="canonical" href outside <body>; null when there is none. */
  canonical: string | null;
  /** Every non-empty canonical href outside <body>, in document order. */
  canonicals: string[];
  /** Content of og:title, og:description and og:image: null when the tag is absent, "" when empty. */
  openGraph: { title: string | null; description: string | null; image: string | null };
  /** <script type="application/ld+json"> blocks, and how many of them are valid JSON. */
  jsonLdBlocks: number;
  jsonLdValid: number;
  /** Blocks that are JSON-LD at all: an object, or an array of objects (`null`, `1`, `[]` are not). */
  jsonLdObjects: number;
  imageCount: number;
  /** <img> with no alt attribute at all: screen readers fall back to the file name. */
  imagesMissingAlt: number;
  /** <img alt=""> marks a decorative image, which is correct and not counted as missing. */
  imagesEmptyAlt: number;
  /** Content of every <meta name="robots"> and <meta name="googlebot">. */
  robots: string[];
};

const collapse = (text: string) => text.replace(/\s+/g, " ").trim();
const lower = (value: string | undefined) => (value ?? "").trim().toLowerCase();

export function extractSeoFacts(html: string): SeoFacts {
  const root = parse(html, {
    lowerCaseTagName: true,
    // Raw-text elements, as in a browser: markup-like text inside them is not markup. <noscript>
    // is deliberately absent: crawlers index its fallback images, so they are counted.
    blockTextElements: { script: true, style: true, title: true, textarea: true },
  });

  // An inline SVG's <title> is the graphic's tooltip, not the document title.
  const titleEl = root.querySelectorAll("title").find((el) => !el.closest("svg"));
  const title = titleEl ? collapse(titleEl.text) : null;

  const metas = root.querySelectorAll("meta");
  const descriptionEl = metas.find((el) => lower(el.getAttribute("name")) === "description");
  const description = descriptionEl ? collapse(descriptionEl.getAttribute("content") ?? "") : null;

  // Open Graph is RDFa: only `property` counts (Facebook's parser ignores name="og:…").
  const ogContent = (property: string): string | null => {
    const values = metas
      .filter((el) => lower(el.getAttribute("property")) === property)
      .map((el) => (el.getAttribute("content") ?? "").trim());
    return values.find((value) => value !== "") ?? values[0] ?? null;
  };

  // Search engines ignore a canonical link placed in the body.
  const canonicals = root
    .querySelectorAll("link")
    .filter((el) => lower(el.getAttribute("rel")).split(/\s+/).includes("canonical"))
    .filter((el) => !el.closest("body"))
    .map((el) => (el.getAttribute("href") ?? "").trim())
    .filter((href) => href !== "");

  const jsonLd = root
    .querySelectorAll("script")
    .filter((el) => lower(el.getAttribute("type")) === "application/ld+json");

  const jsonLdValues = jsonLd.map((el) => parseJson(el.rawText));
  const images = root.querySelectorAll("img");

  return {
    title,
    titleLength: title === null ? null : charCount(title),
    description,
    descriptionLength: description === null ? null : charCount(description),
    h1Count: root.querySelectorAll("h1").length,
    canonical: canonicals[0] ?? null,
    canonicals,
    openGraph: {
      title: ogContent("og:title"),
      description: ogContent("og:description"),
      image: ogContent("og:image"),
    },
    jsonLdBlocks: jsonLd.length,
    jsonLdValid: jsonLdValues.filter((value) => value !== invalid).length,
    jsonLdObjects: jsonLdValues.filter(isJsonLdDocument).length,
    imageCount: images.length,
    imagesMissingAlt: images.filter((el) => !el.hasAttribute("alt")).length,
    imagesEmptyAlt: images.filter((el) => el.getAttribute("alt")?.trim() === "").length,
    robots: metas
      .filter((el) => ["robots", "googlebot"].includes(lower(el.getAttribute("name"))))
      .map((el) => el.getAttribute("content") ?? ""),
  };
}

const invalid = Symbol("invalid JSON");

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return invalid;
  }
}

const isObject = (value: unknown) =>
  typeof value === "object" && value !== null && !Array.isArray(value);

function isJsonLdDocument(value: unknown): boolean {
  return Array.isArray(value) ? value.length > 0 && value.every(isObject) : isObject(value);
}
