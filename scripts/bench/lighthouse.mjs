// Lighthouse (mobile) over public routes, 3 runs each, medians, beside the bare Next page.
//
// Two CPU settings, both printed: Lighthouse's mobile preset (4x slowdown, the budget's
// definition) and the multiplier calibrated to this host. 4x assumes a host with BenchmarkIndex
// ≈ 1500; Lighthouse's own guidance (docs/throttling.md, "CPU throttling calibration") derives the
// multiplier from the measured index instead, so the emulated phone is the same on any host.
// LH_CPU=preset|calibrated|both (default both) picks which; LH_RUNS the runs per setting.
import { launch } from "chrome-launcher";
import lighthouse from "lighthouse";

import { bareDir, build, chromiumArgs, launchChromium, publicRoutes, root, start } from "./lib.mjs";

// Every public route and a post ("post" becomes the newest post's path at run time).
const defaultPages = [...publicRoutes, "post"];
const RUNS = Number(process.env.LH_RUNS ?? 3);
const MODE = process.env.LH_CPU ?? "both";
const PRESET = 4;

/** Patrick Hulce's calculator, as linked from Lighthouse's throttling docs. */
export function multiplierFor(benchmarkIndex) {
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return 1;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

// Staff pages (/admin/…) are audited signed in: a bench-only account on the bench's own database.
const STAFF = { email: "bench-staff@agency.example", password: "bench staff password 2026" };

/** A staff session cookie, through the real sign-in form. */
async function staffCookie(base) {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    await page.goto(`${base}/admin/login`);
    await page.getByLabel("E-mail").fill(STAFF.email);
    await page.getByLabel("Password").fill(STAFF.password);
    await page.getByRole("button", { name: "Sign in" }).click();
    await page.waitForURL(/\/admin$/, { timeout: 30_000 });
    const cookie = (await page.context().cookies()).find((c) => c.name === "agency_staff_session");
    if (!cookie) throw new Error("signing in set no staff session cookie");
    return `${cookie.name}=${cookie.value}`;
  } finally {
    await browser.close();
  }
}

async function audit(port, url, cpuSlowdownMultiplier, cookie) {
  const settings = {
    ...(cpuSlowdownMultiplier
      ? { throttling: { rttMs: 150, throughputKbps: 1638.4, cpuSlowdownMultiplier } }
      : {}),
    ...(cookie ? { extraHeaders: { Cookie: cookie } } : {}),
  };
  const { lhr } = await lighthouse(
    url,
    { port, output: "json", logLevel: "error" },
    { extends: "lighthouse:default", settings },
  );
  return lhr;
}

function summarise(lhrs) {
  const cat = (id) => median(lhrs.map((l) => Math.round((l.categories[id]?.score ?? 0) * 100)));
  const num = (id) => median(lhrs.map((l) => l.audits[id]?.numericValue ?? 0));
  return {
    perf: cat("performance"),
    a11y: cat("accessibility"),
    best: cat("best-practices"),
    seo: cat("seo"),
    fcp: num("first-contentful-paint"),
    lcp: num("largest-contentful-paint"),
    tbt: num("total-blocking-time"),
    cls: num("cumulative-layout-shift"),
  };
}

function failing(lhr) {
  const out = [];
  for (const [id, category] of Object.entries(lhr.categories)) {
    if (category.score === 1) continue;
    const ids = category.auditRefs
      .map((ref) => lhr.audits[ref.id])
      .filter(
        (a) =>
          a &&
          a.score !== null &&
          a.score < 1 &&
          !["informative", "manual"].includes(a.scoreDisplayMode),
      )
      .map((a) => a.id);
    if (ids.length && id !== "performance") out.push(`${id}: ${ids.slice(0, 8).join(", ")}`);
  }
  return out;
}

export async function main(args = []) {
  build(root);
  build(bareDir);
  const site = await start(root, { ADMIN_EMAIL: STAFF.email, ADMIN_PASSWORD: STAFF.password });
  const bare = await start(bareDir);
  const newest = /href="(\/blogs\/[a-z0-9-]+)"/.exec(
    await (await fetch(`${site.base}/blogs`)).text(),
  );
  const pages = (args.length ? args : defaultPages).map((p) =>
    p === "post" ? (newest?.[1] ?? "/blogs") : p,
  );
  const cookie = pages.some((p) => p.startsWith("/admin")) ? await staffCookie(site.base) : null;
  const chrome = await launch({
    chromePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    chromeFlags: ["--headless=new", ...chromiumArgs],
  });
  try {
    const probe = await audit(chrome.port, `${bare.base}/`);
    const bi = probe.environment.benchmarkIndex;
    const calibrated = Number(multiplierFor(bi).toFixed(2));
    const settings = [
      ...(MODE === "calibrated" ? [] : [["4x", PRESET]]),
      ...(MODE === "preset" ? [] : [[`${calibrated}x`, calibrated]]),
    ];
    console.log(
      `host BenchmarkIndex ${bi} → calibrated CPU slowdown ${calibrated}x (preset: ${PRESET}x); ${RUNS} runs per setting, medians`,
    );
    console.log(`${"page".padEnd(28)} cpu     perf  a11y  best  seo   FCP ms  LCP ms  TBT ms  CLS`);
    const targets = [
      ["bare Next page", `${bare.base}/`],
      ...pages.map((p) => [p, `${site.base}${p}`]),
    ];
    const pad = (v, n) => String(Math.round(v)).padStart(n);
    for (const [label, url] of targets) {
      for (const [name, multiplier] of settings) {
        const lhrs = [];
        const staff = label.startsWith("/admin") ? cookie : null;
        for (let i = 0; i < RUNS; i++) lhrs.push(await audit(chrome.port, url, multiplier, staff));
        const s = summarise(lhrs);
        console.log(
          `${label.padEnd(28)} ${name.padEnd(6)} ${pad(s.perf, 4)}  ${pad(s.a11y, 4)}  ${pad(s.best, 4)}  ${pad(s.seo, 4)}  ${pad(s.fcp, 6)}  ${pad(s.lcp, 6)}  ${pad(s.tbt, 6)}  ${s.cls.toFixed(3)}`,
        );
        for (const line of failing(lhrs[0])) console.log(`    ${line}`);
      }
    }
  } finally {
    await chrome.kill();
    site.stop();
    bare.stop();
  }
}
