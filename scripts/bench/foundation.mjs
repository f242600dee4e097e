// First-load JS per public route and requests/s of pre-rendered pages, each against a bare
// Next page built and served in the same run (so machine speed cancels out of the ratios).
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";

import {
  bareDir,
  build,
  firstLoadJs,
  kb,
  launchChromium,
  publicRoutes,
  root,
  rps,
  start,
} from "./lib.mjs";

const loadRoutes = ["/", "/services", "/services/web-development"];
const BUDGET_KB = 15;
const RPS_TARGET = 0.9;

export async function main(args) {
  const seconds = Number(args.find((a) => a.startsWith("--seconds="))?.split("=")[1] ?? 8);
  build(bareDir, { force: true });
  build(root, { force: args.includes("--rebuild") });
  const bare = await start(bareDir);
  const site = await start(root);
  const results = { date: new Date().toISOString(), js: [], rps: {} };
  try {
    const browser = await launchChromium();
    const baseline = await firstLoadJs(browser, `${bare.base}/`);
    console.log(
      `\nFirst-load JS (gzip), bare Next page: ${kb(baseline.bytes)} KB in ${baseline.files} files`,
    );
    console.log(
      `${"route".padEnd(30)} ${"KB".padStart(7)} ${"+KB".padStart(7)}  budget ≤ ${BUDGET_KB} KB over bare`,
    );
    for (const route of publicRoutes) {
      const m = await firstLoadJs(browser, `${site.base}${route}`);
      const extra = (m.bytes - baseline.bytes) / 1024;
      results.js.push({ route, kb: m.bytes / 1024, extraKb: extra, files: m.files });
      console.log(
        `${route.padEnd(30)} ${kb(m.bytes).padStart(7)} ${extra.toFixed(1).padStart(7)}  ${extra <= BUDGET_KB ? "ok" : "OVER"}`,
      );
    }
    results.js.unshift({
      route: "(bare)",
      kb: baseline.bytes / 1024,
      extraKb: 0,
      files: baseline.files,
    });
    await browser.close();

    for (const [mode, headers] of [
      ["identity", {}],
      ["gzip", { "accept-encoding": "gzip" }],
    ]) {
      // Bare before and after the site's runs; the mean absorbs drift (thermal, other load).
      const before = await rps(`${bare.base}/`, { seconds, headers });
      const measured = [];
      for (const route of loadRoutes)
        measured.push({ route, ...(await rps(`${site.base}${route}`, { seconds, headers })) });
      const after = await rps(`${bare.base}/`, { seconds, headers });
      const base = (before.rps + after.rps) / 2;
      console.log(
        `\nRequests/s (${mode}, ${seconds}s, 32 connections): bare ${base.toFixed(0)} (${before.rps.toFixed(0)} / ${after.rps.toFixed(0)})`,
      );
      results.rps[mode] = { bare: base, routes: [] };
      for (const m of measured) {
        const ratio = m.rps / base;
        results.rps[mode].routes.push({ ...m, ratio });
        console.log(
          `${m.route.padEnd(30)} ${m.rps.toFixed(0).padStart(7)} req/s  ${(ratio * 100).toFixed(0).padStart(4)}% of bare  p99 ${m.p99} ms  ${ratio >= RPS_TARGET ? "ok" : "BELOW"}`,
        );
      }
    }
  } finally {
    bare.stop();
    site.stop();
  }
  const out = path.join(root, "bench-results");
  await mkdir(out, { recursive: true });
  await writeFile(path.join(out, "foundation.json"), JSON.stringify(results, null, 2));
  console.log(`\nwrote bench-results/foundation.json`);
}
