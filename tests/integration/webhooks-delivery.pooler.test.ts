// Webhooks go out through the shared job runner: each event reaches each endpoint exactly once
// though the receiver fails first, however many workers (requests, the cron) run at once; a Slack
// endpoint gets a `text` it accepts, a generic one a body signed per Standard Webhooks that the
// `standardwebhooks` library verifies; a 4xx fails at once, a 429 is retried.
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";

import { setRequest } from "../helpers/next-headers";
import { solvedProof } from "../helpers/proof";
import { exec, query } from "../helpers/sql";
import { startSlackReceiver, startStandardReceiver } from "../helpers/webhook-receivers";

const SECRET = "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw";
const slack = await startSlackReceiver();
const generic = await startStandardReceiver(SECRET);
Object.assign(process.env, {
  // The receivers listen on loopback, which only this opens (as on the e2e server).
  WEBHOOK_ALLOW_PRIVATE: "127.0.0.1/32",
  WEBHOOK_RETRY_BASE_SECONDS: "0",
  WEBHOOK_TIMEOUT_MS: "5000",
  MAIL_MODE: "log",
  FORM_MIN_FILL_SECONDS: "1",
  CRON_SECRET: "test-cron-secret-0123456789",
});
const pending: Promise<unknown>[] = [];
vi.mock("next/server", async (original) => ({
  ...(await original<typeof import("next/server")>()),
  after: (task: () => Promise<unknown>) => void pending.push(task()), // run now, awaited by tests
}));
const settle = async () => void (await Promise.all(pending.splice(0)));

const { submitBooking } = await import("@/lib/leads/actions");
const { deliverWebhooksDue } = await import("@/lib/webhooks/deliver");
const { enqueueWebhookEvent } = await import("@/lib/webhooks/emit");
const cron = await import("@/app/api/cron/outbox/route");
const { getDb } = await import("@/lib/db/client");
const db = await getDb();
afterAll(() => Promise.all([slack.close(), generic.close()]));

const rows = (sql: string, params: unknown[] = []) =>
  query<Record<string, unknown>>(db, sql, params);

async function endpoint(format: "slack" | "standard", url: string) {
  await rows(
    `insert into webhook_endpoints (name, url, format, events, secret)
     values ($1, $2, $1, '{lead.created,booking.created,lead.stage_changed}', $3)`,
    [format, url, SECRET],
  );
}

/** Runs the queue until nothing is due (the backoff is 0 s here), at most `rounds` times. */
async function drain(rounds = 10) {
  for (let i = 0; i < rounds; i++) {
    const due = await rows(
      "select id from webhook_deliveries where status in ('pending', 'sending')",
    );
    if (!due.length) return;
    await deliverWebhooksDue(db);
  }
}

let n = 0;
async function booking(name = "Ada Visitor") {
  const data = new FormData();
  const values = {
    website: "",
    altcha: await solvedProof(),
    startedAt: String(Date.now() - 5000),
    name,
    email: `ada${++n}@example.com`,
    phone: "+1 555 010 0000",
    service: "web-development",
    customization: "",
    message: "We need a new site.",
  };
  for (const [k, v] of Object.entries(values)) data.set(k, v);
  return data;
}

beforeEach(async () => {
  for (const receiver of [slack, generic]) {
    receiver.requests.length = 0;
    Object.assign(receiver.control, { failNext: 0, failEach: 0, failStatus: 500, answer: null });
  }
  slack.messages.length = 0;
  generic.verified.length = 0;
  await exec(db, "delete from webhook_endpoints; delete from leads; delete from rate_limits");
  setRequest({ headers: { "x-forwarded-for": `192.0.2.${++n % 250}` } });
});

