/**
 * Minimal structural checks of schema.org JSON-LD: it parses, and each node carries the fields
 * search engines require for its type. Returns human-readable problems (empty = valid).
 */
type Node = Record<string, unknown>;

const required: Record<string, (node: Node) => string[]> = {
  BreadcrumbList: (n) => {
    const items = n.itemListElement as Node[] | undefined;
    if (!Array.isArray(items) || items.length === 0)
      return ["BreadcrumbList without itemListElement"];
    return items.flatMap((item, i) =>
      item.position === i + 1 &&
      typeof item.name === "string" &&
      typeof item.item === "string" &&
      /^https?:\/\//.test(item.item)
        ? []
        : [`BreadcrumbList item ${i + 1} lacks position/name/absolute item`],
    );
  },
  FAQPage: (n) => {
    const qs = n.mainEntity as Node[] | undefined;
    if (!Array.isArray(qs) || qs.length === 0) return ["FAQPage without mainEntity"];
    return qs.flatMap((q, i) =>
      q["@type"] === "Question" &&
      typeof q.name === "string" &&
      typeof (q.acceptedAnswer as Node | undefined)?.text === "string"
        ? []
        : [`FAQPage question ${i + 1} lacks name/acceptedAnswer.text`],
    );
  },
  Service: (n) => [
    ...(typeof n.name === "string" ? [] : ["Service without name"]),
    ...(typeof (n.provider as Node | undefined)?.name === "string"
      ? []
      : ["Service without provider"]),
  ],
  ProfessionalService: (n) => {
    const problems: string[] = [];
    if (typeof n.name !== "string" || typeof n.url !== "string")
      problems.push("Organization without name/url");
    // Ratings of ourselves on our own pages are self-serving reviews Google ignores (docs/).
    if (n.aggregateRating || n.review) problems.push("self-serving aggregateRating/review");
    const offers = (n.hasOfferCatalog as Node | undefined)?.itemListElement;
    if (!Array.isArray(offers) || offers.length === 0) problems.push("no offers");
    return problems;
  },
};

export function checkJsonLd(blocks: readonly string[]): { nodes: Node[]; problems: string[] } {
  const nodes: Node[] = [];
  const problems: string[] = [];
  for (const block of blocks) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(block);
    } catch (error) {
      problems.push(`JSON-LD does not parse: ${(error as Error).message}`);
      continue;
    }
    for (const node of (Array.isArray(parsed) ? parsed : [parsed]) as Node[]) {
      nodes.push(node);
      if (node["@context"] !== "https://schema.org")
        problems.push("missing @context https://schema.org");
      const type = node["@type"];
      if (typeof type !== "string") {
        problems.push("node without @type");
        continue;
      }
      if (type === "Review" || type === "AggregateRating") problems.push(`a ${type} node`);
      problems.push(...(required[type]?.(node) ?? []));
    }
  }
  return { nodes, problems };
}
