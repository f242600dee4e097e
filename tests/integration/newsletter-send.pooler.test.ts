// Sending a post to the newsletter: the snapshot (one delivery row per eligible subscriber, unique
// per send), batches through the fake Resend's batch endpoint exactly once despite failures and a
// lost answer, pause/resume, and suppressions honoured by sends and by every outbox mail.
import { afterAll, beforeEach, describe, expect, it } from "vitest";

import { startResend } from "../helpers/resend-server";
import { exec, query } from "../helpers/sql";

const resend = await startResend();
Object.assign(process.env, {
  RESEND_API_KEY: "re_test_key",
  RESEND_BASE_URL: resend.url,
  MAIL_TIMEOUT_MS: "2000",
  NEWSLETTER_RATE_PER_SECOND: "50",
});
const { getDb } = await import("@/lib/db/client");
const { createSend, pauseSend, resumeSend, queueScheduledSends } =
  await import("@/lib/newsletter/sends");
const { deliverSends, drainSend } = await import("@/lib/newsletter/send-queue");
const { suppress } = await import("@/lib/newsletter/suppressions");
const { enqueueMails, deliverDue } = await import("@/lib/leads/outbox");
const { findSend } = await import("@/lib/newsletter/queries");
const db = await getDb();
afterAll(() => resend.close());

const rows = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
  query<T>(db, sql, params);
const CONFIRMED = 250;
let postId = "";

async function subscribers(status: string, n: number, prefix: string, extra = "") {
  await rows(
    `insert into newsletter_subscribers (email, status ${extra ? ", quarantined_at, spam_reason" : ""})
     select '${prefix}-' || g || '@example.com', '${status}' ${extra} from generate_series(1, ${n}) g`,
  );
}

beforeEach(async () => {
  resend.state.mode = "ok";
  resend.state.batchFailures = [];
  resend.delivered.length = 0;
  resend.requests.length = 0;
  resend.batches.length = 0;
  await exec(
    db,
    "delete from newsletter_sends; delete from newsletter_subscribers; delete from mail_suppressions; delete from email_outbox; delete from blogs",
  );
  await subscribers("confirmed", CONFIRMED, "reader");
  await subscribers("pending", 3, "pending");
  await subscribers("unsubscribed", 3, "gone");
  await subscribers("confirmed", 2, "held", ", now(), 'honeypot'");
  await subscribers("confirmed", 2, "bounced");
  await suppress(db, "BOUNCED-1@example.com", "hard_bounce", "evt_1");
  await suppress(db, "bounced-2@example.com", "complaint", null);
  const [post] = await rows<{ id: string }>(
    `insert into blogs (title, summary, content, slug, status)
     values ('Ship it', 'A summary', '<p>Hello <a href="/work">our work</a></p><img src="/media/a.png" alt="A">', 'ship-it', 'published')
     returning id`,
  );
  postId = post!.id;
});

const by = { id: null, name: "Test Owner" };
const recipients = () => resend.delivered.flatMap((m) => m.to);

