// Shared helpers for the benchmark scripts: build and start Next apps, drive Chromium, load-test.
import { spawn, spawnSync } from "node:child_process";
import { createHmac } from "node:crypto";
import { existsSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { gzipSync } from "node:zlib";

import { createChallenge, solveChallenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import autocannon from "autocannon";
import { chromium } from "@playwright/test";

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), "../..");
export const bareDir = path.join(root, "scripts/bench/bare-app");
const nextBin = path.join(root, "node_modules/next/dist/bin/next");
// A production build needs the site's origin (next.config.ts).
const env = {
  NEXT_PUBLIC_SITE_URL: "http://localhost:3000",
  ...process.env,
  NEXT_TELEMETRY_DISABLED: "1",
};

/** Every public route (the Lighthouse suite adds a post, found at run time). */
export const publicRoutes = [
  "/",
  "/services",
  "/services/web-development",
  "/services/custom-dashboards",
  "/work",
  "/about-company",
  "/about-us",
  "/career",
  "/contact",
  "/book-service",
  "/blogs",
  "/privacy-policy",
  "/terms-and-conditions",
];

export const chromiumArgs = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
];

export const tsx = [path.join(root, "node_modules/tsx/dist/cli.mjs"), "--conditions=react-server"];

/** A PostgreSQL 15 on loopback (the test helper's), started through tsx; its URL and a stop(). */
export async function startPostgres() {
  const child = spawn(
    process.execPath,
    [...tsx, path.join(root, "scripts/bench/blog-db.ts"), "postgres"],
    {
      cwd: root,
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  const url = await new Promise((resolve, reject) => {
    child.stdout.once("data", (d) => resolve(d.toString().trim()));
    child.once("exit", () => reject(new Error("postgres did not start")));
  });
  return { url, stop: () => child.kill("SIGTERM") };
}

export function build(dir, { force = false } = {}) {
  if (!force && existsSync(path.join(dir, ".next/BUILD_ID"))) return;
  console.error(`building ${path.relative(root, dir) || "site"} …`);
  const result = spawnSync(process.execPath, [nextBin, "build"], {
    cwd: dir,
    env,
    stdio: ["ignore", "ignore", "inherit"],
  });
  if (result.status !== 0) throw new Error(`next build failed in ${dir}`);
  // As `npm run build` does: without the manifest every pre-rendered page would get a nonce its
  // static HTML does not carry, and its inline scripts would be blocked.
  if (dir === root) {
    const csp = spawnSync(process.execPath, ["scripts/csp-manifest.mjs"], { cwd: root, env });
    if (csp.status !== 0) throw new Error(`csp-manifest failed: ${csp.stderr}`);
  }
}

export async function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** The proof-of-work root key the bench's servers run with (lib/spam/proof-secret.ts). */
export const BENCH_ALTCHA_KEY = "bench-altcha-hmac-key-0123456789abcdef";

/**
 * A fresh proof-of-work solution a bench server accepts once, as the widget would post it: a
 * challenge signed with the key's derived secrets (lib/spam/altcha-secrets.ts), solved by
 * altcha-lib. The smallest secret counter, so the bench measures the server, not the solver.
 */
export async function solvedProof(rootKey = BENCH_ALTCHA_KEY) {
  const hmac = (label) => createHmac("sha256", rootKey).update(label).digest("base64url");
  const challenge = await createChallenge({
    algorithm: "PBKDF2/SHA-256",
    cost: 5_000,
    counter: 0,
    deriveKey,
    expiresAt: Math.floor(Date.now() / 1000) + 600,
    hmacSignatureSecret: hmac("altcha challenge"),
    hmacKeySignatureSecret: hmac("altcha derived key"),
  });
  const solution = await solveChallenge({ challenge, deriveKey });
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

export async function start(dir, extraEnv = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, [nextBin, "start", "-p", String(port)], {
    cwd: dir,
    // What a production server refuses to start without (lib/env.ts): a session secret and the
    // proof-of-work key when on a shared database, and a mail provider unless mail is log-only.
    env: {
      SESSION_SECRET: "bench-session-secret-0123456789abcdef0123456789",
      ALTCHA_HMAC_KEY: BENCH_ALTCHA_KEY,
      ...env,
      ...(extraEnv.RESEND_API_KEY ? {} : { MAIL_MODE: "log" }),
      ...extraEnv,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${base}/`)).status < 500)
        return { base, stop: () => child.kill("SIGTERM") };
    } catch {}
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error(`server in ${dir} did not start`);
}

/**
 * Gzipped script bytes of a page. `firstLoad`: scripts requested before the load event (what the
 * page needs to become interactive, lazy chunks it fetches at once included). `idle`: everything
 * by network idle, adding the chunks Next prefetches for links on the page.
 */
export async function firstLoadJs(browser, url) {
  const page = await browser.newPage();
  const sizes = new Map();
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "script") return;
    try {
      sizes.set(response.url(), gzipSync(await response.body()).length);
    } catch {}
  });
  await page.goto(url, { waitUntil: "networkidle" });
  await page.waitForTimeout(300);
  const early = await page.evaluate(() => {
    const load = performance.getEntriesByType("navigation")[0].loadEventStart;
    return performance
      .getEntriesByType("resource")
      .filter((e) => e.initiatorType === "script" || e.name.endsWith(".js"))
      .filter((e) => e.startTime <= load)
      .map((e) => e.name);
  });
  await page.close();
  const sum = (urls) => urls.reduce((total, u) => total + (sizes.get(u) ?? 0), 0);
  return {
    bytes: sum(early.filter((u) => sizes.has(u))),
    files: early.filter((u) => sizes.has(u)).length,
    idleBytes: sum([...sizes.keys()]),
  };
}

export function launchChromium() {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    args: chromiumArgs,
  });
}

/** Requests per second over `seconds`, with `connections` keep-alive clients. */
export async function rps(url, { seconds = 8, connections = 32, headers = {} } = {}) {
  // Warm-up first: a cold Next server (JIT, caches) runs at a fraction of its steady rate.
  await autocannon({ url, connections, duration: 3, headers });
  const result = await autocannon({ url, connections, duration: seconds, headers });
  if (result.non2xx > 0 || result.errors > 0)
    throw new Error(`${url}: ${result.non2xx} non-2xx, ${result.errors} errors`);
  return {
    rps: result.requests.average,
    p99: result.latency.p99,
    bytes: result.throughput.average,
  };
}

export const kb = (bytes) => (bytes / 1024).toFixed(1);

/**
 * `--full`: the issue's 50 connections × 60 s per route; otherwise a quick 10 × 10 s.
 * `--seconds=` and `--connections=` override either.
 */
export function loadOptions(argv) {
  const full = argv.includes("--full");
  const arg = (name, fallback) =>
    Number(argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? fallback);
  return {
    full,
    seconds: arg("seconds", full ? 60 : 10),
    connections: arg("connections", full ? 50 : 10),
  };
}

/** One route under load, after a short warm-up: req/s, latency and every failure counted. */
export async function loadRoute(url, { seconds, connections, headers = {} }) {
  await autocannon({ url, connections, duration: Math.min(5, seconds), headers });
  const r = await autocannon({ url, connections, duration: seconds, headers });
  return {
    rps: r.requests.average,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
    requests: r.requests.total,
  };
}

/** A markdown table of loadRoute rows, each with its ratio to the named baselines' req/s. */
export function printLoadTable(rows, baselines) {
  const names = Object.keys(baselines);
  console.log(
    `| route | req/s | ${names.map((n) => `% of ${n}`).join(" | ")} | p50 ms | p99 ms | p99 ÷ ${names[0]} | requests | errors | non-2xx |`,
  );
  console.log(`|${" --- |".repeat(8 + names.length)}`);
  for (const r of rows) {
    const ratios = names.map((n) => `${((100 * r.rps) / baselines[n].rps).toFixed(0)} %`);
    const p99 = (r.p99 / Math.max(1, baselines[names[0]].p99)).toFixed(2);
    console.log(
      `| ${r.route} | ${r.rps.toFixed(0)} | ${ratios.join(" | ")} | ${r.p50} | ${r.p99} | ${p99} | ${r.requests} | ${r.errors} | ${r.non2xx} |`,
    );
  }
  return rows.some((r) => r.errors || r.non2xx);
}

/**
 * loadRoute through wrk (Debian's `wrk`, C, one thread per core) when it is installed: nginx
 * serving cached pages outruns autocannon (one Node thread parsing every body), so with
 * autocannon those runs measure the client. Same fields as loadRoute; wrk counts non-2xx/3xx
 * responses and socket errors, reported as non2xx and errors.
 */
export function hasWrk() {
  return spawnSync("wrk", ["--version"], { encoding: "utf8" }).error === undefined;
}

export async function loadRouteWrk(url, { seconds, connections, headers = {} }) {
  const args = ["-t", "2", "-c", String(connections), "--latency"];
  for (const [name, value] of Object.entries(headers)) args.push("-H", `${name}: ${value}`);
  spawnSync("wrk", [...args, "-d", `${Math.min(5, seconds)}s`, url]); // warm-up
  const out = spawnSync("wrk", [...args, "-d", `${seconds}s`, url], { encoding: "utf8" }).stdout;
  const ms = (label) => {
    const m = new RegExp(`${label}%\\s+([\\d.]+)(us|ms|s)`).exec(out);
    if (!m) return NaN;
    const factor = { us: 0.001, ms: 1, s: 1000 }[m[2]];
    return Math.round(Number(m[1]) * factor);
  };
  const num = (re) => Number(re.exec(out)?.[1] ?? 0);
  const errors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  return {
    rps: num(/Requests\/sec:\s+([\d.]+)/),
    p50: ms(" 50"),
    p99: ms(" 99"),
    errors: errors ? errors.slice(1).reduce((a, b) => a + Number(b), 0) : 0,
    non2xx: num(/Non-2xx or 3xx responses: (\d+)/),
    requests: num(/(\d+) requests in/),
  };
}
