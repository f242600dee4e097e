// POST /api/webhooks/calcom: a Cal.com delivery signed with CALCOM_WEBHOOK_SECRET (hex HMAC-SHA256
// of the raw body in x-cal-signature-256) creates one booking lead with its staff notification and
// its call; the same delivery again changes nothing; a reschedule moves the call (same lead), a
// cancellation frees it; a bad or missing signature is a 401 and malformed JSON a 400, storing
// nothing; a browser page of another site is refused.
import { createHmac } from "node:crypto";

const SECRET = "calcom-test-secret-0123456789abcdef";
process.env.CALCOM_WEBHOOK_SECRET = SECRET;

import { beforeAll, describe, expect, it, vi } from "vitest";

import { settleAfterTasks } from "../helpers/after-tasks";
import { query } from "../helpers/sql";

vi.mock("next/server", async (original) => ({
  ...(await original<typeof import("next/server")>()),
  after: (await import("../helpers/after-tasks")).after, // no request scope in vitest
}));

const { POST } = await import("@/app/api/webhooks/calcom/route");
const { validCalcomSignature } = await import("@/lib/booking/calcom");
const { getDb } = await import("@/lib/db/client");
const db = await getDb();

const sign = (body: string, secret = SECRET) =>
  createHmac("sha256", secret).update(body).digest("hex");

function post(body: string, headers: Record<string, string | null> = {}) {
  const all: Record<string, string> = { "content-type": "application/json" };
  const signature = "x-cal-signature-256" in headers ? headers["x-cal-signature-256"] : sign(body);
  if (signature) all["x-cal-signature-256"] = signature;
  for (const [k, v] of Object.entries(headers)) if (v && k !== "x-cal-signature-256") all[k] = v;
  return POST(
    new Request("http://localhost/api/webhooks/calcom", { method: "POST", body, headers: all }),
  );
}

const delivery = (trigger: string, payload: Record<string, unknown> = {}) =>
  JSON.stringify({
    triggerEvent: trigger,
    createdAt: "2026-12-01T10:00:00.000Z",
    payload: {
      uid: "calcom-uid-1",
      title: "30 min intro call",
      additionalNotes: "About a new shop.",
      startTime: "2026-12-08T09:00:00Z",
      endTime: "2026-12-08T09:30:00Z",
      organizer: { name: "Agency", email: "team@agency.example", timeZone: "Europe/Berlin" },
      attendees: [
        { name: "Cal Visitor", email: "cal.visitor@client.example", timeZone: "America/New_York" },
      ],
      responses: { attendeePhoneNumber: { value: "+1 555 010 0199" } },
      ...payload,
    },
  });

type Counts = { leads: number; bookings: number; mails: number; booking: string | null };
async function counts(): Promise<Counts> {
  const [row] = await query<Counts>(
    db,
    `select (select count(*)::int from leads where email = 'cal.visitor@client.example') as leads,
       (select count(*)::int from bookings where source = 'calcom') as bookings,
       (select count(*)::int from email_outbox o join leads l on l.id = o.lead_id
         where l.email = 'cal.visitor@client.example') as mails,
       (select string_agg(external_id || ' ' || status || ' ' || to_char(starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI') || ' ' || sequence, ',')
         from bookings where source = 'calcom') as booking`,
  );
  return row!;
}

describe("refused deliveries store nothing", () => {
  it.each([
    [
      "a wrong signature",
      { "x-cal-signature-256": sign(delivery("BOOKING_CREATED"), "another-secret-0123456789") },
    ],
    ["no signature", { "x-cal-signature-256": null }],
    ["a signature that is not hex", { "x-cal-signature-256": "sha256=abc" }],
  ])("%s: 401", async (_, headers) => {
    const response = await post(delivery("BOOKING_CREATED"), headers);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ error: "Invalid signature." });
    expect((await counts()).bookings).toBe(0);
  });

  it("no secret configured accepts no signature at all", () => {
    const body = new TextEncoder().encode("{}");
    expect(validCalcomSignature(body, sign("{}"), undefined)).toBe(false);
    expect(validCalcomSignature(body, sign("{}"), SECRET)).toBe(true);
  });

  it("malformed JSON, rightly signed: 400", async () => {
    const response = await post('{"triggerEvent": "BOOKING_CREATED", ');
    expect(response.status).toBe(400);
    expect((await counts()).leads).toBe(0);
  });

  it("a delivery without attendees or with an end before its start: 400", async () => {
    expect((await post(delivery("BOOKING_CREATED", { attendees: [] }))).status).toBe(400);
    const backwards = delivery("BOOKING_CREATED", { endTime: "2026-12-08T08:00:00Z" });
    expect((await post(backwards)).status).toBe(400);
    expect((await counts()).leads).toBe(0);
  });

  it("a browser page of another site: 403; a body over the cap: 413", async () => {
    const body = delivery("BOOKING_CREATED");
    expect((await post(body, { "sec-fetch-site": "cross-site" })).status).toBe(403);
    expect((await post(`{"x":"${"a".repeat(300_000)}"}`)).status).toBe(413);
    expect((await counts()).bookings).toBe(0);
  });

  it("a trigger we do not handle (Cal.com's ping) is acknowledged and ignored", async () => {
    const response = await post(JSON.stringify({ triggerEvent: "PING", payload: {} }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ result: "ignored" });
  });
});

