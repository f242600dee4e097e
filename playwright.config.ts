import { existsSync } from "node:fs";

import { defineConfig, devices } from "@playwright/test";

// A failing test shows the server's last lines from this file (tests/e2e/fixtures.ts).
import { serverLog } from "./tests/e2e/support/server-log";

const desktop = { ...devices["Desktop Chrome"], channel: undefined };
/**
 * Every public page draws a decorative particle layer, animated by the compositor 60 times a
 * second for as long as the page is open (the home hero adds a video): ~0.2 CPU-seconds per
 * second per open page here, in Chromium's GPU process, which took more CPU than the Next server
 * in a whole e2e run (docs/benchmarks.md, "npm test toward 12 minutes"). `prefers-reduced-motion`
 * removes only that decoration (app/particles.css, components/home/hero-video.tsx) and shortens
 * transitions. The specs whose subject is what a visitor sees and how it moves (the home page, its
 * video and particles, the header and menus, themes, narrow screens, toasts: where they sit and
 * how long they stay) keep the default motion; the other flows, staff pages, axe and the crawl run
 * with reduced motion. Under reduced motion `save-confirmations.spec.ts` saw a toast's top at 80 px
 * over a 137 px staff header, where it passes with the default (docs/benchmarks.md).
 */
const still = { ...desktop, reducedMotion: "reduce" as const };
const motionSpecs = [
  "home.spec.ts",
  "home-story.spec.ts",
  "home-hero-control.spec.ts",
  "imagery.spec.ts",
  "long-read.spec.ts",
  "site-chrome.spec.ts",
  "interactions.spec.ts",
  "theme.spec.ts",
  "narrow-screens.spec.ts",
  "lead-forms.spec.ts",
  "lead-forms-booking.spec.ts",
  "save-confirmations.spec.ts",
  "spam-quarantine.spec.ts",
];
const port = Number(process.env.E2E_PORT ?? 3210);
export const baseURL = `http://localhost:${port}`;
// Debian's chromium-headless-shell (scripts/ensure-system-deps.sh installs it) is the build
// Playwright itself runs headless tests in: no browser UI to start or draw, ~20 % less CPU per
// test than the full browser (docs/benchmarks.md). The binary itself, not /usr/bin's wrapper
// script, so closing the browser ends the process Playwright started. CHROMIUM_PATH overrides.
const headlessShell = "/usr/lib/chromium/chromium-headless-shell";
const browser =
  process.env.CHROMIUM_PATH ?? (existsSync(headlessShell) ? headlessShell : "/usr/bin/chromium");

/**
 * e2e against the production build (`npm run build` first), on Debian's Chromium headless shell
 * (the full browser when the shell is absent): Playwright's own browser download cannot reach the
 * network here. The flags keep Chromium from phoning home.
 */
