#!/usr/bin/env node
// npm run bench [foundation|lighthouse|blog|leads|load|edge|scale|proof|analytics|newsletter] — see docs/benchmarks.md for what each prints and why.
const suite = process.argv[2] ?? "foundation";
const suites = {
  foundation: () => import("./foundation.mjs"),
  lighthouse: () => import("./lighthouse.mjs"),
  blog: () => import("./blog.mjs"),
  leads: () => import("./leads.mjs"),
  load: () => import("./load.mjs"),
  edge: () => import("./edge.mjs"),
  scale: () => import("./scale.mjs"),
  proof: () => import("./proof.mjs"),
  analytics: () => import("./analytics.mjs"),
  newsletter: () => import("./newsletter.mjs"),
};
if (!suites[suite]) {
  console.error(`unknown suite "${suite}"; choose one of: ${Object.keys(suites).join(", ")}`);
  process.exit(2);
}
const { main } = await suites[suite]();
await main(process.argv.slice(3));
