// Leads are stored first and mailed through Resend's API afterwards: for every failure mode of the
// provider, each lead is stored exactly once, and once it recovers every mail goes exactly once.
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";

import { exec, query } from "../helpers/sql";

import { setRequest } from "../helpers/next-headers";
import { solvedProof } from "../helpers/proof";
import { startResend, type ResendMode } from "../helpers/resend-server";

const resend = await startResend();
Object.assign(process.env, {
  RESEND_API_KEY: "re_test_key",
  RESEND_BASE_URL: resend.url,
  LEADS_NOTIFY_TO: "leads@agency.example",
  MAIL_TIMEOUT_MS: "1500",
  FORM_MIN_FILL_SECONDS: "2",
});
const pending: Promise<unknown>[] = [];
vi.mock("next/server", async (original) => ({
  ...(await original<typeof import("next/server")>()),
  after: (task: () => Promise<unknown>) => void pending.push(task()), // run now, awaited by tests
}));
const settle = async () => void (await Promise.all(pending.splice(0)));

const { submitContact, submitBooking } = await import("@/lib/leads/actions");
const { deliverDue } = await import("@/lib/leads/outbox");
const { getDb } = await import("@/lib/db/client");
const db = await getDb();
afterAll(() => resend.close());

let n = 0;
const form = async (values: Record<string, string>, startedAt = Date.now() - 5000) => {
  const data = new FormData();
  const all = { website: "", startedAt: String(startedAt), altcha: await solvedProof(), ...values };
  for (const [k, v] of Object.entries(all)) data.set(k, v);
  return data;
};
const contact = async (overrides: Record<string, string> = {}) =>
  form({
    name: "Ada Visitor",
    email: `ada${++n}@example.com`,
    phone: "+1 555 010 0000",
    message: "Hello there",
    ...overrides,
  });
const rows = (sql: string, params: unknown[] = []) =>
  query<Record<string, unknown>>(db, sql, params);
const makeDue = () =>
  rows("update email_outbox set next_attempt_at = now() where status = 'pending'");

beforeEach(async () => {
  resend.state.mode = "ok";
  resend.delivered.length = 0;
  resend.requests.length = 0;
  await exec(db, "delete from email_outbox; delete from leads; delete from rate_limits");
  setRequest({ headers: { "x-forwarded-for": `192.0.2.${++n % 250}` } });
});

describe.each<ResendMode>(["500", "429", "hang", "drop"])("provider answering %s", (mode) => {
  it("stores each lead once, retries, and delivers every mail exactly once after recovery", async () => {
    resend.state.mode = mode;
    const states = [];
    for (let i = 0; i < 3; i++)
      states.push(await submitContact({ status: "idle" }, await contact()));
    await settle();
    expect(states.map((s) => s.status)).toEqual(["success", "success", "success"]);
    expect(await rows("select id from leads")).toHaveLength(3);
    const waiting = await rows("select status, attempts, last_error from email_outbox");
    expect(waiting).toHaveLength(6); // a notification and an auto-reply each
    expect(waiting.every((m) => m.status === "pending" && m.attempts === 1 && m.last_error)).toBe(
      true,
    );
    expect(resend.delivered).toHaveLength(0);

    resend.state.mode = "ok";
    await makeDue();
    await Promise.all([deliverDue(db), deliverDue(db), deliverDue(db)]); // three workers at once
    // On a loaded machine an answer can outlast the timeout: that mail is retried, and Resend's
    // idempotency key (the outbox id) keeps the retry from delivering it twice.
    for (let round = 0; round < 5; round++) {
      if (!(await rows("select id from email_outbox where status <> 'sent'")).length) break;
      await makeDue();
      await deliverDue(db);
    }
    const keys = resend.delivered.map((m) => m.key);
    expect(keys).toHaveLength(6);
    expect(new Set(keys).size).toBe(6);
    expect(await rows("select id from email_outbox where status <> 'sent'")).toEqual([]);
    expect(await rows("select id from leads")).toHaveLength(3);
  });
});

it("two workers never send the same mail, even while the provider is slow", async () => {
  resend.state.mode = "500";
  for (let i = 0; i < 10; i++) await submitContact({ status: "idle" }, await contact());
  await settle();
  resend.state = Object.assign(resend.state, { mode: "ok", delayMs: 30 });
  resend.requests.length = 0;
  await makeDue();
  await Promise.all(Array.from({ length: 4 }, () => deliverDue(db, { limit: 7 })));
  await Promise.all(Array.from({ length: 4 }, () => deliverDue(db, { limit: 7 })));
  resend.state.delayMs = 0;
  const keys = resend.requests.map((m) => m.key);
  expect(keys).toHaveLength(20);
  expect(new Set(keys).size).toBe(20); // each mail requested once: no double send
});

