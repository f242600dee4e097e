import type { SeoCheck } from "./analyze-html";

const issue = (status: "warning" | "fail", message: string, recommendation: string): SeoCheck => ({
  name: "Canonical link",
  status,
  message,
  recommendation,
});

/**
 * One canonical URL, on this site. Conflicting canonicals are ignored by search engines, and one
 * on another domain hands this page's ranking to that domain: right for a republished article
 * (imported posts point at their original), a mistake anywhere else.
 */
export function canonicalCheck(
  canonicals: readonly string[],
  pageUrl: string | undefined,
): SeoCheck {
  if (canonicals.length === 0) {
    return issue(
      "fail",
      "The page has no canonical link.",
      'Add <link rel="canonical"> to the head with the preferred URL, so copies of the page under other URLs do not split its ranking.',
    );
  }
  const resolved = canonicals.map((href) => {
    try {
      return new URL(href, pageUrl).href;
    } catch {
      return null;
    }
  });
  const distinct = [...new Set(resolved)];
  if (distinct.length > 1) {
    return issue(
      "fail",
      `The page has ${canonicals.length} canonical links naming different URLs (${distinct.map((u) => u ?? "invalid").join(", ")}).`,
      "Keep a single canonical link: search engines ignore canonicals that contradict each other.",
    );
  }
  const [url] = distinct;
  if (!url || !/^https?:$/.test(new URL(url).protocol)) {
    return issue(
      "fail",
      `The canonical link "${canonicals[0]}" is not a valid http(s) URL.`,
      "Set the canonical link to the page's full address, e.g. https://your-site/path.",
    );
  }
  if (pageUrl && new URL(url).origin !== new URL(pageUrl).origin) {
    return issue(
      "warning",
      `The canonical URL ${url} is on another site: search engines credit that site instead of this page.`,
      "Point the canonical link at this page's own address, unless the page republishes an article that first appeared there.",
    );
  }
  return { name: "Canonical link", status: "pass", message: `The canonical URL is ${url}.` };
}
