// The visitor forms must not work as a mail relay or an address oracle: the contact auto-reply and
// the booking confirmation go to an address nobody verified, so they carry none of the visitor's
// text and are capped per hour across all visitors (and one a day per address, whichever kind);
// the newsletter answers the same for a subscribed address.
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";

import { captureLogs } from "../helpers/log-capture";

import { setRequest } from "../helpers/next-headers";
import { solvedProof } from "../helpers/proof";
import { startResend } from "../helpers/resend-server";
import { exec, query } from "../helpers/sql";

const resend = await startResend();
Object.assign(process.env, {
  RESEND_API_KEY: "re_test_key",
  RESEND_BASE_URL: resend.url,
  LEADS_NOTIFY_TO: "leads@agency.example",
  FORM_MIN_FILL_SECONDS: "0",
});
const pending: Promise<unknown>[] = [];
vi.mock("next/server", async (original) => ({
  ...(await original<typeof import("next/server")>()),
  after: (task: () => Promise<unknown>) => void pending.push(task()), // run now, awaited below
}));
const settle = async () => void (await Promise.all(pending.splice(0)));

const { submitBooking, submitContact, subscribeNewsletter } = await import("@/lib/leads/actions");
const { AUTO_REPLY_CAP } = await import("@/lib/leads/submit-lead");
const { hitRateLimit } = await import("@/lib/rate-limit");
const { getDb } = await import("@/lib/db/client");
const db = await getDb();
afterAll(() => resend.close());

let n = 0;
const form = async (values: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries({
    website: "",
    startedAt: String(Date.now() - 5000),
    altcha: await solvedProof(),
    ...values,
  }))
    data.set(k, v);
  return data;
};
/** A visitor from its own address (per-client and per-e-mail limits stay out of the way). */
const fromNewClient = () => setRequest({ headers: { "x-forwarded-for": `198.18.${++n}.1` } });
const count = async (sql: string) =>
  (await query<{ n: number }>(db, `select count(*)::int as n from ${sql}`))[0]?.n;

beforeEach(async () => {
  resend.delivered.length = 0;
  await exec(
    db,
    "delete from email_outbox; delete from leads; delete from rate_limits; delete from newsletter_subscribers",
  );
});

describe("contact auto-reply", () => {
  it("quotes neither the message nor the name: every auto-reply is the same fixed mail", async () => {
    const attacks = [
      { name: "Cheap pills", message: "Buy now at https://spam.example/?x=1 " + "!".repeat(4000) },
      { name: "Your bank", message: "Your account is locked, log in at https://phish.example" },
    ];
    for (const [i, attack] of attacks.entries()) {
      fromNewClient();
      const email = `victim${i}@example.com`;
      const state = await submitContact(
        { status: "idle" },
        await form({ ...attack, email, phone: "+1 555 010 0000" }),
      );
      expect(state.status).toBe("success");
    }
    await settle();
    const replies = resend.delivered.filter((m) => m.to[0]!.startsWith("victim"));
    expect(replies).toHaveLength(attacks.length);
    for (const [i, attack] of attacks.entries()) {
      const reply = replies.find((m) => m.to[0] === `victim${i}@example.com`)!;
      for (const part of [reply.subject, reply.text, reply.html]) {
        expect(part).not.toContain(attack.name);
        expect(part).not.toContain("https://");
        expect(part).not.toContain(attack.message.slice(0, 20));
      }
    }
    const [first, second] = replies;
    expect({ s: first!.subject, t: first!.text, h: first!.html }).toEqual({
      s: second!.subject,
      t: second!.text,
      h: second!.html,
    });
  });

  it("stops at the hourly cap across all visitors, with one alarm; leads and staff mails go on", async () => {
    const log = captureLogs();
    const total = AUTO_REPLY_CAP.limit + 3;
    try {
      for (let i = 0; i < total; i++) {
        fromNewClient();
        const state = await submitContact(
          { status: "idle" },
          await form({
            name: "Visitor",
            email: `spoofed${i}@example.com`,
            phone: "+1 555 010 0000",
            message: "Hello",
          }),
        );
        expect(state.status, `submission ${i}`).toBe("success");
      }
      await settle();
    } finally {
      log.restore();
    }
    expect(await count("leads")).toBe(total);
    expect(await count("email_outbox where kind = 'contact-notification'")).toBe(total);
    expect(await count("email_outbox where kind = 'contact-auto-reply'")).toBe(
      AUTO_REPLY_CAP.limit,
    );
    expect(resend.delivered.filter((m) => m.to[0] === "leads@agency.example")).toHaveLength(total);
    // One alarm, not one line per submission over the cap: visitors cannot grow the log at will.
    const alarms = log.entries.filter((l) => /auto-reply cap reached/.test(l.msg));
    expect(alarms).toHaveLength(1);
    expect(alarms[0]).toMatchObject({ level: "warn", cap: AUTO_REPLY_CAP.limit });
  });
});