export default defineConfig({
  testDir: "tests/e2e",
  // After the run: every server log line was one JSON object (tests/e2e/support/log-check.ts).
  globalTeardown: "./tests/e2e/support/log-check.ts",
  fullyParallel: true,
  // Two workers for two cores: four overlap waits on a loaded machine, but on an idle one they
  // fight the server for the cores and the suite takes longer (docs/benchmarks.md, "npm test after
  // the lead pipeline": 718 s with four, 543 s with two). E2E_WORKERS overrides.
  workers: Number(process.env.E2E_WORKERS) || (process.env.CI ? 2 : undefined),
  // A retry would hide a flaky test: a test passes the first time or the run fails.
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 60_000,
  // A ceiling for waits on conditions, not a delay: a passing check returns as soon as it holds,
  // and a busy machine (CI shares two cores) gets room before a condition counts as failed.
  expect: { timeout: 15_000 },
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: {
      executablePath: browser,
      args: [
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        // The headless shell hints glyphs fully by default; the full browser follows fontconfig,
        // which is "slight" on Debian. Full hinting changes glyph widths, so line breaks and
        // every screenshot differed from the baselines (1–4 % of pixels, pages 16 px shorter).
        "--font-render-hinting=slight",
      ],
    },
  },
  // Baselines are written only when asked (`npm run screenshots`), never by a CI run.
  updateSnapshots: process.env.CI ? "none" : "missing",
  projects: [
    // Visual regression first, on the freshly seeded database: the other specs add posts, leads
    // and import runs that would show in the pages it captures. Playwright skips the rest when it
    // fails; `--no-deps` runs a spec without it.
    { name: "visual", testMatch: "visual.spec.ts", use: desktop },
    // The link crawl too, beside it: the other specs publish and close items (a job opening that
    // closes during its test) that a crawl running alongside would find listed, then gone.
    { name: "crawl", testMatch: "crawl.spec.ts", use: still },
    {
      name: "chromium",
      testIgnore: ["visual.spec.ts", "crawl.spec.ts", ...motionSpecs],
      dependencies: ["visual", "crawl"],
      use: still,
    },
    {
      name: "chromium-motion",
      testMatch: motionSpecs,
      dependencies: ["visual", "crawl"],
      use: desktop,
    },
  ],
  webServer: {
    // A fresh database per run, prepared before the server opens it (one process per PGlite dir).
    command: [
      `mkdir -p tests/.tmp && : > ${serverLog}`,
      "npx tsx --conditions=react-server tests/e2e/support/prepare-db.ts",
      `exec node node_modules/next/dist/bin/next start -p ${port} >> ${serverLog} 2>&1`,
    ].join(" && "),
    url: `${baseURL}/robots.txt`,
    reuseExistingServer: !process.env.CI,
    // Preparing the database (seed and XSS posts) and starting: a ceiling for a busy machine.
    timeout: 180_000,
    stdout: "pipe",
    stderr: "pipe",
    env: {
      NEXT_TELEMETRY_DISABLED: "1",
      PGLITE_DIR: "tests/.tmp/e2e-db",
      // The SEO analyser fetches pages from the server itself, on this port.
      PORT: String(port),
      DATA_DIR: "tests/.tmp/e2e-data",
      // The staff account and secrets of tests/e2e/staff-fixtures.ts.
      ADMIN_EMAIL: "e2e-staff@agency.example",
      ADMIN_PASSWORD: "e2e staff password 2025",
      SESSION_SECRET: "e2e-session-secret-0123456789abcdef0123456789",
      CRON_SECRET: "e2e-cron-secret-0123456789",
      // Signs the lead forms' proof-of-work challenges; tests/e2e/proof-of-work.spec.ts checks a
      // posted solution with it as the server does.
      ALTCHA_HMAC_KEY: "e2e-altcha-hmac-key-0123456789abcdef0123",
      // Offline: the discard port refuses at once, so an import run records one failed feed.
      IMPORT_FEEDS: '[{"url":"http://127.0.0.1:9/feed.xml"}]',
      // No mail provider: a production server starts only when told mail is log-only.
      MAIL_MODE: "log",
      // The tests keep their clients apart by X-Forwarded-For, as a proxy in front would.
      TRUST_PROXY: "1",
      // Lead forms: the minimum fill time tests wait out.
      FORM_MIN_FILL_SECONDS: "1",
      // Webhooks: the fake receivers (tests/helpers/webhook-receivers.ts) listen on loopback, which
      // only this opens (a production server accepts loopback here, nothing wider); retries are due
      // at once, so a test's cron calls walk through them.
      WEBHOOK_ALLOW_PRIVATE: "127.0.0.1/32",
      WEBHOOK_RETRY_BASE_SECONDS: "0",
      // Cal.com's inbound webhook: tests/e2e/booking-staff.spec.ts signs its deliveries with it.
      CALCOM_WEBHOOK_SECRET: "e2e-calcom-webhook-secret-0123456789",
    },
  },
});
