import { parse } from "node-html-parser";

// A checker of what in HTML could run or load something, for the sanitizer tests: the unit tests'
// handwritten cases and the corpus tests' thousands of payloads (./xss-corpus.ts).
const inert = new Set(
  "h1 h2 h3 h4 h5 h6 p br hr blockquote pre code kbd samp strong b em i u s del ins mark sub sup small ul ol li dl dt dd a img figure figcaption table thead tbody tfoot tr th td caption span div".split(
    " ",
  ),
);

/**
 * A URL is safe when, read as a browser reads it (tabs and newlines removed, leading controls and
 * spaces trimmed), it is relative or has an allowed scheme.
 */
function safeUrl(value: string): boolean {
  const url = value.replace(/[\t\n\r]/g, "").replace(/^[\u0000-\u0020]+/, "");
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(url)?.[1]?.toLowerCase();
  return scheme === undefined || ["http", "https", "mailto"].includes(scheme);
}

/** What in sanitized HTML could run or load something: a reason per finding. */
export function liveParts(html: string): string[] {
  const found: string[] = [];
  for (const el of parse(html).querySelectorAll("*")) {
    const tag = el.tagName.toLowerCase();
    if (!inert.has(tag)) found.push(`<${tag}>`);
    for (const [name, value] of Object.entries(el.attributes)) {
      const attr = name.toLowerCase();
      if (attr.startsWith("on") || attr === "style" || attr === "srcdoc") found.push(attr);
      if ((attr === "href" || attr === "src") && !safeUrl(value)) found.push(`${attr}=${value}`);
    }
  }
  return found;
}
