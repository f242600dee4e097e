/**
 * A generated picture as plain data: one description becomes an inline SVG on a page
 * (components/illustrations/svg-tree.tsx), an .svg file (scripts/generate-covers.ts) or a share
 * image's background (lib/seo/og-card.tsx), so the three can never drift apart.
 */
export type SvgAttrs = Record<string, string | number>;
export type SvgNode = { tag: string; attrs: SvgAttrs; children: SvgNode[]; text?: string };

/** An element; attribute names are SVG's own (kebab-case), the renderers adapt them. */
export function el(tag: string, attrs: SvgAttrs = {}, ...children: SvgNode[]): SvgNode {
  return { tag, attrs, children };
}

const escape = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;");

/** The node as standalone SVG markup (the root gets the namespace). */
export function toSvgString(node: SvgNode, root = true): string {
  const attrs = Object.entries(
    root ? { xmlns: "http://www.w3.org/2000/svg", ...node.attrs } : node.attrs,
  )
    .map(([name, value]) => ` ${name}="${escape(String(value))}"`)
    .join("");
  const inner =
    node.text !== undefined
      ? escape(node.text)
      : node.children.map((child) => toSvgString(child, false)).join("");
  return inner ? `<${node.tag}${attrs}>${inner}</${node.tag}>` : `<${node.tag}${attrs}/>`;
}