describe("webhook delivery", () => {
  it("sends each event once per endpoint, though each receiver fails twice first", async () => {
    await endpoint("slack", `${slack.url}/services/T0/B0/x`);
    await endpoint("standard", `${generic.url}/hooks`);
    slack.control.failEach = 2;
    generic.control.failEach = 2;
    const state = await submitBooking({ status: "idle" }, await booking("Ada <!channel> & Co"));
    expect(state.status).toBe("success");
    await settle(); // the submission's own after() attempt
    await drain();

    // Each message failed twice (500) before it was accepted: three requests each.
    expect(slack.requests).toHaveLength(6);
    expect(generic.requests).toHaveLength(6);
    const texts = slack.messages.map((m) => m.text).sort();
    expect(texts).toHaveLength(2);
    expect(texts[0]).toMatch(/^New booking from Ada &lt;!channel&gt; &amp; Co — Web Development\./);
    expect(texts[1]).toMatch(/^New lead from Ada &lt;!channel&gt; &amp; Co: booking request\./);
    expect(
      generic.verified
        .filter((v) => v.valid)
        .map((v) => v.type)
        .sort(),
    ).toEqual(["booking.created", "lead.created"]);
    expect(generic.verified.every((v) => v.valid)).toBe(true);
    // The same webhook-id on every attempt of an event: what a receiver deduplicates on.
    const ids = generic.requests.map((r) => r.headers["webhook-id"]);
    expect(new Set(ids).size).toBe(2);
    const states = await rows(
      "select status, response_status, delivered_at is not null as delivered from webhook_deliveries",
    );
    expect(states).toHaveLength(4);
    expect(states.every((s) => s.status === "delivered" && s.delivered)).toBe(true);
  });

  it("fails a 4xx at once and retries a 429", async () => {
    await endpoint("standard", `${generic.url}/hooks`);
    generic.control.answer = 404;
    const [gone] = await enqueueWebhookEvent(db, "lead.created", { id: "x" });
    expect(await deliverWebhooksDue(db, { ids: [gone!] })).toEqual({
      delivered: 0,
      retrying: 0,
      failed: 1,
    });
    const [failed] = await rows(
      "select status, attempts, response_status, last_error from webhook_deliveries where id = $1",
      [gone],
    );
    expect(failed).toMatchObject({ status: "failed", attempts: 1, response_status: 404 });
    expect(failed!.last_error).toMatch(/HTTP 404: fake answer/);

    generic.control.answer = 429;
    const [busy] = await enqueueWebhookEvent(db, "lead.created", { id: "y" });
    expect((await deliverWebhooksDue(db, { ids: [busy!] })).retrying).toBe(1);
    generic.control.answer = null;
    expect((await deliverWebhooksDue(db, { ids: [busy!] })).delivered).toBe(1);
    const [done] = await rows(
      "select status, attempts, response_status from webhook_deliveries where id = $1",
      [busy],
    );
    expect(done).toMatchObject({ status: "delivered", attempts: 2, response_status: 204 });
  });

  it("never sends a delivery twice with workers and the cron running at once", async () => {
    await endpoint("slack", `${slack.url}/hook`);
    await endpoint("standard", `${generic.url}/hooks`);
    for (let i = 0; i < 15; i++)
      await enqueueWebhookEvent(db, "lead.created", { id: `lead-${i}`, name: `N${i}` });
    const request = () =>
      new Request("http://localhost/api/cron/outbox", {
        headers: { authorization: "Bearer test-cron-secret-0123456789" },
      });
    const answers = await Promise.all([
      deliverWebhooksDue(db),
      deliverWebhooksDue(db),
      cron.GET(request()),
      cron.GET(request()),
    ]);
    const fromCron = await Promise.all(answers.slice(2).map((a) => (a as Response).json()));
    const delivered = [...answers.slice(0, 2), ...fromCron.map((j) => j.webhooks)].reduce(
      (sum, r: { delivered: number }) => sum + r.delivered,
      0,
    );
    expect(delivered).toBe(30);
    expect(slack.messages).toHaveLength(15);
    expect(new Set(slack.messages.map((m) => m.text)).size).toBe(15);
    expect(generic.requests).toHaveLength(15);
    expect(new Set(generic.requests.map((r) => r.headers["webhook-id"])).size).toBe(15);
    expect(generic.verified.every((v) => v.valid)).toBe(true);
  });

  it("does not follow a redirect", async () => {
    await endpoint("standard", `${generic.url}/hooks`);
    generic.control.answer = 302;
    const [id] = await enqueueWebhookEvent(db, "lead.created", { id: "z" });
    expect((await deliverWebhooksDue(db, { ids: [id!] })).failed).toBe(1);
    expect(generic.requests).toHaveLength(1);
  });
});