it("gives up on a mail the provider refuses (422) and keeps the lead", async () => {
  resend.state.mode = "422";
  await submitBooking(
    { status: "idle" },
    await form({
      name: "Bo",
      email: "bo@example.com",
      phone: "+44 20 7946 0000",
      service: "saas-solutions",
      customization: "",
      message: "Need a SaaS",
    }),
  );
  await settle();
  // The team's notification and the visitor's confirmation.
  expect(await rows("select kind, status from email_outbox order by kind")).toEqual([
    { kind: "booking-confirmation", status: "failed" },
    { kind: "booking-notification", status: "failed" },
  ]);
  expect(await rows("select kind, service from leads")).toEqual([
    { kind: "booking", service: "saas-solutions" },
  ]);
});

describe("mails", () => {
  it("notify staff with the phone and reply-to, auto-reply once a day, escape visitor text", async () => {
    const email = "eve@example.com";
    await submitContact(
      { status: "idle" },
      await contact({
        email,
        name: "Eve <script>x</script>",
        message: "<img src=x onerror=alert(1)>\nline 2",
      }),
    );
    await settle(); // delivered in submission order, so toStaff[0] is Eve's
    await submitContact({ status: "idle" }, await contact({ email, message: "again" }));
    await settle();
    const toStaff = resend.delivered.filter((m) => m.to[0] === "leads@agency.example");
    const replies = resend.delivered.filter((m) => m.to[0] === email);
    expect(toStaff).toHaveLength(2);
    expect(replies).toHaveLength(1);
    expect(replies[0]?.subject).toBe("Thank you for contacting us!");
    expect(toStaff[0]?.subject).toBe("New Contact Form Submission from Eve <script>x</script>");
    expect(toStaff[0]?.reply_to).toEqual(email);
    expect(toStaff[0]?.text).toContain("Phone: +1 555 010 0000");
    for (const mail of [...toStaff, ...replies]) {
      expect(mail.html).not.toMatch(/<script|<img/);
      expect(mail.text.length).toBeGreaterThan(0);
    }
    expect(toStaff[0]?.html).toContain("Eve &lt;script&gt;x&lt;/script&gt;");
  });

  it("booking without customization says so", async () => {
    await submitBooking(
      { status: "idle" },
      await form({
        name: "Bo",
        email: "bo2@example.com",
        phone: "+44 20 7946 0000",
        service: "web-development",
        message: "Site please",
      }),
    );
    await settle();
    const toStaff = resend.delivered.filter((m) => m.to[0] === "leads@agency.example");
    expect(toStaff.map((m) => m.text)).toEqual([
      expect.stringContaining("Customization: No customization specified"),
    ]);
  });
});

describe("abuse", () => {
  it("holds a honeypot hit as spam: answered as sent, stored with the reason, no mail", async () => {
    const bot = await contact({ website: "http://spam.example" });
    expect(await submitContact({ status: "idle" }, bot)).toEqual({
      status: "success",
      message: "Message Sent!",
    });
    await settle();
    expect(await rows("select spam_reason from leads")).toEqual([{ spam_reason: "honeypot" }]);
    expect(await rows("select id from email_outbox")).toEqual([]);
    expect(resend.requests).toEqual([]);
  });

  it("a fast person, or one whose form sent no start time, is a lead: the proof decides", async () => {
    const fast = await form(
      { name: "B", email: "b@example.com", phone: "+1 555 010 0000", message: "m" },
      Date.now(),
    );
    const noStart = await contact();
    noStart.delete("startedAt");
    for (const person of [fast, noStart])
      expect(await submitContact({ status: "idle" }, person)).toEqual({
        status: "success",
        message: "Message Sent!",
      });
    expect(await rows("select spam_reason from leads")).toEqual([
      { spam_reason: null },
      { spam_reason: null },
    ]);
    await settle();
  });

  it("holds the 11th submission an hour from one network as throttled, sending nothing for it", async () => {
    for (let i = 0; i < 10; i++)
      expect((await submitContact({ status: "idle" }, await contact())).status).toBe("success");
    await settle();
    const sent = resend.requests.length;
    const held = await submitContact({ status: "idle" }, await contact());
    expect(held).toEqual({ status: "success", message: "Message Sent!" });
    await settle();
    expect(await rows("select id from leads where spam_reason is null")).toHaveLength(10);
    expect(await rows("select spam_reason from leads where spam_reason is not null")).toEqual([
      { spam_reason: "throttled" },
    ]);
    expect(resend.requests).toHaveLength(sent);
  });
});
