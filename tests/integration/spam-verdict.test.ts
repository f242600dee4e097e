// Each spam check holds a submission instead of dropping it: stored with its reason and
// quarantined_at, no outbox row, no webhook delivery, no mail; the visitor reads what a real one
// reads. A fast person with a valid proof is not spam. Past the hard per-network cap a submission
// is refused ("Too many requests") and stored nowhere. Proofs are real ALTCHA solutions
// (tests/helpers/proof.ts) checked by the real verifier.
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";

import { setRequest } from "../helpers/next-headers";
import { solvedProof } from "../helpers/proof";
import { startResend } from "../helpers/resend-server";
import { exec, query } from "../helpers/sql";

const resend = await startResend();
Object.assign(process.env, {
  RESEND_API_KEY: "re_test_key",
  RESEND_BASE_URL: resend.url,
  LEADS_NOTIFY_TO: "leads@agency.example",
  FORM_MIN_FILL_SECONDS: "3",
  SESSION_SECRET: "spam-verdict-session-secret-0123456789abcdef",
});
const pending: Promise<unknown>[] = [];
vi.mock("next/server", async (original) => ({
  ...(await original<typeof import("next/server")>()),
  after: (task: () => Promise<unknown>) => void pending.push(task()),
}));
const settle = async () => void (await Promise.all(pending.splice(0)));

const { submitBooking, submitContact, subscribeNewsletter } = await import("@/lib/leads/actions");
const { submitLead, LEAD_TEXT } = await import("@/lib/leads/submit-lead");
const { NEWSLETTER_TEXT } = await import("@/lib/leads/newsletter");
const { NETWORK_CAP } = await import("@/lib/spam/verdict");
const { getDb } = await import("@/lib/db/client");
const db = await getDb();
afterAll(() => resend.close());

let n = 0;
const contact = async (values: Record<string, string> = {}) => {
  const data = new FormData();
  const all = {
    name: "Ada Visitor",
    email: `ada${++n}@example.com`,
    phone: "+1 555 010 0000",
    message: "Please call me about a website.",
    website: "",
    startedAt: String(Date.now() - 8000),
    altcha: await solvedProof(),
    ...values,
  };
  for (const [k, v] of Object.entries(all)) data.set(k, v);
  return data;
};
const fromNetwork = (ip: string) => setRequest({ headers: { "x-forwarded-for": ip } });
const newNetwork = () => fromNetwork(`203.0.${++n % 250}.${(n >> 8) + 1}`);
const held = () =>
  query<{ spam_reason: string | null; quarantined_at: Date | null; email: string }>(
    db,
    "select spam_reason, quarantined_at, email from leads order by created_at",
  );
const sideEffects = async () => ({
  outbox: (await query(db, "select id from email_outbox")).length,
  webhooks: (await query(db, "select id from webhook_deliveries")).length,
  mails: resend.delivered.length,
});
const ok = { status: "success", message: LEAD_TEXT.contact.ok };

beforeEach(async () => {
  await settle();
  resend.delivered.length = 0;
  await exec(
    db,
    `delete from email_outbox; delete from webhook_deliveries; delete from leads;
     delete from rate_limits; delete from newsletter_subscribers;
     update staff_settings set spam_blocked_domains = '[]'::jsonb`,
  );
  await exec(db, "insert into staff_settings (id) values (1) on conflict do nothing");
  // A subscribed endpoint: a real lead would queue a delivery, a held one must not.
  await exec(db, "delete from webhook_endpoints");
  newNetwork();
});

async function expectHeld(form: FormData, reason: string) {
  expect(await submitContact({ status: "idle" }, form)).toEqual(ok);
  await settle();
  const rows = await held();
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ spam_reason: reason });
  expect(rows[0]!.quarantined_at).toBeTruthy();
  expect(await sideEffects()).toEqual({ outbox: 0, webhooks: 0, mails: 0 });
}

