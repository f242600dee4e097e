// The in-process side of `npm run bench newsletter` (scripts/bench/newsletter.mjs starts it with
// tsx and the env below set): a fresh PGlite, N confirmed subscribers, a post, and a loopback fake
// of Resend that answers 429 beyond RATE requests per second as Resend's team limit does.
//  1. The newsletter path: createSend + the send job (lib/newsletter), batches of 100 through
//     POST /emails/batch, paced to NEWSLETTER_RATE_PER_SECOND.
//  2. The baseline, same run, same fake and rate: the same mails one per request (POST /emails
//     through lib/mail/transport.ts, paced alike), on BASELINE of them, scaled to N.
// Prints one JSON line.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";

import { sql } from "drizzle-orm";

import { startResend } from "@/tests/helpers/resend-server";

const N = Number(process.env.BENCH_MAILS ?? 10_000);
const RATE = Number(process.env.NEWSLETTER_RATE_PER_SECOND ?? 2);
const BASELINE = Math.min(N, Number(process.env.BENCH_BASELINE ?? 100));

const resend = await startResend();
// lib/env reads the environment once, when first imported: the app's modules come after this.
process.env.RESEND_BASE_URL = resend.url;
const { migrate } = await import("@/lib/db/migrate");
const { openPglite } = await import("@/lib/db/pglite");
const { sendMail } = await import("@/lib/mail/transport");
const { personalize } = await import("@/lib/newsletter/post-mail");
const { drainSend } = await import("@/lib/newsletter/send-queue");
const { createSend } = await import("@/lib/newsletter/sends");
resend.state.ratePerSecond = RATE;
const dir = mkdtempSync(path.join(tmpdir(), "bench-newsletter-"));
const connection = await openPglite(dir);
await migrate(connection);
const db = connection.db;
await db.execute(
  sql.raw(
    `insert into newsletter_subscribers (email, status) select 'bench-' || g || '@example.com', 'confirmed' from generate_series(1, ${N}) g`,
  ),
);
const post = (
  await db.execute(
    sql.raw(
      `insert into blogs (title, slug, summary, content) values ('Bench issue', 'bench-issue', 'Summary', '<p>${"A paragraph of the post. ".repeat(60)}</p>') returning id, title`,
    ),
  )
).rows[0] as { id: string; title: string };

let started = performance.now();
const sendId = await createSend(db, post, { id: null, name: "bench" }, "now");
const snapshotMs = performance.now() - started;
await drainSend(db, sendId);
const batchMs = performance.now() - started;
const batchRequests = resend.batches.length;
const batch429 = resend.batches.filter((b) => b.status === 429).length;
const delivered = new Set(resend.delivered.flatMap((m) => m.to)).size;

// Baseline: the same mail, one request each, paced to the same rate.
const [send] = (
  await db.execute(sql.raw(`select subject, html, text, created_at from newsletter_sends`))
).rows as { subject: string; html: string; text: string; created_at: string }[];
const before = resend.requests.length;
started = performance.now();
for (let i = 0; i < BASELINE; i++) {
  const at = started + (i * 1000) / RATE;
  const wait = at - performance.now();
  if (wait > 0) await new Promise((r) => setTimeout(r, wait));
  const mail = await personalize(
    send!,
    `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
    new Date(send!.created_at),
  );
  await sendMail({ ...mail, to: `single-${i}@example.com` }, `bench-single-${i}`);
}
const baselineMs = performance.now() - started;
const baselineRequests = resend.requests.length - before;

console.log(
  JSON.stringify({
    mails: N,
    ratePerSecond: RATE,
    batch: {
      seconds: +(batchMs / 1000).toFixed(1),
      snapshotSeconds: +(snapshotMs / 1000).toFixed(2),
      requests: batchRequests,
      refused429: batch429,
      recipients: delivered,
      mailsPerSecond: +((N / batchMs) * 1000).toFixed(1),
    },
    baseline: {
      measuredMails: BASELINE,
      measuredSeconds: +(baselineMs / 1000).toFixed(1),
      requests: baselineRequests,
      secondsFor10kScaled: +(((baselineMs / BASELINE) * N) / 1000).toFixed(0),
      mailsPerSecond: +((BASELINE / baselineMs) * 1000).toFixed(2),
    },
  }),
);
await connection.close();
await resend.close();
rmSync(dir, { recursive: true, force: true });
