import "server-only";

import { readFileSync } from "node:fs";
import path from "node:path";

/**
 * Written after `next build` by scripts/csp-manifest.mjs from the pre-rendered HTML:
 * - `pages`: for each page pre-rendered whole at build, the sha256 sources of its inline scripts;
 * - `shell`: inline scripts of Cache Components shells (React's own constant snippets), which are
 *   sent before the per-request part and so carry no nonce.
 */
export interface CspManifest {
  pages: Record<string, string[]>;
  shell: string[];
}

const CSP_MANIFEST_FILE = path.join(
  /* turbopackIgnore: true */ process.cwd(),
  ".next",
  "csp-manifest.json",
);

let loaded: CspManifest | undefined;

/** Read once per process. Missing (next dev, or a build without the step): every page gets a nonce. */
export function cspManifest(): CspManifest {
  if (loaded) return loaded;
  try {
    loaded = JSON.parse(readFileSync(CSP_MANIFEST_FILE, "utf8")) as CspManifest;
  } catch {
    loaded = { pages: {}, shell: [] };
  }
  return loaded;
}
