import { createElement, type ReactElement, type SVGProps } from "react";

import type { SvgAttrs, SvgNode } from "@/lib/imagery/svg";

/** SVG's kebab-case attribute names as React spells them (stroke-width → strokeWidth). */
function reactProps(attrs: SvgAttrs): Record<string, string | number> {
  return Object.fromEntries(
    Object.entries(attrs).map(([name, value]) => [
      name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase()),
      value,
    ]),
  );
}

function render(node: SvgNode, key?: number): ReactElement {
  return createElement(
    node.tag,
    { key, ...reactProps(node.attrs) },
    node.text ?? node.children.map((child, index) => render(child, index)),
  );
}

/**
 * A generated picture (lib/imagery) as inline SVG, server-rendered: no image request, no client
 * JS. Props on the root (role, aria-label, className) are added to the picture's own attributes.
 */
export function SvgTree({ node, ...props }: { node: SvgNode } & SVGProps<SVGSVGElement>) {
  const children = node.children.map((child, index) => render(child, index));
  return createElement(node.tag, { ...reactProps(node.attrs), ...props }, ...children);
}
