// Lead retention (Settings, "Delete leads older than N months"; off by default): the daily job
// deletes older leads with their timeline, mails and webhook deliveries, and finished mails of no
// lead; newer ones stay. Tested with the clock moved forward (`now` passed in), through the cron
// route, and through the owners' settings form.
import { STAFF } from "../helpers/staff-env";

import { beforeEach, describe, expect, it } from "vitest";

import { setRequest } from "../helpers/next-headers";
import { scanFor } from "../helpers/personal-data-scan";
import { validCookie } from "../helpers/session-cookies";
import { exec, query } from "../helpers/sql";

const { getDb } = await import("@/lib/db/client");
const { pruneOldLeads } = await import("@/lib/privacy/retention");
const route = await import("@/app/api/cron/lead-retention/route");
const { saveSettings } = await import("@/lib/staff-settings/actions");
const { staffSettings } = await import("@/lib/staff-settings/settings");
const db = await getDb();

const rows = (sql: string, params: unknown[] = []) =>
  query<Record<string, unknown>>(db, sql, params);
const MONTH = 30 * 24 * 3600 * 1000;

/** A lead `monthsAgo` old with a note, a mail sent today and a delivered webhook: its id. */
async function leadAged(monthsAgo: number, name: string) {
  const [lead] = await rows(
    "insert into leads (kind, name, email, phone, message, created_at) values ('contact', $1, $2, '+1 555 010 0000', 'm', now() - make_interval(months => $3)) returning id",
    [name, `${name.toLowerCase()}@example.com`, monthsAgo],
  );
  const id = String(lead!.id);
  await rows(
    "insert into lead_activity (lead_id, kind, actor_name, body) values ($1, 'note', 'Sam', $2)",
    [id, `About ${name}`],
  );
  await rows(
    "insert into email_outbox (lead_id, kind, to_address, subject, html, text, status) values ($1, 'contact-notification', 'leads@agency.example', $2, 'h', 't', 'sent')",
    [id, `From ${name}`],
  );
  await rows(
    "insert into webhook_deliveries (endpoint_id, message_id, event, lead_id, payload, status) select id, $1, 'lead.created', $2, $3::jsonb, 'delivered' from webhook_endpoints",
    [`msg_${id}`, id, JSON.stringify({ data: { name } })],
  );
  return id;
}
const setMonths = (months: number | null) =>
  rows(
    "insert into staff_settings (id, lead_retention_months) values (1, $1) on conflict (id) do update set lead_retention_months = $1",
    [months],
  );

beforeEach(async () => {
  await exec(
    db,
    "delete from webhook_deliveries; delete from webhook_endpoints; delete from email_outbox; delete from leads; delete from newsletter_subscribers",
  );
  await rows(
    "insert into webhook_endpoints (name, url, format, events, secret) values ('T', 'https://hooks.example/x', 'standard', array['lead.created'], 'whsec_dGVzdA==')",
  );
  await setMonths(null);
});

describe("pruneOldLeads", () => {
  it("is off by default: nothing is deleted, however old", async () => {
    await leadAged(200, "Ancient");
    expect(await pruneOldLeads(db, new Date())).toBeNull();
    expect(await rows("select id from leads")).toHaveLength(1);
  });

  it("deletes leads older than the setting with everything about them; the clock moved on, the rest", async () => {
    const old = await leadAged(7, "Oldfield");
    const recent = await leadAged(1, "Newman");
    // A digest naming nobody's lead row (lead_id null) and an unsubscribed address, both old.
    await rows(
      "insert into email_outbox (kind, to_address, subject, html, text, status, created_at) values ('follow-up-digest', 'sam@agency.example', 'Oldfield', 'h', 't', 'sent', now() - interval '8 months')",
    );
    await rows(
      "insert into newsletter_subscribers (email, status, unsubscribed_at) values ('gone@example.com', 'unsubscribed', now() - interval '8 months')",
    );
    await setMonths(6);

    expect(await pruneOldLeads(db, new Date())).toEqual({
      leads: 1,
      mails: 2,
      webhookDeliveries: 1,
      subscriptions: 1,
    });
    expect((await rows("select id from leads")).map((r) => r.id)).toEqual([recent]);
    expect(await rows("select id from lead_activity where lead_id = $1", [old])).toEqual([]);
    expect(await scanFor(db, ["Oldfield", "gone@example.com"])).toEqual([]);
    const [audit] = await rows("select details from audit_log where action = 'leads.pruned'");
    expect(audit!.details).toEqual({
      leads: 1,
      mails: 2,
      webhookDeliveries: 1,
      subscriptions: 1,
      months: 6,
    });
    // Run again: nothing more. Six months later, the recent one is old too.
    expect(await pruneOldLeads(db, new Date())).toMatchObject({ leads: 0 });
    expect(await pruneOldLeads(db, new Date(Date.now() + 6 * MONTH))).toMatchObject({ leads: 1 });
    expect(await rows("select id from leads")).toEqual([]);
    expect(await scanFor(db, ["Newman"])).toEqual([]);
  });
});

describe("GET /api/cron/lead-retention", () => {
  const get = (headers: Record<string, string> = {}) =>
    route.GET(new Request("http://localhost/api/cron/lead-retention", { headers }));

  it("runs with the bearer secret only", async () => {
    await leadAged(13, "Cronin");
    await setMonths(12);
    expect((await get()).status).toBe(401);
    expect(await rows("select id from leads")).toHaveLength(1);
    const response = await get({ authorization: `Bearer ${STAFF.cronSecret}` });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ enabled: true, deleted: { leads: 1 } });
    expect(await rows("select id from leads")).toEqual([]);
  });
});

describe("the setting (saveSettings)", () => {
  const formOf = (values: Record<string, string>) => {
    const form = new FormData();
    for (const [k, v] of Object.entries({
      auditRetentionDays: "365",
      analyticsRetentionDays: "90",
      ...values,
    }))
      form.set(k, v);
    return form;
  };
  beforeEach(async () => setRequest({ cookies: await validCookie() }));

  it("stores a number of months, and empty as off", async () => {
    const saved = await saveSettings({ status: "idle" }, formOf({ leadRetentionMonths: "18" }));
    expect(saved.status).toBe("success");
    expect((await staffSettings()).leadRetentionMonths).toBe(18);
    await saveSettings({ status: "idle" }, formOf({ leadRetentionMonths: "" }));
    expect((await staffSettings()).leadRetentionMonths).toBeNull();
    const audit = await rows(
      "select details from audit_log where action = 'settings.changed' order by at",
    );
    expect(audit.map((r) => r.details)).toEqual([
      { leadRetentionMonths: { from: null, to: 18 } },
      { leadRetentionMonths: { from: 18, to: null } },
    ]);
  });

  it.each(["0", "121", "six", "2.5"])("refuses %s months with a message", async (months) => {
    const refused = await saveSettings({ status: "idle" }, formOf({ leadRetentionMonths: months }));
    expect(refused.status).toBe("error");
    expect(refused.fieldErrors?.leadRetentionMonths).toContain("whole number of months");
    expect(refused.values?.leadRetentionMonths).toBe(months);
  });
});
