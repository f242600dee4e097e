// Invites and changes (issue 30): a booked call's mails carry an RFC 5545 invite that node-ical
// reads (METHOD:REQUEST, a stable UID); the signed link in the visitor's mail reschedules it (same
// UID, SEQUENCE + 1) and cancels it (METHOD:CANCEL, the slot free again); without a valid token
// both actions refuse and change nothing.
import ical, { type VEvent } from "node-ical";
import { beforeAll, describe, expect, it, vi } from "vitest";

import { setRequest } from "../helpers/next-headers";
import { solvedProof } from "../helpers/proof";
import { query } from "../helpers/sql";

Object.assign(process.env, { LEADS_NOTIFY_TO: "leads@agency.example", MAIL_MODE: "log" });
vi.mock("next/server", async (original) => ({
  ...(await original<typeof import("next/server")>()),
  after: () => undefined,
}));

const { submitBooking } = await import("@/lib/leads/actions");
const { cancelBooking, rescheduleBooking } = await import("@/lib/booking/manage-actions");
const { saveBookingSettings, DEFAULT_BOOKING_SETTINGS } = await import("@/lib/booking/settings");
const { openSlots } = await import("@/lib/booking/availability");
const { getDb } = await import("@/lib/db/client");
const db = await getDb();

type OutboxRow = { kind: string; to_address: string; text: string; attachments: unknown };
const mails = () =>
  query<OutboxRow>(
    db,
    "select kind, to_address, text, attachments from email_outbox order by created_at",
  );

/** The invite a mail carries, as node-ical reads it. */
function inviteOf(row: OutboxRow) {
  const [file] = row.attachments as { filename: string; contentType: string; content: string }[];
  const text = Buffer.from(file!.content, "base64").toString("utf8");
  const parsed = ical.sync.parseICS(text);
  const event = Object.values(parsed).find((c) => c?.type === "VEVENT") as VEvent;
  return { contentType: file!.contentType, method: parsed.vcalendar?.method, event, text };
}
const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(values)) data.set(k, v);
  return data;
};

let slots: string[];
let token: string;
beforeAll(async () => {
  const everyDay = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, start: "00:00", end: "24:00" }));
  await saveBookingSettings(
    { ...DEFAULT_BOOKING_SETTINGS, weeklyHours: everyDay, minimumNoticeMinutes: 0, horizonDays: 3 },
    null,
  );
  slots = (await openSlots(db)).map((s) => s.start);
  setRequest({ headers: { "x-forwarded-for": "203.0.113.9" } });
});

describe("a booked call's invites", () => {
  it("carries a METHOD:REQUEST invite node-ical reads, to the visitor and to staff", async () => {
    const answer = await submitBooking(
      { status: "idle" },
      form({
        name: "Ada Visitor",
        email: "ada@example.com",
        phone: "+1 555 010 0000",
        service: "web-development",
        message: "A call please",
        slot: slots[4]!,
        timeZone: "America/New_York",
        website: "",
        startedAt: String(Date.now() - 5000),
        altcha: await solvedProof(),
      }),
    );
    expect(answer.status).toBe("success");
    const rows = await mails();
    expect(rows.map((r) => r.to_address).sort()).toEqual([
      "ada@example.com",
      "leads@agency.example",
    ]);
    for (const row of rows) {
      const invite = inviteOf(row);
      expect(invite.contentType).toMatch(/^text\/calendar;.*method=REQUEST/);
      expect(invite.method).toBe("REQUEST");
      expect(new Date(invite.event.start).toISOString()).toBe(slots[4]);
      expect(Number(invite.event.sequence ?? 0)).toBe(0);
    }
    const visitor = rows.find((r) => r.to_address === "ada@example.com")!;
    expect(visitor.text).toContain("(America/New_York)");
    token = /\/book-service\/manage\/([A-Za-z0-9_.-]+)/.exec(visitor.text)![1]!;
  });

  it("refuses to change anything without a valid token", async () => {
    const before = await query(db, "select starts_at, status, sequence from bookings");
    for (const bad of ["", "not-a-token", `${token}x`]) {
      expect((await cancelBooking({ status: "idle" }, form({ token: bad }))).status).toBe("error");
      const moved = await rescheduleBooking(
        { status: "idle" },
        form({ token: bad, slot: slots[9]! }),
      );
      expect(moved.status).toBe("error");
    }
    expect(await query(db, "select starts_at, status, sequence from bookings")).toEqual(before);
  });

  it("reschedules to a free slot with the same UID and SEQUENCE 1", async () => {
    const first = inviteOf((await mails())[0]!).event.uid;
    await query(db, "delete from email_outbox");
    const moved = await rescheduleBooking({ status: "idle" }, form({ token, slot: slots[9]! }));
    expect(moved.status).toBe("success");
    const rows = await mails();
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      const invite = inviteOf(row);
      expect(invite.method).toBe("REQUEST");
      expect(invite.event.uid).toBe(first);
      expect(Number(invite.event.sequence)).toBe(1);
      expect(new Date(invite.event.start).toISOString()).toBe(slots[9]);
    }
    const free = (await openSlots(db)).map((s) => s.start);
    expect(free).toContain(slots[4]);
    expect(free).not.toContain(slots[9]);
  });

  it("cancels with METHOD:CANCEL and the same UID; the slot is free again", async () => {
    const uid = inviteOf((await mails())[0]!).event.uid;
    await query(db, "delete from email_outbox");
    expect((await cancelBooking({ status: "idle" }, form({ token }))).status).toBe("success");
    const rows = await mails();
    expect(rows.map((r) => inviteOf(r).method)).toEqual(["CANCEL", "CANCEL"]);
    expect(rows.every((r) => inviteOf(r).event.uid === uid)).toBe(true);
    expect(rows.every((r) => Number(inviteOf(r).event.sequence) === 2)).toBe(true);
    expect((await openSlots(db)).map((s) => s.start)).toContain(slots[9]);
    // A second cancel changes nothing.
    expect((await cancelBooking({ status: "idle" }, form({ token }))).message).toMatch(/already/);
  });

  it("erasing the visitor's data drops the invites that name them; the booking keeps only its lead link", async () => {
    const { erasePersonalData } = await import("@/lib/privacy/erase");
    // Sent mails keep their row (blanked) as a record that something went out.
    await query(db, "update email_outbox set status = 'logged'");
    await erasePersonalData(db, "ada@example.com", null);
    const left = await query<{ attachments: unknown }>(db, "select attachments from email_outbox");
    expect(left.length).toBeGreaterThan(0);
    expect(left.map((m) => m.attachments)).toEqual(left.map(() => null));
    const [booking] = await query<Record<string, unknown>>(db, "select * from bookings");
    expect(JSON.stringify(booking)).not.toContain("ada@example.com");
  });
});