describe("held, answered as a real one, nothing sent", () => {
  it("honeypot", async () =>
    expectHeld(await contact({ website: "http://spam.example" }), "honeypot"));
  it("a start time in the future", async () =>
    expectHeld(await contact({ startedAt: String(Date.now() + 3_600_000) }), "timing"));
  it("a start time more than a day ago", async () =>
    expectHeld(await contact({ startedAt: String(Date.now() - 25 * 3_600_000) }), "timing"));
  it("no proof-of-work", async () => expectHeld(await contact({ altcha: "" }), "no-proof"));
  it("a forged proof", async () =>
    expectHeld(await contact({ altcha: "forged-solution" }), "bad-proof"));
  it("a replayed proof", async () => {
    const captured = await solvedProof();
    expect(await submitContact({ status: "idle" }, await contact({ altcha: captured }))).toEqual(
      ok,
    );
    await settle();
    await exec(db, "delete from email_outbox; delete from webhook_deliveries; delete from leads");
    resend.delivered.length = 0;
    await expectHeld(await contact({ altcha: captured }), "replayed-proof");
  });
  it("a disposable address", async () =>
    expectHeld(await contact({ email: "someone@mailinator.com" }), "disposable-address"));
  it("a staff-blocked domain, and its subdomains", async () => {
    await exec(db, `update staff_settings set spam_blocked_domains = '["spam-corp.example"]'`);
    await expectHeld(await contact({ email: "x@mail.spam-corp.example" }), "blocked-domain");
  });
  it("the sixth from one address in an hour", async () => {
    for (let i = 0; i < 5; i++) {
      newNetwork();
      expect(
        await submitContact({ status: "idle" }, await contact({ email: "same@example.com" })),
      ).toEqual(ok);
    }
    await settle();
    await exec(db, "delete from email_outbox; delete from webhook_deliveries; delete from leads");
    resend.delivered.length = 0;
    newNetwork();
    await expectHeld(await contact({ email: "same@example.com" }), "throttled");
  });
});

describe("not spam", () => {
  it("a fast person with a valid proof is a real lead (speed alone proves nothing)", async () => {
    const state = await submitContact(
      { status: "idle" },
      await contact({ startedAt: String(Date.now() - 300) }),
    );
    expect(state).toEqual(ok);
    await settle();
    expect(await held()).toMatchObject([{ spam_reason: null, quarantined_at: null }]);
    expect(resend.delivered.length).toBe(2); // staff notification + auto-reply
  });
  it("a form sent without JavaScript's start time is judged by its proof alone", async () => {
    const form = await contact();
    form.delete("startedAt");
    expect(await submitContact({ status: "idle" }, form)).toEqual(ok);
    expect(await held()).toMatchObject([{ spam_reason: null }]);
  });
  it("an application (no proof-of-work) too fast for a person is held as timing", async () => {
    const form = await contact({
      startedAt: String(Date.now() - 500),
      cvUrl: "https://cv.example/a",
    });
    form.delete("altcha");
    expect(
      (
        await submitLead(
          "application",
          form,
          new Headers({ "x-forwarded-for": "192.0.2.7" }),
          "Designer",
        )
      ).status,
    ).toBe("success");
    expect(await held()).toMatchObject([{ spam_reason: "timing" }]);
    expect(await sideEffects()).toEqual({ outbox: 0, webhooks: 0, mails: 0 });
  });
});

describe("floods are bounded", () => {
  it("past the per-network cap submissions are refused and stored nowhere", async () => {
    fromNetwork("198.18.7.1");
    const states = [];
    for (let i = 0; i < NETWORK_CAP.limit + 5; i++) {
      // Rotating the last octet stays inside one /24 network.
      fromNetwork(`198.18.7.${(i % 200) + 1}`);
      states.push(await submitContact({ status: "idle" }, await contact({ altcha: "" })));
    }
    const refused = states.filter((s) => s.status === "error");
    expect(refused).toHaveLength(5);
    expect(refused[0]!.message).toMatch(/^Too many requests\. Please try again in \d+ minutes?\.$/);
    expect(await held()).toHaveLength(NETWORK_CAP.limit);
    expect(await sideEffects()).toEqual({ outbox: 0, webhooks: 0, mails: 0 });
  });
});

describe("newsletter", () => {
  it("a held sign-up is stored with its reason and sent no confirmation", async () => {
    const form = new FormData();
    for (const [k, v] of Object.entries({ email: "bot@example.com", website: "x", altcha: "s1" }))
      form.set(k, v);
    expect(await subscribeNewsletter({ status: "idle" }, form)).toEqual({
      status: "success",
      message: NEWSLETTER_TEXT.pending,
    });
    await settle();
    const rows = await query(db, "select status, spam_reason from newsletter_subscribers");
    expect(rows).toEqual([{ status: "pending", spam_reason: "honeypot" }]);
    expect(await sideEffects()).toEqual({ outbox: 0, webhooks: 0, mails: 0 });
  });
  it("booking honeypot: held too", async () => {
    const form = await contact({ website: "x", service: "web-development", customization: "" });
    expect((await submitBooking({ status: "idle" }, form)).status).toBe("success");
    expect(await held()).toMatchObject([{ spam_reason: "honeypot" }]);
  });
});