describe("a send", () => {
  it("snapshots one delivery per confirmed, unheld, unsuppressed subscriber, in batches of 100, unique per send", async () => {
    const id = await createSend(db, { id: postId, title: "Ship it" }, by, "now");
    const [counts] = await rows<{ n: number; batches: number; max: number }>(
      `select count(*)::int as n, count(distinct batch)::int as batches,
        (select max(c)::int from (select count(*) c from newsletter_deliveries where send_id = $1 group by batch) x) as max
       from newsletter_deliveries where send_id = $1`,
      [id],
    );
    expect(counts).toEqual({ n: CONFIRMED, batches: 3, max: 100 });
    const [sub] = await rows<{ subscriber_id: string }>(
      "select subscriber_id from newsletter_deliveries where send_id = $1 limit 1",
      [id],
    );
    await expect(
      rows("insert into newsletter_deliveries (send_id, subscriber_id, batch) values ($1, $2, 9)", [
        id,
        sub!.subscriber_id,
      ]),
    ).rejects.toThrow(/newsletter_deliveries_send_subscriber_key|duplicate/);
    expect((await findSend(id))?.recipients).toBe(CONFIRMED);
  });

  it("sends every recipient exactly one mail through the batch endpoint, despite 500 and 429, with their own unsubscribe link", async () => {
    resend.state.batchFailures = ["500", "429", "500"];
    resend.state.retryAfter = "0";
    const id = await createSend(db, { id: postId, title: "Ship it" }, by, "now");
    await drainSend(db, id);
    expect(recipients()).toHaveLength(CONFIRMED);
    expect(new Set(recipients()).size).toBe(CONFIRMED);
    expect(recipients().every((r) => r.startsWith("reader-"))).toBe(true);
    const ok = resend.batches.filter((b) => b.status === 200);
    expect(ok.map((b) => b.key).sort()).toEqual(
      [0, 1, 2].map((n) => `newsletter/${id}/${n}`).sort(),
    );
    expect(resend.batches.filter((b) => b.status !== 200).map((b) => b.status)).toEqual([
      500, 429, 500,
    ]);
    expect(Math.max(...resend.batches.map((b) => b.size))).toBeLessThanOrEqual(100);
    const mail = resend.delivered[0]!;
    const link = /^<(.+)>$/.exec(mail.headers?.["List-Unsubscribe"] ?? "")?.[1];
    expect(link).toMatch(/\/api\/newsletter\/unsubscribe\?token=/);
    expect(mail.headers?.["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
    expect(mail.html).toContain(link!);
    expect(mail.text).toContain(link!);
    expect(resend.delivered[1]!.headers?.["List-Unsubscribe"]).not.toBe(
      mail.headers?.["List-Unsubscribe"],
    );
    // Absolute URLs, a "view in browser" link to the post, no pixel.
    expect(mail.html).toMatch(/href="http:\/\/[^"]+\/work"/);
    expect(mail.html).toMatch(/src="http:\/\/[^"]+\/media\/a\.png"/);
    expect(mail.html).toMatch(/href="http:\/\/[^"]+\/blogs\/ship-it"/);
    const sent = await rows<{ status: string; n: number; ids: number }>(
      "select status, count(*)::int as n, count(distinct provider_id)::int as ids from newsletter_deliveries where send_id = $1 group by status",
      [id],
    );
    expect(sent).toEqual([{ status: "sent", n: CONFIRMED, ids: CONFIRMED }]);
    expect((await findSend(id))?.status).toBe("sent");
  });

  it("a batch whose answer was lost goes again with the same key and body: the provider sends it once", async () => {
    const id = await createSend(db, { id: postId, title: "Ship it" }, by, "now");
    await drainSend(db, id);
    // As if the process died after Resend accepted batch 1 but before its rows were written.
    await rows(
      "update newsletter_deliveries set status = 'queued', provider_id = null where send_id = $1 and batch = 1",
      [id],
    );
    await rows("update newsletter_sends set status = 'pending', finished_at = null where id = $1", [
      id,
    ]);
    await drainSend(db, id);
    expect(resend.batches.map((b) => b.status)).toEqual([200, 200, 200, 200]);
    expect(recipients()).toHaveLength(CONFIRMED);
    const [{ n } = { n: 0 }] = await rows<{ n: number }>(
      "select count(*)::int as n from newsletter_deliveries where send_id = $1 and status = 'sent' and provider_id is not null",
      [id],
    );
    expect(n).toBe(CONFIRMED);
  });

  it("pauses and resumes; who unsubscribes or bounces meanwhile is skipped", async () => {
    const id = await createSend(db, { id: postId, title: "Ship it" }, by, "now");
    expect(await pauseSend(db, id)).toBe(true);
    await deliverSends(db, { ids: [id] });
    expect(resend.delivered).toHaveLength(0);
    expect((await findSend(id))?.status).toBe("paused");
    await rows(
      "update newsletter_subscribers set status = 'unsubscribed', unsubscribed_at = now() where email = 'reader-7@example.com'",
    );
    await suppress(db, "reader-8@example.com", "hard_bounce", "evt_2");
    expect(await resumeSend(db, id)).toBe(true);
    await drainSend(db, id);
    expect(recipients()).toHaveLength(CONFIRMED - 2);
    expect(recipients()).not.toContain("reader-7@example.com");
    expect(recipients()).not.toContain("reader-8@example.com");
    const summary = await findSend(id);
    expect(summary?.counts).toMatchObject({ sent: CONFIRMED - 2, skipped: 2, unsubscribed: 1 });
  });

  it("waits for its post's publish time, then is snapshotted and queued", async () => {
    const id = await createSend(db, { id: postId, title: "Ship it" }, by, "on-publish");
    expect((await findSend(id))?.status).toBe("scheduled");
    await deliverSends(db);
    expect(resend.delivered).toHaveLength(0);
    expect(await queueScheduledSends(db, [postId])).toEqual([id]);
    await drainSend(db, id);
    expect(recipients()).toHaveLength(CONFIRMED);
  });
});

it("every outbox mail respects the suppression list", async () => {
  const ids = await enqueueMails(db, [
    {
      kind: "auto-reply",
      to: "bounced-1@example.com",
      subject: "Thanks",
      html: "<p>x</p>",
      text: "x",
    },
    { kind: "auto-reply", to: "fine@example.com", subject: "Thanks", html: "<p>x</p>", text: "x" },
  ]);
  const report = await deliverDue(db, { ids });
  expect(report).toMatchObject({ sent: 1, suppressed: 1 });
  expect(resend.delivered.flatMap((m) => m.to)).toEqual(["fine@example.com"]);
  const statuses = await rows<{ to_address: string; status: string }>(
    "select to_address, status from email_outbox order by to_address",
  );
  expect(statuses).toEqual([
    { to_address: "bounced-1@example.com", status: "suppressed" },
    { to_address: "fine@example.com", status: "sent" },
  ]);
});
