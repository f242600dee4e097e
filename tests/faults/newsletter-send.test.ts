// A newsletter send through the real server and a loopback Resend: 1,050 confirmed subscribers
// (and some unsubscribed, held as spam and suppressed), the provider failing some batches with
// 500 and 429, the server killed with SIGKILL mid-send and started again. Every confirmed
// subscriber gets the post exactly once (counted at the fake by recipient), nobody else gets it,
// and the send finishes after the restart.
import { Client } from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";

import { startPostgres, type PostgresServer } from "../helpers/postgres-server";
import { startResend } from "../helpers/resend-server";
import { migrateDatabase, runOutbox, startSite, waitFor, type Site } from "./harness";

const CONFIRMED = 1050;
let pg: PostgresServer;
let resend: Awaited<ReturnType<typeof startResend>>;
let site: Site | undefined;

async function sql<T = Record<string, unknown>>(text: string, params: unknown[] = []) {
  const client = new Client({ connectionString: pg.url() });
  await client.connect();
  try {
    return (await client.query(text, params)).rows as T[];
  } finally {
    await client.end();
  }
}

const start = () =>
  startSite({
    DATABASE_URL: pg.url(),
    RESEND_API_KEY: "re_test_key",
    RESEND_BASE_URL: resend.url,
    MAIL_TIMEOUT_MS: "5000",
    MAIL_RETRY_BASE_SECONDS: "1",
    NEWSLETTER_RATE_PER_SECOND: "4",
    // A dead worker's claim lapses quickly, so the restarted server takes the send over.
    NEWSLETTER_CLAIM_SECONDS: "3",
  });

beforeAll(async () => {
  pg = await startPostgres();
  migrateDatabase(pg.url());
  resend = await startResend();
  const add = (prefix: string, n: number, status: string, held = false) =>
    sql(
      `insert into newsletter_subscribers (email, status${held ? ", quarantined_at, spam_reason" : ""})
       select $1 || '-' || g || '@example.com', $2 ${held ? ", now(), 'honeypot'" : ""}
       from generate_series(1, ${n}) g`,
      [prefix, status],
    );
  await add("reader", CONFIRMED, "confirmed");
  await add("gone", 20, "unsubscribed");
  await add("waiting", 10, "pending");
  await add("held", 5, "confirmed", true);
  await add("bounced", 15, "confirmed");
  await sql(
    "insert into mail_suppressions (email, reason) select 'bounced-' || g || '@example.com', 'hard_bounce' from generate_series(1, 15) g",
  );
  // A scheduled post with "send when published": the publish run queues its send.
  const [post] = await sql<{ id: string }>(
    `insert into blogs (title, slug, summary, content, status, publish_at)
     values ('Fault issue', 'fault-issue', 'Summary', '<p>Body <img src="/media/x.png" alt="x"></p>', 'scheduled', now() - interval '1 second')
     returning id`,
  );
  await sql(
    "insert into newsletter_sends (post_id, post_title, status) values ($1, 'Fault issue', 'scheduled')",
    [post!.id],
  );
});

afterAll(async () => {
  await site?.stop();
  await resend?.close();
  await pg?.stop();
});

it("killed mid-send and restarted: every confirmed subscriber gets the post exactly once, nobody else any", async () => {
  resend.state.batchFailures = ["500", "429", "500", "429"];
  resend.state.retryAfter = "1";
  // Each batch is answered after a while: the kill lands with a batch in flight.
  resend.state.delayMs = 400;
  site = await start();
  expect((await runOutbox(site.base)).status).toBe(200); // publishes the post, queues the send
  await waitFor(async () => resend.delivered.length >= 400, "a few batches to go out", 60_000);
  // The next batch reaches the provider and is sent, but its answer never comes: the process
  // dies with that batch in flight.
  resend.state.swallow = 1;
  await waitFor(
    async () => resend.batches.some((b) => b.status === 0),
    "a batch in flight",
    60_000,
  );
  const inFlight = resend.batches.find((b) => b.status === 0)!.key;
  await site.kill();
  site = undefined;
  const beforeRestart = resend.delivered.length;
  expect(beforeRestart).toBeLessThan(CONFIRMED);
  const [mid] = await sql<{ status: string; queued: number }>(
    "select s.status, (select count(*)::int from newsletter_deliveries d where d.send_id = s.id and d.status = 'queued') as queued from newsletter_sends s",
  );
  expect(mid!.queued).toBeGreaterThan(0);

  resend.state.delayMs = 0;
  resend.state.batchFailures = ["429", "500"];
  site = await start();
  await waitFor(
    async () => {
      await runOutbox(site!.base);
      const [send] = await sql<{ status: string }>("select status from newsletter_sends");
      return send?.status === "sent";
    },
    "the send to finish after the restart",
    120_000,
  );

  const recipients = resend.delivered.flatMap((m) => m.to);
  const counts = new Map<string, number>();
  for (const r of recipients) counts.set(r, (counts.get(r) ?? 0) + 1);
  expect([...counts.values()].filter((n) => n !== 1)).toEqual([]);
  expect(counts.size).toBe(CONFIRMED);
  for (let i = 1; i <= CONFIRMED; i++) expect(counts.get(`reader-${i}@example.com`)).toBe(1);
  expect(recipients.filter((r) => !r.startsWith("reader-"))).toEqual([]);
  // The batch in flight at the kill went again with its key, and the provider sent it once.
  // (after the restart it met the scripted 429 and 500 first, and was retried with the same key).
  const tries = resend.batches.filter((b) => b.key === inFlight).map((b) => b.status);
  expect(tries[0]).toBe(0);
  expect(tries.at(-1)).toBe(200);
  expect(tries.filter((t) => t === 200 || t === 0)).toHaveLength(2);
  // The failures happened, and every batch was within Resend's limit.
  const statuses = resend.batches.map((b) => b.status);
  expect(statuses.filter((s) => s === 500).length).toBeGreaterThanOrEqual(2);
  expect(statuses.filter((s) => s === 429).length).toBeGreaterThanOrEqual(2);
  expect(Math.max(...resend.batches.map((b) => b.size))).toBeLessThanOrEqual(100);
  const rows = await sql<{ status: string; n: number }>(
    "select status, count(*)::int as n from newsletter_deliveries group by status",
  );
  expect(rows).toEqual([{ status: "sent", n: CONFIRMED }]);
  const mail = resend.delivered[0]!;
  expect(mail.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  expect(mail.html).toMatch(/src="http:\/\/localhost:3000\/media\/x\.png"/);
});
