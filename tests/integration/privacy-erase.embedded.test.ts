// A person's data, everywhere it lands: one address's leads (all three forms), timeline, stage
// change, follow-up, subscription, mails (sent and waiting), a staff digest naming them, webhook
// deliveries and rate-limit counters. The export holds every row the fixture made; after erasure a
// scan of every text and JSON column of every table finds the address, the name and the phone
// nowhere, and another person's rows are as they were.
import { afterAll, expect, it, vi } from "vitest";

import { startResend } from "../helpers/resend-server";
import { scanFor } from "../helpers/personal-data-scan";
import { solvedProof } from "../helpers/proof";
import { query } from "../helpers/sql";

const resend = await startResend();
Object.assign(process.env, {
  RESEND_API_KEY: "re_test_key",
  RESEND_BASE_URL: resend.url,
  LEADS_NOTIFY_TO: "leads@agency.example",
  FORM_MIN_FILL_SECONDS: "2",
});
const pending: Promise<unknown>[] = [];
vi.mock("next/server", async (original) => ({
  ...(await original<typeof import("next/server")>()),
  after: (task: () => Promise<unknown>) => void pending.push(task()),
}));
const settle = async () => void (await Promise.all(pending.splice(0)));
afterAll(() => resend.close());

const { submitLead } = await import("@/lib/leads/submit-lead");
const { subscribe, setSubscription } = await import("@/lib/leads/newsletter");
const { enqueueMails } = await import("@/lib/leads/outbox");
const { enqueueWebhookEvent } = await import("@/lib/webhooks/emit");
const { exportPersonalData } = await import("@/lib/privacy/export");
const { erasePersonalData } = await import("@/lib/privacy/erase");
const db = await (await import("@/lib/db/client")).getDb();

const ADDRESS = "ottoline.q@example.com";
const NAME = "Ottoline Quarrington";
const PHONE = "+44 20 7946 0123";
// The browser is consent evidence (newsletter_subscribers), personal data like the rest.
const BROWSER = "OttolineBrowser/7.1 (Consent Evidence)";
const headers = new Headers({ "x-forwarded-for": "192.0.2.44", "user-agent": BROWSER });
const form = async (values: Record<string, string>) => {
  const data = new FormData();
  const all = {
    website: "",
    startedAt: String(Date.now() - 5000),
    altcha: await solvedProof(),
    ...values,
  };
  for (const [k, v] of Object.entries(all)) data.set(k, v);
  return data;
};
const rows = (sql: string, params: unknown[] = []) =>
  query<Record<string, unknown>>(db, sql, params);
const TABLES = ["leads", "lead_activity", "newsletter_subscribers", "email_outbox"] as const;
const idsOf = async () => {
  const all: Record<string, string[]> = {};
  for (const t of [...TABLES, "webhook_deliveries"]) {
    all[t] = (await rows(`select id from ${t}`)).map((r) => String(r.id));
  }
  return all;
};
const person = async (email: string, name: string, phone: string, message: string) =>
  form({ name, email, phone, message });

