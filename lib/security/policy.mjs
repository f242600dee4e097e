// @ts-check
// Plain JavaScript on purpose: shared by the TypeScript app (lib/security/csp.ts), the page cache
// handler Next loads unbundled at run time (lib/cache/page-cache-handler.mjs) and the post-build
// script (scripts/csp-manifest.mjs), so every policy the site sends is built by the same code.
import { createHash } from "node:crypto";

/** @param {string | undefined} url */
const origin = (url) => (url ? new URL(url).origin : "");

/**
 * Everything but script-src, the same on every page.
 * @param {{ siteUrl: string; heroVideoUrl?: string; supabaseUrl?: string }} origins
 */
export function commonDirectives({ siteUrl, heroVideoUrl, supabaseUrl }) {
  return [
    "default-src 'self'",
    "base-uri 'self'",
    "object-src 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
    // Post images may come from any feed's host (sanitized to http(s) sources only).
    "img-src 'self' data: blob: https: http:",
    "font-src 'self'",
    // React style attributes and sonner's injected styles; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    `media-src 'self' ${origin(heroVideoUrl)}`.trim(),
    `connect-src 'self' ${origin(supabaseUrl)}`.trim(),
    ...(siteUrl.startsWith("https:") ? ["upgrade-insecure-requests"] : []),
  ].join("; ");
}

/**
 * The whole header: the common directives and these script sources.
 * @param {string} common
 * @param {readonly string[]} sources
 */
export const scriptPolicy = (common, sources) => `${common}; script-src ${sources.join(" ")}`;

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const DATA_TYPE = /\btype\s*=\s*["']?(application\/(ld\+)?json|text\/template)/i;

/**
 * sha256 sources of the inline, executable scripts in one HTML document.
 * @param {string} html
 * @returns {string[]}
 */
export function inlineScriptHashes(html) {
  /** @type {Set<string>} */
  const hashes = new Set();
  // Both groups always take part in a match (empty at worst): the defaults only satisfy the type.
  for (const [, attrs = "", body = ""] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/.test(attrs) || DATA_TYPE.test(attrs)) continue;
    hashes.add(`sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`);
  }
  return [...hashes];
}

/**
 * The policy of a page sent exactly as `html`: its own inline scripts, by hash, and nothing else.
 * @param {string} common
 * @param {string} html
 */
export const hashPolicy = (common, html) =>
  scriptPolicy(common, ["'self'", ...inlineScriptHashes(html).map((hash) => `'${hash}'`)]);
