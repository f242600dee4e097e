// npm run bench newsletter [--mails=10000] [--rate=2] [--baseline=100]
// Time to send a post to N subscribers through a loopback fake of Resend that enforces a
// requests-per-second limit like Resend's default (2/s): the newsletter's batches of 100 through
// POST /emails/batch, against a baseline from the same run, the same mails one per request at the
// same rate (measured on --baseline of them and scaled to N: all 10,000 would take 83 min at 2/s).
// In process (scripts/bench/newsletter-run.ts) on a fresh embedded PGlite; docs/benchmarks.md.
import { spawnSync } from "node:child_process";
import path from "node:path";

import { root, tsx } from "./lib.mjs";

const arg = (name, fallback) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1] ?? fallback;

export async function main() {
  const env = {
    ...process.env,
    SESSION_SECRET: "bench-session-secret-0123456789abcdef0123",
    RESEND_API_KEY: "re_test_key",
    MAIL_MODE: "resend",
    NEWSLETTER_RATE_PER_SECOND: arg("rate", "2"),
    BENCH_MAILS: arg("mails", "10000"),
    BENCH_BASELINE: arg("baseline", "100"),
    LOG_LEVEL: "warn",
  };
  const script = path.join(root, "scripts/bench/newsletter-run.ts");
  const run = spawnSync(process.execPath, [...tsx, script], { cwd: root, env, encoding: "utf8" });
  if (run.status !== 0) {
    console.error(run.stderr || run.stdout);
    process.exit(1);
  }
  const line = run.stdout
    .trim()
    .split("\n")
    .findLast((l) => l.startsWith('{"mails"'));
  const r = JSON.parse(line);
  console.log(
    `newsletter: ${r.mails} mails at ${r.ratePerSecond} requests/s (the fake refuses more with 429)`,
  );
  console.log(
    `  batches of 100:   ${r.batch.seconds} s (${r.batch.requests} requests, ${r.batch.refused429} refused 429, ` +
      `${r.batch.recipients} recipients, snapshot ${r.batch.snapshotSeconds} s) = ${r.batch.mailsPerSecond} mails/s`,
  );
  console.log(
    `  one per request:  ${r.baseline.measuredSeconds} s for ${r.baseline.measuredMails} mails = ${r.baseline.mailsPerSecond} mails/s ` +
      `→ ${r.baseline.secondsFor10kScaled} s for ${r.mails}`,
  );
  console.log(JSON.stringify(r));
}
