// Issue 30, no double booking: the booking form's action stores the lead and its call in one
// transaction, and the bookings table's exclusion constraint holds the slot. 50 visitors posting
// the same slot at once: exactly one booking (one lead, its mails), 49 "just taken" answers with
// nothing stored or sent. On PGlite (one connection, serialised) and PostgreSQL (+ PgBouncer).
import { beforeEach, describe, expect, it, vi } from "vitest";

import { setRequest } from "../helpers/next-headers";
import { solvedProof } from "../helpers/proof";
import { exec, query } from "../helpers/sql";

Object.assign(process.env, { LEADS_NOTIFY_TO: "leads@agency.example", MAIL_MODE: "log" });
vi.mock("next/server", async (original) => ({
  ...(await original<typeof import("next/server")>()),
  after: () => undefined, // delivery is the outbox's business, not this test's
}));

const { submitBooking } = await import("@/lib/leads/actions");
const { saveBookingSettings, DEFAULT_BOOKING_SETTINGS } = await import("@/lib/booking/settings");
const { openSlots } = await import("@/lib/booking/availability");
const { SLOT_TAKEN } = await import("@/lib/booking/book");
const { getDb } = await import("@/lib/db/client");
const db = await getDb();

const everyDay = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, start: "00:00", end: "24:00" }));

let n = 0;
async function bookingForm(slot: string) {
  const data = new FormData();
  const values = {
    name: "Ada Visitor",
    email: `ada${++n}@example.com`,
    phone: "+1 555 010 0000",
    service: "web-development",
    message: "A call about our shop",
    slot,
    timeZone: "America/New_York",
    website: "",
    startedAt: String(Date.now() - 5000),
    altcha: await solvedProof(),
  };
  for (const [k, v] of Object.entries(values)) data.set(k, v);
  return data;
}

beforeEach(async () => {
  await exec(
    db,
    "delete from bookings; delete from email_outbox; delete from leads; delete from rate_limits",
  );
  await saveBookingSettings(
    { ...DEFAULT_BOOKING_SETTINGS, weeklyHours: everyDay, minimumNoticeMinutes: 0, horizonDays: 2 },
    null,
  );
});

describe("one slot, many visitors at once", () => {
  it("books exactly one of 50 concurrent requests; the other 49 are told it was just taken", async () => {
    const slot = (await openSlots(db))[2]!.start;
    const forms = await Promise.all(Array.from({ length: 50 }, () => bookingForm(slot)));
    const answers = await Promise.all(
      forms.map((form, i) => {
        // Each from its own network: the per-network limits would hold most of them as spam.
        setRequest({ headers: { "x-forwarded-for": `198.${i + 1}.100.7` } });
        return submitBooking({ status: "idle" }, form);
      }),
    );
    const booked = answers.filter((a) => a.status === "success");
    const taken = answers.filter((a) => a.fieldErrors?.slot === SLOT_TAKEN);
    expect(booked).toHaveLength(1);
    expect(taken).toHaveLength(49);
    expect(taken.every((a) => a.status === "error")).toBe(true);

    const bookings = await query<{ starts_at: string; lead_id: string }>(
      db,
      "select starts_at, lead_id from bookings where status = 'booked'",
    );
    expect(bookings).toHaveLength(1);
    expect(new Date(bookings[0]!.starts_at).toISOString()).toBe(slot);
    const leads = await query<{ id: string }>(db, "select id from leads");
    expect(leads.map((l) => l.id)).toEqual([bookings[0]!.lead_id]);
    const mails = await query<{ lead_id: string; kind: string }>(
      db,
      "select lead_id, kind from email_outbox",
    );
    expect(new Set(mails.map((m) => m.lead_id))).toEqual(new Set([bookings[0]!.lead_id]));
    expect(mails.map((m) => m.kind).sort()).toEqual([
      "booking-confirmation",
      "booking-notification",
    ]);
    // The slot is no longer offered.
    expect((await openSlots(db)).map((s) => s.start)).not.toContain(slot);
  });

  it("refuses a time that is not a slot, and books without a time as before", async () => {
    const notASlot = new Date(Date.now() + 3 * 86_400_000).toISOString(); // past the horizon
    setRequest({ headers: { "x-forwarded-for": "198.51.100.200" } });
    const refused = await submitBooking({ status: "idle" }, await bookingForm(notASlot));
    expect(refused.fieldErrors?.slot).toBe(SLOT_TAKEN);
    const plain = await bookingForm("");
    const answer = await submitBooking({ status: "idle" }, plain);
    expect(answer.status).toBe("success");
    expect(await query(db, "select id from leads")).toHaveLength(1);
    expect(await query(db, "select id from bookings")).toHaveLength(0);
  });
});
