import type { SeoCheck } from "./analyze-html";
import type { SeoFacts } from "./seo-facts";

/** What the analyser learnt beyond the HTML: the response's robots header, the share image's answer. */
export type PageProbes = {
  /** The page's X-Robots-Tag header, when it sent one. */
  robotsHeader?: string | null;
  /** The og:image as fetched from this server: null problem when it answered 200 with an image. */
  ogImage?: { url: string; problem: string | null };
};

const issue = (
  name: string,
  status: "warning" | "fail",
  message: string,
  recommendation: string,
): SeoCheck => ({ name, status, message, recommendation });

/** noindex in <meta name="robots"|"googlebot"> or X-Robots-Tag keeps the page out of results. */
export function indexingCheck(facts: SeoFacts, probes: PageProbes): SeoCheck {
  const name = "Indexing";
  const sources = [
    ...facts.robots.map((content) => ({ where: '<meta name="robots">', content })),
    ...(probes.robotsHeader
      ? [{ where: "the X-Robots-Tag header", content: probes.robotsHeader }]
      : []),
  ];
  const blocking = sources.find(({ content }) => /(^|[\s,:])(noindex|none)\b/i.test(content));
  if (!blocking) return { name, status: "pass", message: "Search engines may index the page." };
  return issue(
    name,
    "fail",
    `The page tells search engines not to index it (${blocking.content.trim()} in ${blocking.where}).`,
    "Remove noindex if the page should appear in search results; keep it only for pages meant to stay out (search results, previews).",
  );
}

export function openGraphCheck(facts: SeoFacts, probes: PageProbes): SeoCheck {
  const name = "Open Graph";
  const missing = (["title", "description", "image"] as const)
    .filter((key) => !facts.openGraph[key])
    .map((key) => `og:${key}`);
  if (missing.length) {
    return issue(
      name,
      "warning",
      `Missing or empty Open Graph tags: ${missing.join(", ")}.`,
      "Fill in the missing og: meta tags so links shared on social media show a proper title, summary and image.",
    );
  }
  if (probes.ogImage?.problem) {
    return issue(
      name,
      "fail",
      `The share image ${probes.ogImage.url} ${probes.ogImage.problem}.`,
      "Fix or replace the og:image: social networks show no picture when it does not answer 200 with an image.",
    );
  }
  return {
    name,
    status: "pass",
    message: probes.ogImage
      ? "og:title, og:description and og:image are all set, and the image loads."
      : "og:title, og:description and og:image are all set.",
  };
}
