// @ts-check
// After `next build`: hashes every inline script of the pre-rendered HTML into
// .next/csp-manifest.json, which proxy.ts turns into each page's Content-Security-Policy
// (lib/security/csp.ts). Pages pre-rendered whole keep their static cache and are authorized by
// hash; Cache Components shells (a per-request part follows) contribute the few constant scripts
// they send before that part, which therefore carry no nonce. The pages served from the incremental
// cache with database content (lib/publishing/content-types.mjs) are left out: their build render is a
// placeholder, and lib/cache/page-cache-handler.mjs hashes each version as it is stored.
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";

import { isCachedPage } from "../lib/publishing/content-types.mjs";
import { inlineScriptHashes } from "../lib/security/policy.mjs";

const dist = path.resolve(process.argv[2] ?? ".next");
const appDir = path.join(dist, "server", "app");
const { routes } = JSON.parse(readFileSync(path.join(dist, "prerender-manifest.json"), "utf8"));

/** @type {Record<string, string[]>} */
const pages = {};
const shell = new Set();
const problems = [];
for (const [route, info] of Object.entries(routes)) {
  const file = path.join(appDir, route === "/" ? "index" : route.slice(1));
  if (!existsSync(`${file}.html`)) continue; // route handlers and metadata files
  // Rendered again at run time with the database: their policy comes with the cache entry.
  if (isCachedPage(route)) continue;
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