const booking = async (values: Record<string, string>) =>
  submitBooking(
    { status: "idle" },
    await form({
      name: "Visitor",
      phone: "+1 555 010 0000",
      service: "ai-integrations",
      customization: "",
      message: "Hello",
      ...values,
    }),
  );

describe("booking confirmation", () => {
  it("names the service and quotes nothing the visitor wrote", async () => {
    fromNewClient();
    const attack = {
      name: "Your bank",
      customization: "Log in at https://phish.example/customization",
      message: "Your account is locked, log in at https://phish.example " + "!".repeat(4000),
    };
    expect((await booking({ ...attack, email: "victim@example.com" })).status).toBe("success");
    await settle();
    const mine = resend.delivered.filter((m) => m.to[0] === "victim@example.com");
    expect(mine).toHaveLength(1);
    expect(mine[0]!.subject).toContain("AI Integrations");
    for (const part of [mine[0]!.subject, mine[0]!.text, mine[0]!.html]) {
      expect(part).toContain("AI Integrations");
      expect(part).not.toContain(attack.name);
      expect(part).not.toContain("phish.example");
    }
    expect(mine[0]!.reply_to).toBeUndefined();
  });

  it("is one of the address's one auto-reply a day, whichever form came first", async () => {
    fromNewClient();
    const email = "twice@example.com";
    await submitContact(
      { status: "idle" },
      await form({ name: "V", email, phone: "+1 555 010 0000", message: "Hi" }),
    );
    fromNewClient();
    await booking({ email: email.toUpperCase() });
    fromNewClient();
    await booking({ email });
    await settle();
    expect(await count("leads")).toBe(3);
    expect(resend.delivered.filter((m) => m.to[0]!.toLowerCase() === email)).toHaveLength(1);
    expect(await count("email_outbox where kind = 'booking-notification'")).toBe(2);
    expect(await count("email_outbox where kind = 'booking-confirmation'")).toBe(0);
  });

  it("counts against the hourly cap: over it the booking is kept and staff told, no confirmation", async () => {
    const log = captureLogs();
    try {
      for (let i = 0; i < AUTO_REPLY_CAP.limit; i++) await hitRateLimit(db, AUTO_REPLY_CAP, "all");
      fromNewClient();
      expect((await booking({ email: "late@example.com" })).status).toBe("success");
      await settle();
    } finally {
      log.restore();
    }
    expect(await count("leads")).toBe(1);
    expect(await count("email_outbox where kind = 'booking-notification'")).toBe(1);
    expect(await count("email_outbox where kind = 'booking-confirmation'")).toBe(0);
  });
});

describe("newsletter", () => {
  it("answers a subscribed address exactly as a new one, and mails only the new one", async () => {
    const subscribe = async (email: string) => {
      fromNewClient();
      return subscribeNewsletter({ status: "idle" }, await form({ email }));
    };
    await query(
      db,
      "insert into newsletter_subscribers (email, status, confirmed_at) values ($1, 'confirmed', now())",
      ["member@example.com"],
    );
    const member = await subscribe("member@example.com");
    const stranger = await subscribe("stranger@example.com");
    await settle();
    expect(member).toEqual(stranger);
    expect(member.status).toBe("success");
    expect(resend.delivered.map((m) => m.to[0])).toEqual(["stranger@example.com"]);
  });
});
