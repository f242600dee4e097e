// npm run bench proof [--runs=5] [--main=/work/main]
// The lead forms' proof-of-work (ALTCHA) in Chromium against the production build:
//  - delay: from focusing the booking form to a verified proof in it, and from clicking submit on
//    a form filled without focus (autofill) to the server action being posted (the submit waits
//    for the proof), beside the same click once the proof is in; the median of --runs fresh pages.
//  - JavaScript: gzipped script bytes of /contact, /book-service and content pages, first load and
//    by network idle (the widget arrives after first paint), plus the widget's worker and stylesheet;
//    with --main, the same pages of another checkout's build (its .next, copied) for the difference,
//    and each page's CSP with nonces and inline-script hashes masked (those change with any code).
// Printed, not asserted. docs/benchmarks.md has the numbers and how to read them.
import { cpSync, mkdirSync, mkdtempSync, readdirSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";

import { build, firstLoadJs, kb, launchChromium, root, start } from "./lib.mjs";

const option = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const runs = Number(option("runs") ?? 5);
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const pages = ["/contact", "/book-service", "/", "/about-company", "/services"];

/** A throwaway directory that runs another checkout's build without writing into it. */
function shadowOf(dir) {
  const shadow = mkdtempSync(path.join(tmpdir(), "bench-proof-main-"));
  for (const entry of readdirSync(dir)) {
    if ([".next", ".data", "tests"].includes(entry)) continue;
    symlinkSync(path.join(dir, entry), path.join(shadow, entry));
  }
  mkdirSync(path.join(shadow, ".next"));
  for (const entry of readdirSync(path.join(dir, ".next"))) {
    if (entry === "cache") continue; // only the build's output, not its compiler cache
    cpSync(path.join(dir, ".next", entry), path.join(shadow, ".next", entry), { recursive: true });
  }
  return shadow;
}

async function serve(dir) {
  const data = mkdtempSync(path.join(tmpdir(), "bench-proof-"));
  return start(dir, {
    PGLITE_DIR: path.join(data, "db"),
    DATA_DIR: data,
    TRUST_PROXY: "true",
    ALTCHA_HMAC_KEY: "bench-altcha-hmac-key-0123456789abcdef",
  });
}

// Records when the page posts (a server action) and when the widget verifies, on the page's clock.
const probe = () => {
  const w = /** @type {any} */ (window);
  w.__posted = null;
  const original = window.fetch;
  window.fetch = (input, init) => {
    if (init?.method === "POST" && w.__posted === null) w.__posted = performance.now();
    return original(input, init);
  };
};

async function delays(browser, base) {
  const focus = [];
  const held = [];
  const ready = [];
  for (let run = 0; run < runs; run++) {
    const context = await browser.newContext({
      extraHTTPHeaders: { "x-forwarded-for": `198.51.100.${run + 1}` },
    });
    const page = await context.newPage();
    await page.addInitScript(probe);
    // Focus to proof.
    await page.goto(`${base}/book-service`);
    const widget = page.locator("altcha-widget");
    await widget.waitFor({ state: "attached" });
    await page.waitForFunction(() => document.querySelector("altcha-widget")?.getState?.());
    focus.push(
      await page.evaluate(
        () =>
          new Promise((resolve) => {
            const el = document.querySelector("altcha-widget");
            const t0 = performance.now();
            el.addEventListener("verified", () => resolve(performance.now() - t0), { once: true });
            document.querySelector('[name="name"]').focus();
          }),
      ),
    );
    // Click to post, proof in: the form's own time to send (the baseline).
    ready.push(await clickToPost(page, false));
    // Click to post on a fresh form filled without focus: the submit waits for the proof.
    await page.goto(`${base}/contact`);
    await page.locator("altcha-widget").waitFor({ state: "attached" });
    await page.waitForFunction(() => document.querySelector("altcha-widget")?.getState?.());
    held.push(await clickToPost(page, true));
    await context.close();
  }
  return { focus, held, ready };
}

/** Fills the form's fields by value (no focus event), clicks submit, returns click → POST in ms. */
async function clickToPost(page, fill) {
  await page.evaluate((fill) => {
    /** @type {any} */ (window).__posted = null;
    const values = {
      name: "Bench Person",
      email: "bench@example.com",
      phone: "+1 555 010 0000",
      service: "saas-solutions",
      message: "Measuring the proof-of-work.",
    };
    if (!fill) return;
    for (const [name, value] of Object.entries(values)) {
      const el = document.querySelector(`[name="${name}"]`);
      if (!el) continue;
      Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), "value").set.call(el, value);
      el.dispatchEvent(new Event(el.tagName === "SELECT" ? "change" : "input", { bubbles: true }));
    }
  }, fill);
  if (!fill) {
    // The booking form of the first measure: fill it the ordinary way (the proof is in already).
    await page.fill('[name="name"]', "Bench Person");
    await page.fill('[name="email"]', "bench@example.com");
    await page.fill('[name="phone"]', "+1 555 010 0000");
    await page.selectOption('[name="service"]', "saas-solutions");
    await page.fill('[name="message"]', "Measuring the proof-of-work.");
  }
  const button = page.locator('form button[type="submit"]').first();
  await button.waitFor();
  const t0 = await page.evaluate(() => {
    const button = document.querySelector('main form button[type="submit"]');
    const t = performance.now();
    button.click();
    return t;
  });
  await page.waitForFunction(() => /** @type {any} */ (window).__posted !== null, null, {
    timeout: 30_000,
  });
  return (await page.evaluate(() => /** @type {any} */ (window).__posted)) - t0;
}

