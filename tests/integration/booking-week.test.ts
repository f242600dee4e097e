// The staff week view's query (callsInWeek): the calls starting Monday 00:00 to Monday 00:00 in
// the agency's zone (the saved booking calendar's), across Berlin's autumn change (169 hours),
// cancelled ones included and marked, names only for a role that reads leads; and each lead's
// call for the pipeline (callsOfLeads).
import { beforeAll, describe, expect, it } from "vitest";

import { query } from "../helpers/sql";

const { getDb } = await import("@/lib/db/client");
const { saveBookingSettings, DEFAULT_BOOKING_SETTINGS } = await import("@/lib/booking/settings");
const { callsInWeek, callsOfLeads } = await import("@/lib/booking/staff-bookings");
const { listPipelineLeads } = await import("@/lib/leads/lead-list");
const { parseLeadFilters } = await import("@/lib/leads/filters");
const { leadDetail } = await import("@/lib/leads/pipeline-queries");
const db = await getDb();

const leadIds: Record<string, string> = {};
async function book(name: string, startsAt: string, status = "booked", minutes = 30) {
  const [lead] = await query<{ id: string }>(
    db,
    "insert into leads (kind, name, email, phone, message) values ('booking', $1, $2, '+1 555 010 0000', 'Call') returning id",
    [name, `${name.toLowerCase().replace(/\W/g, "")}@client.example`],
  );
  leadIds[name] = lead!.id;
  const start = new Date(startsAt);
  const end = new Date(start.getTime() + minutes * 60_000);
  await query(
    db,
    `insert into bookings (lead_id, starts_at, ends_at, blocked_until, time_zone, status, ical_uid)
     values ($1, $2, $3, $3, 'Europe/Berlin', $4, $5)`,
    [lead!.id, start.toISOString(), end.toISOString(), status, `${name}@week.test`],
  );
}

beforeAll(async () => {
  await saveBookingSettings({ ...DEFAULT_BOOKING_SETTINGS, timeZone: "Europe/Berlin" }, null);
  // The week of Berlin's last Sunday of October 2026: Mon 19 Oct 00:00 CEST (18 Oct 22:00 UTC)
  // to Mon 26 Oct 00:00 CET (25 Oct 23:00 UTC).
  await book("Before Monday", "2026-10-18T21:30:00Z"); // Sun 18 Oct 23:30 CEST: the week before
  await book("First Minute", "2026-10-18T22:00:00Z"); // Mon 19 Oct 00:00 CEST
  await book("Cancelled Call", "2026-10-21T08:00:00Z", "cancelled");
  await book("Late Sunday", "2026-10-25T22:30:00Z"); // Sun 25 Oct 23:30 CET, after the change
  await book("Next Monday", "2026-10-25T23:00:00Z"); // Mon 26 Oct 00:00 CET: the next week
});

describe("callsInWeek", () => {
  it("takes the calls from Monday 00:00 to Monday 00:00 in the agency's zone, DST week", async () => {
    const { week, timeZone, calls } = await callsInWeek("2026-10-22", true);
    expect(timeZone).toBe("Europe/Berlin");
    expect(week.days[0]).toBe("2026-10-19");
    expect(calls.map((c) => c.name)).toEqual(["First Minute", "Cancelled Call", "Late Sunday"]);
    expect(calls.find((c) => c.name === "Cancelled Call")?.status).toBe("cancelled");
    expect(calls[0]!.leadId).toBe(leadIds["First Minute"]);
    expect((await callsInWeek("2026-10-26", true)).calls.map((c) => c.name)).toEqual([
      "Next Monday",
    ]);
    expect((await callsInWeek("2026-10-18", true)).calls.map((c) => c.name)).toEqual([
      "Before Monday",
    ]);
  });

  it("leaves the names out for a role that does not read leads", async () => {
    const { calls } = await callsInWeek("2026-10-19", false);
    expect(calls).toHaveLength(3);
    expect(calls.every((c) => c.name === null)).toBe(true);
  });

  it("a week with no call is empty; a hostile ?week= shows this week", async () => {
    expect((await callsInWeek("2031-01-01", true)).calls).toEqual([]);
    const odd = await callsInWeek("'; drop table bookings; --", true);
    expect(odd.week.days).toHaveLength(7);
    expect(await query(db, "select 1 from bookings")).toHaveLength(5);
  });
});

describe("callsOfLeads", () => {
  it("gives each lead with a booking its call, and nothing for the others", async () => {
    const byLead = await callsOfLeads(db, [
      leadIds["Late Sunday"]!,
      leadIds["Cancelled Call"]!,
      "00000000-0000-4000-8000-000000000000",
    ]);
    expect(byLead.get(leadIds["Late Sunday"]!)).toMatchObject({
      status: "booked",
      startsAt: new Date("2026-10-25T22:30:00Z"),
    });
    expect(byLead.get(leadIds["Cancelled Call"]!)?.status).toBe("cancelled");
    expect(byLead.size).toBe(2);
    expect((await callsOfLeads(db, [])).size).toBe(0);
  });

  it("the pipeline's list and lead page carry each booking's call in the agency's zone", async () => {
    const { leads } = await listPipelineLeads(db, parseLeadFilters({ q: "Late Sunday" }));
    const lead = leads.find((l) => l.id === leadIds["Late Sunday"]);
    expect(lead?.call).toMatchObject({ status: "booked", timeZone: "Europe/Berlin" });
    const detail = await leadDetail(leadIds["Cancelled Call"]!);
    expect(detail?.lead.call).toMatchObject({
      status: "cancelled",
      startsAt: new Date("2026-10-21T08:00:00Z"),
    });
  });
});