it("exports every row about an address, then erases it from every column of every table", async () => {
  const [staff] = await rows(
    "insert into staff_members (email, name, role, status) values ('sam@agency.example', 'Sam Staff', 'owner', 'active') returning id",
  );
  await rows(
    "insert into webhook_endpoints (name, url, format, events, secret) values ('Team', 'https://hooks.example/x', 'standard', array['lead.created','lead.stage_changed','booking.created'], 'whsec_dGVzdA==')",
  );
  // Someone else first: their rows must come through untouched.
  const bob = await person("bob@example.org", "Bob Other", "+1 555 010 0999", "Hi");
  expect((await submitLead("contact", bob, headers)).status).toBe("success");
  const quoting = "Please also copy my colleague Ottoline.Q@example.com on this";
  await submitLead(
    "contact",
    await person("cleo@example.org", "Cleo", "+1 555 010 0998", quoting),
    headers,
  );
  await settle();
  const before = await idsOf();
  const others = await rows("select * from leads where email = 'bob@example.org'");
  // Cleo's notification to staff quotes the address: it is about the person too.
  const [cleosMail] = await rows(
    "select m.id from email_outbox m join leads l on l.id = m.lead_id where l.email = 'cleo@example.org' and m.kind = 'contact-notification'",
  );
  const othersMails = await rows("select * from email_outbox where id <> $1 order by id", [
    cleosMail!.id,
  ]);
  const cleos = await rows(
    "select d.id from webhook_deliveries d join leads l on l.id = d.lead_id where l.email = 'cleo@example.org'",
  );
  const othersDeliveries = await rows(
    "select * from webhook_deliveries where id <> all($1::uuid[]) order by id",
    [cleos.map((r) => r.id)],
  );

  // The person: three forms (the address typed in two cases), then staff work the lead.
  const message = `I am ${NAME}, write to ${ADDRESS} or call ${PHONE}.`;
  const booking = await form({
    name: NAME,
    email: "Ottoline.Q@Example.COM",
    phone: PHONE,
    service: "saas-solutions",
    customization: `Branding for ${NAME}`,
    message,
    // Where they came from: a personalised newsletter link (its content, medium and term name them).
    landingPage: "/blogs/launch",
    utmSource: "newsletter",
    utmMedium: `email-${ADDRESS}`,
    utmCampaign: "q4",
    utmTerm: NAME,
    utmContent: ADDRESS,
    refParam: "ottoline",
    heardAbout: "blog",
  });
  expect((await submitLead("booking", booking, headers)).status).toBe("success");
  expect(
    (await submitLead("contact", await person(ADDRESS, NAME, PHONE, message), headers)).status,
  ).toBe("success");
  const application = await person(ADDRESS, NAME, PHONE, message);
  application.set("cvUrl", "https://cv.example/ottoline");
  expect((await submitLead("application", application, headers, "Senior Engineer")).status).toBe(
    "success",
  );
  expect((await subscribe(await form({ email: ADDRESS }), headers)).status).toBe("success");
  await settle(); // every mail so far goes out (the fake Resend answers 200)
  const [sub] = await rows("select id from newsletter_subscribers");
  expect(await setSubscription(String(sub!.id), "confirmed")).toBe(true);
  // A newsletter went to them and bounced: a delivery row and the suppression of the address.
  const [send] = await rows(
    "insert into newsletter_sends (post_title, status) values ('Issue 1', 'sent') returning id",
  );
  await rows(
    "insert into newsletter_deliveries (send_id, subscriber_id, batch, status, provider_id) values ($1, $2, 0, 'bounced', 'email_x')",
    [send!.id, sub!.id],
  );
  await rows(
    "insert into mail_suppressions (email, reason, source_event_id) values ($1, 'hard_bounce', 'msg_1')",
    [ADDRESS],
  );

  const leadIds = (await rows("select id from leads where lower(email) = $1", [ADDRESS])).map((r) =>
    String(r.id),
  );
  expect(leadIds).toHaveLength(3);
  const lead = leadIds[0]!;
  await rows(
    "update leads set status = 'lost', lost_reason = $2, owner_id = $3, follow_up_on = '2026-12-01', value_estimate = 5000 where id = $1",
    [lead, `${NAME} chose another agency`, staff!.id],
  );
  await rows(
    `insert into lead_activity (lead_id, kind, actor_id, actor_name, body, from_value, to_value) values
       ($1, 'note', $2, 'Sam Staff', $3, null, null),
       ($1, 'stage', $2, 'Sam Staff', null, 'new', 'lost'),
       ($1, 'follow_up', $2, 'Sam Staff', null, null, '2026-12-01')`,
    [lead, staff!.id, `Called ${NAME} on ${PHONE}; mail ${ADDRESS}`],
  );
  await db.transaction((tx) =>
    enqueueWebhookEvent(
      tx,
      "lead.stage_changed",
      { id: lead, name: NAME, email: ADDRESS, from: "new", to: "lost", lostReason: "price" },
      lead,
    ),
  );
  // One delivery went out, one failed for good (its error echoes the payload), the rest wait.
  await rows(
    "update webhook_deliveries set status = 'delivered', response_status = 200, delivered_at = now() where id = (select min(id::text)::uuid from webhook_deliveries where lead_id = $1)",
    [lead],
  );
  await rows(
    "update webhook_deliveries set status = 'failed', last_error = $2 where id = (select max(id::text)::uuid from webhook_deliveries where lead_id = $1)",
    [lead, `400: bad payload {"email":"${ADDRESS}"}`],
  );
  // A mail still waiting, and a staff digest that names the lead and links it.
  await db.transaction(async (tx) => {
    await enqueueMails(tx, [
      {
        kind: "booking-confirmation",
        to: ADDRESS,
        leadId: lead,
        subject: `Thanks ${NAME}`,
        html: "<p>x</p>",
        text: "x",
      },
      {
        kind: "follow-up-digest",
        to: "sam@agency.example",
        subject: "Your follow-ups",
        html: `<a href="/admin/leads/${lead}">${NAME}</a>`,
        text: `${NAME} /admin/leads/${lead}`,
      },
    ]);
  });

  const after = await idsOf();
  const created = Object.fromEntries(
    Object.entries(after).map(([t, ids]) => [t, ids.filter((id) => !before[t]!.includes(id))]),
  );
  expect(created.webhook_deliveries!.length).toBeGreaterThanOrEqual(5);

  const exported = await exportPersonalData(db, "  OTTOLINE.Q@example.com ");
  const idsIn = (list: { id: string }[]) => list.map((r) => r.id).sort();
  expect(idsIn(exported.leads)).toEqual([...created.leads!].sort());
  expect(idsIn(exported.leadActivity)).toEqual([...created.lead_activity!].sort());
  expect(idsIn(exported.newsletterSubscriptions)).toEqual(
    [...created.newsletter_subscribers!].sort(),
  );
  expect(idsIn(exported.emails)).toEqual([...created.email_outbox!, cleosMail!.id].sort());
  expect(idsIn(exported.webhookDeliveries)).toEqual(
    [...created.webhook_deliveries!, ...cleos.map((r) => String(r.id))].sort(),
  );
  expect(exported.rateLimits.map((r) => r.bucket).sort()).toEqual([
    "lead:application:email",
    "lead:booking:email",
    "lead:contact:email",
    "newsletter:email",
  ]);
  expect(exported.leads.find((l) => l.id === lead)).toMatchObject({ phone: PHONE, status: "lost" });
  expect(exported.leads.find((l) => l.kind === "booking")).toMatchObject({
    landingPage: "/blogs/launch",
    utmCampaign: "q4",
    utmContent: ADDRESS,
    refParam: "ottoline",
    heardAbout: "blog",
  });

  expect(exported.newsletterDeliveries.map((d) => d.status)).toEqual(["bounced"]);
  expect(exported.mailSuppressions.map((m) => m.email)).toEqual([ADDRESS]);
  expect(exported.newsletterSubscriptions[0]).toMatchObject({
    consentIp: "192.0.2.44",
    consentUserAgent: BROWSER,
  });
  const needles = [ADDRESS, NAME, PHONE, BROWSER];
  expect((await scanFor(db, needles)).length).toBeGreaterThan(0); // the scan sees them at all

  const counts = await erasePersonalData(db, ADDRESS, {
    id: String(staff!.id),
    email: "sam@agency.example",
  });
  expect(counts).toMatchObject({ leads: 3, notes: 3, subscriptions: 1, rateLimits: 1 });
  expect(await scanFor(db, needles)).toEqual([]);
  expect(await rows("select * from newsletter_deliveries")).toEqual([]);

  // The leads stay for the counts, anonymised; a stage change keeps its stage names.
  const erased = await rows(
    "select name, email, status, erased_at from leads where id = any($1::uuid[])",
    [leadIds],
  );
  expect(erased.every((l) => l.name === "Erased" && l.email === "" && l.erased_at)).toBe(true);
  expect(erased.map((l) => l.status).sort()).toEqual(["lost", "new", "new"]);
  // The booking still counts by landing page, source and campaign; what named the person is gone.
  expect(
    await rows(
      "select landing_page, utm_source, utm_medium, utm_campaign, utm_term, utm_content, ref_param, heard_about from leads where kind = 'booking' and erased_at is not null",
    ),
  ).toEqual([
    {
      landing_page: "/blogs/launch",
      utm_source: "newsletter",
      utm_medium: null,
      utm_campaign: "q4",
      utm_term: null,
      utm_content: null,
      ref_param: null,
      heard_about: "blog",
    },
  ]);
  expect(await rows("select from_value, to_value from lead_activity where kind = 'stage'")).toEqual(
    [{ from_value: "new", to_value: "lost" }],
  );
  // Nothing left to send about them: waiting mails and deliveries are gone, sent ones blanked.
  const left = await rows("select status from email_outbox where id = any($1::uuid[])", [
    created.email_outbox,
  ]);
  expect(left.length).toBeGreaterThan(0);
  expect(left.every((m) => m.status === "sent")).toBe(true);
  const hooks = await rows(
    "select status, payload from webhook_deliveries where id = any($1::uuid[])",
    [created.webhook_deliveries],
  );
  expect(hooks).toEqual([{ status: "delivered", payload: { erased: true } }]);

  // Someone else's rows are as they were; one who quoted the address keeps the rest of the message.
  expect(await rows("select * from leads where email = 'bob@example.org'")).toEqual(others);
  expect(
    await rows("select * from email_outbox where id = any($1::uuid[]) and id <> $2 order by id", [
      before.email_outbox,
      cleosMail!.id,
    ]),
  ).toEqual(othersMails);
  expect(
    await rows(
      "select * from webhook_deliveries where id = any($1::uuid[]) and id <> all($2::uuid[]) order by id",
      [before.webhook_deliveries, cleos.map((r) => r.id)],
    ),
  ).toEqual(othersDeliveries);
  const [cleo] = await rows("select message from leads where email = 'cleo@example.org'");
  expect(cleo!.message).toBe("Please also copy my colleague [erased] on this");
  const [quoted] = await rows("select text from email_outbox where id = $1", [cleosMail!.id]);
  expect(quoted!.text).toContain("Please also copy my colleague [erased] on this");

  // One audit row, counts only; a second erasure finds nothing and still says so.
  const audit = await rows(
    "select target_label, details from audit_log where action = 'privacy.erased'",
  );
  expect(audit).toEqual([{ target_label: null, details: { ...counts } }]);
  const again = await erasePersonalData(db, ADDRESS, null);
  expect(again).toEqual({
    leads: 0,
    notes: 0,
    subscriptions: 0,
    mails: 0,
    webhookDeliveries: 0,
    rateLimits: 0,
    mentions: 0,
  });
});

it("finds an internationalised address under either spelling of its domain", async () => {
  await rows(
    "insert into leads (kind, name, email, phone, message) values ('contact', 'Björn Umlaut', 'Bjorn@XN--BCHER-KVA.example', '+49 30 0000 0001', 'Hallo'), ('contact', 'Björn Umlaut', 'bjorn@bücher.example', '+49 30 0000 0001', 'Hallo')",
  );
  await rows("insert into newsletter_subscribers (email) values ('bjorn@bücher.example')");
  const exported = await exportPersonalData(db, "bjorn@Bücher.example");
  expect(exported.leads).toHaveLength(2);
  expect(exported.newsletterSubscriptions).toHaveLength(1);
  await erasePersonalData(db, "BJORN@xn--bcher-kva.example", null);
  expect(
    await scanFor(db, ["bjorn@xn--bcher-kva.example", "bjorn@bücher.example", "Björn Umlaut"]),
  ).toEqual([]);
});
