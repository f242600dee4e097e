// Consent evidence: a newsletter sign-up records the consent text's version, when, the IP and
// user agent; the confirmation records its own IP and user agent; a lead records the privacy
// notice version. The daily job (/api/cron/spam-consent) deletes spam held more than 30 days and
// erases the evidence of subscriptions ended longer ago than the owners' setting, nothing else.
import { STAFF } from "../helpers/staff-env";

import { beforeEach, describe, expect, it, vi } from "vitest";

import { setRequest } from "../helpers/next-headers";
import { validCookie } from "../helpers/session-cookies";
import { solvedProof } from "../helpers/proof";
import { exec, query } from "../helpers/sql";

process.env.FORM_MIN_FILL_SECONDS = "0";
vi.mock("next/server", async (original) => ({
  ...(await original<typeof import("next/server")>()),
  after: () => undefined, // nothing to deliver here (no mail transport configured)
}));

const { subscribeNewsletter, submitContact } = await import("@/lib/leads/actions");
const { confirmSubscription } = await import("@/lib/leads/newsletter-actions");
const { newsletterToken } = await import("@/lib/leads/newsletter-token");
const { newsletterConsent } = await import("@/content/newsletter-consent");
const { PRIVACY_NOTICE_VERSION } = await import("@/content/legal");
const { saveSettings } = await import("@/lib/staff-settings/actions");
const { staffSettings } = await import("@/lib/staff-settings/settings");
const route = await import("@/app/api/cron/spam-consent/route");
const { getDb } = await import("@/lib/db/client");
const db = await getDb();

const UA = "Mozilla/5.0 (Consent Test)";
const visitor = (ip: string, ua = UA) =>
  setRequest({ headers: { "x-forwarded-for": ip, "user-agent": ua } });
const form = async (values: Record<string, string>) => {
  const data = new FormData();
  const all = { website: "", startedAt: String(Date.now() - 5000), altcha: await solvedProof() };
  for (const [k, v] of Object.entries({ ...all, ...values })) data.set(k, v);
  return data;
};
const runJob = async () => {
  const response = await route.GET(
    new Request("http://localhost/api/cron/spam-consent", {
      headers: { authorization: `Bearer ${STAFF.cronSecret}` },
    }),
  );
  expect(response.status).toBe(200);
  return response.json();
};

beforeEach(async () => {
  await exec(
    db,
    `delete from email_outbox; delete from leads; delete from newsletter_subscribers;
     delete from rate_limits;
     insert into staff_settings (id) values (1) on conflict (id) do update
       set consent_retention_months = 24`,
  );
});

describe("consent evidence", () => {
  it("a sign-up records the consent version, time, IP and user agent; confirming, its own", async () => {
    visitor("203.0.113.9");
    await subscribeNewsletter({ status: "idle" }, await form({ email: "Reader@Example.com" }));
    const [sub] = await query<Record<string, unknown>>(db, "select * from newsletter_subscribers");
    expect(sub).toMatchObject({
      email: "reader@example.com",
      consent_version: newsletterConsent.version,
      consent_ip: "203.0.113.9",
      consent_user_agent: UA,
      confirmed_ip: null,
    });
    expect(sub!.consented_at).toBeTruthy();
    visitor("198.51.100.4", "Phone Browser/1.0");
    const confirm = new FormData();
    confirm.set("token", await newsletterToken(String(sub!.id), "newsletter-confirm"));
    expect(await confirmSubscription({ status: "idle" }, confirm)).toMatchObject({
      status: "success",
    });
    const [after] = await query(
      db,
      "select status, confirmed_ip, confirmed_user_agent from newsletter_subscribers",
    );
    expect(after).toEqual({
      status: "confirmed",
      confirmed_ip: "198.51.100.4",
      confirmed_user_agent: "Phone Browser/1.0",
    });
  });

  it("a lead records the privacy notice version it was sent under", async () => {
    visitor("203.0.113.10");
    const values = {
      name: "Ada",
      email: "ada@example.com",
      phone: "+1 555 010 0000",
      message: "Hi",
    };
    await submitContact({ status: "idle" }, await form(values));
    const [lead] = await query(db, "select privacy_notice_version from leads");
    expect(lead).toEqual({ privacy_notice_version: PRIVACY_NOTICE_VERSION });
  });
});