async function scripts(browser, base) {
  const out = {};
  for (const url of pages) out[url] = await firstLoadJs(browser, `${base}${url}`);
  const assets = {};
  for (const file of ["/altcha/pbkdf2.js", "/altcha/altcha.css"]) {
    const body = Buffer.from(await (await fetch(`${base}${file}`)).arrayBuffer());
    assets[file] = gzipSync(body).length;
  }
  return { pages: out, assets };
}

async function policies(base) {
  const masked = {};
  for (const url of pages) {
    const csp = (await fetch(`${base}${url}`)).headers.get("content-security-policy") ?? "";
    masked[url] = csp
      .replace(/'(sha256|nonce)-[^']+'/g, "'$1-…'")
      .replace(/( '(sha256)-…')+/g, " 'sha256-…'…");
  }
  return masked;
}

export async function main() {
  build(root);
  const mainDir = option("main");
  const site = await serve(root);
  const other = mainDir ? await serve(shadowOf(path.resolve(mainDir))) : null;
  const browser = await launchChromium();
  try {
    const { focus, held, ready } = await delays(browser, site.base);
    const ms = (xs) =>
      `median ${median(xs).toFixed(0)} ms (${xs.map((x) => x.toFixed(0)).join(", ")})`;
    console.log(`proof-of-work delay over ${runs} runs (Chromium, production build)`);
    console.log(`  focus → verified proof:                ${ms(focus)}`);
    console.log(`  submit click → post, proof not yet in: ${ms(held)}`);
    console.log(`  submit click → post, proof already in: ${ms(ready)}`);
    const mine = await scripts(browser, site.base);
    const theirs = other ? await scripts(browser, other.base) : null;
    console.log(
      "\nJavaScript, gzip KB: first load / by network idle" + (theirs ? " (vs --main)" : ""),
    );
    for (const url of pages) {
      const a = mine.pages[url];
      const b = theirs?.pages[url];
      const diff = (x, y) => (y === undefined ? "" : ` (${x - y >= 0 ? "+" : ""}${kb(x - y)})`);
      console.log(
        `  ${url.padEnd(15)} ${kb(a.bytes)}${diff(a.bytes, b?.bytes)} / ${kb(a.idleBytes)}${diff(a.idleBytes, b?.idleBytes)}`,
      );
    }
    for (const [file, bytes] of Object.entries(mine.assets)) {
      console.log(`  ${file.padEnd(22)} ${kb(bytes)} (fetched when the widget mounts)`);
    }
    if (other) {
      const [x, y] = [await policies(site.base), await policies(other.base)];
      console.log("\nCSP, hashes and nonces masked: identical to --main?");
      for (const url of pages)
        console.log(
          `  ${url.padEnd(15)} ${x[url] === y[url] ? "yes" : `NO\n    ${x[url]}\n    ${y[url]}`}`,
        );
    }
  } finally {
    await browser.close();
    site.stop();
    other?.stop();
  }
}
