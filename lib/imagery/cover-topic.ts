import { hashString } from "./seed";

/**
 * Which picture a cover draws, from what the post is about: the title's words first (a post about
 * a discovery phase gets a process flow whatever its category), then the category's, then the
 * title's hash, so every post has one and keeps it.
 */
export const COMPOSITIONS = [
  "flow",
  "network",
  "orbit",
  "mosaic",
  "stack",
  "device",
  "chart",
] as const;
export type Composition = (typeof COMPOSITIONS)[number];

// For a topic nothing matched: the pictures that claim no subject (no lock, no neural network).
export const FALLBACKS = ["flow", "stack", "chart", "device", "mosaic"] as const;

// In order: the first that matches wins, so the more specific topics come first.
const topics: readonly [Composition, RegExp][] = [
  [
    "orbit",
    /\b(security|secure|auth|authentication|privacy|encryption|gdpr|compliance|threats?|passwords?)\b/,
  ],
  [
    "network",
    /\b(ai|llms?|gpt|models?|machine learning|ml|assistants?|rag|agents?|neural|chatbots?)\b/,
  ],
  [
    "flow",
    /\b(discovery|process|workflow|phases?|sprints?|roadmaps?|onboarding|pipelines?|tests?|testing|ci|checklists?|releases?)\b/,
  ],
  [
    "mosaic",
    /\b(design|designs|ui|ux|figma|brand|branding|accessible|accessibility|a11y|typography|colou?rs?|forms?)\b/,
  ],
  [
    "stack",
    /\b(postgres|postgresql|databases?|sql|data|architecture|infrastructure|backend|apis?|scaling|cloud|saas|multi-tenant|stack|servers?|caching|engineering)\b/,
  ],
  [
    "device",
    /\b(mobile|apps?|ios|android|react native|expo|next\.?js|app router|websites?|sites?|browsers?|frontend|pwa|responsive|web development|html)\b/,
  ],
  [
    "chart",
    /\b(performance|speed|vitals|metrics|analytics|dashboards?|seo|rankings?|growth|conversions?|costs?|benchmarks?|reports?)\b/,
  ],
];

const words = (text: string | null | undefined) =>
  (text ?? "").toLowerCase().replace(/[-_/]+/g, " ");

const match = (text: string) => topics.find(([, pattern]) => pattern.test(text))?.[0];

export function coverComposition(title: string, category: string | null | undefined): Composition {
  return (
    match(words(title)) ??
    match(words(category)) ??
    FALLBACKS[hashString(title) % FALLBACKS.length] ??
    "flow"
  );
}

/** Whether a device cover leads with a phone (mobile topics) rather than a browser window. */
export const leadsWithPhone = (title: string, category: string | null | undefined) =>
  /\b(mobile|apps?|ios|android|react native|expo)\b/.test(
    `${words(title)} ${words(category)}`.replace(/\bapp router\b/g, ""),
  );

/** What each composition shows, for alt text. */
export const compositionDescription: Record<Composition, string> = {
  flow: "a flow of connected steps with a loop back",
  network: "a network of nodes connected in layers",
  orbit: "concentric rings around a lock, with nodes in orbit",
  mosaic: "design tiles: a pen curve, colour swatches and controls",
  stack: "isometric blocks, stacked in layers or standing in a cluster",
  device: "a browser window and a phone outline",
  chart: "a bar chart with a rising trend line",
};