describe("the daily job", () => {
  it("deletes spam held more than 30 days, keeps newer spam and every real lead", async () => {
    await exec(
      db,
      `insert into leads (kind, name, email, phone, message, spam_reason, quarantined_at, created_at) values
        ('contact', 'Old spam', 'old@example.com', '1', 'x', 'honeypot', now() - interval '31 days', now() - interval '31 days'),
        ('contact', 'New spam', 'new@example.com', '1', 'x', 'no-proof', now() - interval '29 days', now() - interval '29 days');
       insert into leads (kind, name, email, phone, message, created_at) values
        ('contact', 'Real old', 'real@example.com', '1', 'x', now() - interval '400 days');
       insert into newsletter_subscribers (email, spam_reason, quarantined_at) values
        ('oldbot@example.com', 'honeypot', now() - interval '31 days'),
        ('newbot@example.com', 'honeypot', now() - interval '1 day')`,
    );
    expect(await runJob()).toEqual({ spamLeads: 1, spamSubscribers: 1, consentErased: 0 });
    const names = await query<{ name: string }>(db, "select name from leads order by name");
    expect(names.map((r) => r.name)).toEqual(["New spam", "Real old"]);
    const subs = await query<{ email: string }>(db, "select email from newsletter_subscribers");
    expect(subs.map((r) => r.email)).toEqual(["newbot@example.com"]);
    expect(await runJob()).toEqual({ spamLeads: 0, spamSubscribers: 0, consentErased: 0 });
  });

  it("erases consent evidence of subscriptions ended longer ago than the setting", async () => {
    const evidence = `'v1', now() - interval '5 years', '192.0.2.1', 'UA', '192.0.2.2', 'UA2'`;
    await exec(
      db,
      `insert into newsletter_subscribers (email, status, unsubscribed_at, consent_version, consented_at,
         consent_ip, consent_user_agent, confirmed_ip, confirmed_user_agent) values
        ('gone@example.com', 'unsubscribed', now() - interval '13 months', ${evidence}),
        ('recent@example.com', 'unsubscribed', now() - interval '11 months', ${evidence}),
        ('still@example.com', 'confirmed', null, ${evidence})`,
    );
    setRequest({ cookies: await validCookie() });
    const saved = await saveSettings(
      { status: "idle" },
      (() => {
        const f = new FormData();
        f.set("auditRetentionDays", "365");
        f.set("consentRetentionMonths", "12");
        f.set("analyticsRetentionDays", "90");
        f.set("spamBlockedDomains", "Spam-Corp.example\n@junk.example, spam-corp.example");
        return f;
      })(),
    );
    expect(saved.status).toBe("success");
    expect(await staffSettings()).toMatchObject({
      consentRetentionMonths: 12,
      spamBlockedDomains: ["junk.example", "spam-corp.example"],
    });
    expect(await runJob()).toMatchObject({ consentErased: 1 });
    const rows = await query<Record<string, unknown>>(
      db,
      `select email, consent_version, consented_at, consent_ip, consent_user_agent, confirmed_ip,
         confirmed_user_agent from newsletter_subscribers order by email`,
    );
    const gone = rows.find((r) => r.email === "gone@example.com")!;
    expect(Object.values(gone).filter((v) => v !== null)).toEqual(["gone@example.com"]);
    for (const kept of rows.filter((r) => r.email !== "gone@example.com"))
      expect(kept).toMatchObject({ consent_ip: "192.0.2.1", confirmed_ip: "192.0.2.2" });
  });
});
