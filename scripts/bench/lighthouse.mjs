// Lighthouse (mobile preset, simulated throttling) on the pages the issue names.
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";

import { build, chromiumArgs, root, start } from "./lib.mjs";

const pages = ["/", "/services", "/services/web-development"];

export async function main() {
  build(root);
  const site = await start(root);
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", ...chromiumArgs],
  });
  try {
    console.log(`${"page".padEnd(28)} perf  a11y  best  seo   LCP     TBT    CLS`);
    for (const page of pages) {
      const { lhr } = await lighthouse(`${site.base}${page}`, {
        port: chrome.port,
        output: "json",
        logLevel: "error",
      });
      const score = (id) => String(Math.round((lhr.categories[id]?.score ?? 0) * 100)).padStart(4);
      const audit = (id) => lhr.audits[id]?.displayValue ?? "";
      console.log(
        `${page.padEnd(28)} ${score("performance")}  ${score("accessibility")}  ${score("best-practices")}  ${score("seo")}   ${audit("largest-contentful-paint").padEnd(7)} ${audit("total-blocking-time").padEnd(6)} ${audit("cumulative-layout-shift")}`,
      );
      for (const [id, category] of Object.entries(lhr.categories)) {
        if (category.score === 1) continue;
        const failing = category.auditRefs
          .map((ref) => lhr.audits[ref.id])
          .filter(
            (a) =>
              a &&
              a.score !== null &&
              a.score < 1 &&
              a.scoreDisplayMode !== "informative" &&
              a.scoreDisplayMode !== "manual",
          )
          .map((a) => a.id);
        if (failing.length) console.log(`    ${id}: ${failing.slice(0, 8).join(", ")}`);
      }
    }
  } finally {
    await chrome.kill();
    site.stop();
  }
}
