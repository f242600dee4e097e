// After `next build`: hashes every inline script of the pre-rendered HTML into
// .next/csp-manifest.json, which proxy.ts turns into each page's Content-Security-Policy
// (lib/security/csp.ts). Pages pre-rendered whole keep their static cache and are authorized by
// hash; Cache Components shells (a per-request part follows) contribute the few constant scripts
// they send before that part, which therefore carry no nonce.
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

const dist = path.resolve(process.argv[2] ?? ".next");
const appDir = path.join(dist, "server", "app");
const { routes } = JSON.parse(readFileSync(path.join(dist, "prerender-manifest.json"), "utf8"));

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const DATA_TYPE = /\btype\s*=\s*["']?(application\/(ld\+)?json|text\/template)/i;

/** sha256 sources of the inline, executable scripts in one HTML document. */
export function inlineScriptHashes(html) {
  const hashes = new Set();
  for (const [, attrs, body] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/.test(attrs) || DATA_TYPE.test(attrs)) continue;
    hashes.add(`sha256-${createHash("sha256").update(body, "utf8").digest("base64")}`);
  }
  return [...hashes];
}

const pages = {};
const shell = new Set();
const problems = [];
for (const [route, info] of Object.entries(routes)) {
  const file = path.join(appDir, route === "/" ? "index" : route.slice(1));
  if (!existsSync(`${file}.html`)) continue; // route handlers and metadata files
  const html = readFileSync(`${file}.html`, "utf8");
  const meta = existsSync(`${file}.meta`) ? JSON.parse(readFileSync(`${file}.meta`, "utf8")) : {};
  if (meta.postponed) {
    for (const hash of inlineScriptHashes(html)) shell.add(hash);
  } else if (info.initialRevalidateSeconds !== false) {
    // Its HTML (and so its inline scripts) would change after the build, outdating the hashes.
    problems.push(
      `${route} is pre-rendered whole but revalidates (${info.initialRevalidateSeconds} s)`,
    );
  } else {
    pages[route] = inlineScriptHashes(html);
  }
}

if (problems.length) {
  console.error(
    `csp-manifest: pages whose content changes must render it per request (a dynamic hole):\n  ${problems.join("\n  ")}`,
  );
  process.exit(1);
}
writeFileSync(
  path.join(dist, "csp-manifest.json"),
  JSON.stringify({ pages, shell: [...shell] }, null, 1),
);
console.log(
  `csp-manifest: ${Object.keys(pages).length} static pages hashed, ${shell.size} shell script(s)`,
);