describe("a booking's life", () => {
  beforeAll(async () => {
    expect(await counts()).toMatchObject({ leads: 0, bookings: 0 });
  });

  it("BOOKING_CREATED makes one booking lead, its staff notification and its call; a replay changes nothing", async () => {
    const response = await post(delivery("BOOKING_CREATED"));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ result: "created" });
    await settleAfterTasks();
    const [lead] = await query<{ kind: string; name: string; phone: string; message: string }>(
      db,
      "select kind, name, phone, message from leads where email = 'cal.visitor@client.example'",
    );
    expect(lead).toEqual({
      kind: "booking",
      name: "Cal Visitor",
      phone: "+1 555 010 0199",
      message: "Booked on Cal.com: 30 min intro call\n\nAbout a new shop.",
    });
    const after = await counts();
    expect(after).toEqual({
      leads: 1,
      bookings: 1,
      mails: expect.any(Number),
      booking: "calcom-uid-1 booked 2026-12-08T09:00 0",
    });
    // Staff are told; the attendee is not (Cal.com confirms to them itself).
    const to = await query<{ kind: string; subject: string }>(
      db,
      "select o.kind, o.subject from email_outbox o join leads l on l.id = o.lead_id where l.email = 'cal.visitor@client.example'",
    );
    expect(to.map((m) => m.kind)).not.toContain("booking-confirmation");
    expect(to.map((m) => m.kind)).toContain("booking-notification");
    // No service was chosen in Cal.com: the subject ends at the attendee's name.
    const subject = to.find((m) => m.kind === "booking-notification")?.subject ?? "";
    expect(subject).toMatch(/^New Service Booking from \S.*[^:\s]$/);

    const replay = await post(delivery("BOOKING_CREATED"));
    expect(await replay.json()).toEqual({ result: "unchanged" });
    expect(await counts()).toEqual(after);
  });

  it("BOOKING_RESCHEDULED moves the call under its new uid (same lead); a replay changes nothing", async () => {
    const moved = delivery("BOOKING_RESCHEDULED", {
      uid: "calcom-uid-2",
      rescheduleUid: "calcom-uid-1",
      startTime: "2026-12-09T14:00:00Z",
      endTime: "2026-12-09T14:30:00Z",
    });
    expect(await (await post(moved)).json()).toEqual({ result: "rescheduled" });
    const after = await counts();
    expect(after).toMatchObject({
      leads: 1,
      bookings: 1,
      booking: "calcom-uid-2 booked 2026-12-09T14:00 1",
    });
    expect(await (await post(moved)).json()).toEqual({ result: "unchanged" });
    expect(await counts()).toEqual(after);
  });

  it("BOOKING_CANCELLED frees the time; a replay changes nothing", async () => {
    const cancelled = delivery("BOOKING_CANCELLED", { uid: "calcom-uid-2" });
    expect(await (await post(cancelled)).json()).toEqual({ result: "cancelled" });
    const after = await counts();
    expect(after.booking).toBe("calcom-uid-2 cancelled 2026-12-09T14:00 2");
    // Both changes are in the audit log, by the booking's id (no attendee in it), once each.
    const audit = await query<{ action: string; actor_email: string | null }>(
      db,
      `select a.action, a.actor_email from audit_log a join bookings b on b.id::text = a.target_id
        where b.external_id = 'calcom-uid-2' order by a.at`,
    );
    expect(audit).toEqual([
      { action: "booking.rescheduled", actor_email: null },
      { action: "booking.cancelled", actor_email: null },
    ]);
    expect(await (await post(cancelled)).json()).toEqual({ result: "unchanged" });
    expect(await counts()).toEqual(after);
    expect(
      await query(db, "select 1 from audit_log where action = 'booking.cancelled'"),
    ).toHaveLength(1);
  });

  it("a time already booked on our calendar: 409, nothing stored", async () => {
    await post(delivery("BOOKING_CREATED", { uid: "calcom-uid-3" }));
    const before = await counts();
    const clash = delivery("BOOKING_CREATED", {
      uid: "calcom-uid-4",
      attendees: [{ name: "Other", email: "other@client.example" }],
      startTime: "2026-12-08T09:15:00Z",
      endTime: "2026-12-08T09:45:00Z",
    });
    const response = await post(clash);
    expect(response.status).toBe(409);
    expect(await counts()).toEqual(before);
    expect(await query(db, "select 1 from leads where email = 'other@client.example'")).toEqual([]);
  });
});
