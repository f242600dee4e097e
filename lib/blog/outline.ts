import { decodeHTMLStrict } from "entities";

export type OutlineHeading = { id: string; text: string; level: 2 | 3 };

/** Ids the post page already uses: a heading never takes one (an anchor would land elsewhere). */
const RESERVED = new Set(["main", "tags-heading", "toc-heading"]);

function slugOf(text: string): string {
  const slug = text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  // An id must not be empty, and one starting with a digit is awkward in a CSS selector.
  return /^[a-z]/.test(slug) ? slug : `section-${slug || "untitled"}`;
}

/**
 * The table of contents of a sanitized post body: gives each h2 and h3 an id (from its text,
 * unique within the page) and a tabindex of -1, so a contents link scrolls to the heading and
 * moves focus there (keyboard and screen-reader users continue reading from it); code blocks are
 * made focusable, as a scrolling region must be. Expects the
 * sanitizer's output, where headings carry no attributes (lib/publishing/sanitize.ts allows none).
 */
export function outlinePost(html: string): { html: string; headings: OutlineHeading[] } {
  const headings: OutlineHeading[] = [];
  const used = new Set(RESERVED);
  const out = html.replace(
    /<h([23])>([\s\S]*?)<\/h\1>/g,
    (_match, level: string, inner: string) => {
      const text = decodeHTMLStrict(inner.replace(/<[^>]*>/g, ""))
        .replace(/\s+/g, " ")
        .trim();
      if (!text) return `<h${level}>${inner}</h${level}>`;
      const base = slugOf(text);
      let id = base;
      for (let n = 2; used.has(id); n++) id = `${base}-${n}`;
      used.add(id);
      headings.push({ id, text, level: level === "2" ? 2 : 3 });
      return `<h${level} id="${id}" tabindex="-1">${inner}</h${level}>`;
    },
  );
  // A code block wider than the column scrolls sideways: focusable, so a keyboard can scroll it.
  return { html: out.replace(/<pre(?=[\s>])/g, '<pre tabindex="0"'), headings };
}
