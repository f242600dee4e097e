// The daily follow-up digest (lib/follow-ups/digest.ts, /api/cron/follow-ups): one mail per owner
// per day through the outbox, counted at a loopback Resend, however many runs overlap (two at
// once here, as two instances firing the same cron minute: on PGlite, PostgreSQL and PostgreSQL
// behind PgBouncer); overdue and today decided in the agency's time zone at the `now` given.
import { STAFF } from "../helpers/staff-env";

import { afterAll, beforeEach, describe, expect, it } from "vitest";

import { startResend } from "../helpers/resend-server";
import { exec, query } from "../helpers/sql";

const resend = await startResend();
Object.assign(process.env, { RESEND_API_KEY: "re_test_key", RESEND_BASE_URL: resend.url });

const { getDb } = await import("@/lib/db/client");
const { sendFollowUpDigests } = await import("@/lib/follow-ups/digest");
const cron = await import("@/app/api/cron/follow-ups/route");
const db = await getDb();
afterAll(() => resend.close());

let n = 0;
const staff = async (role: string, status = "active") =>
  (
    await query<{ id: string }>(
      db,
      "insert into staff_members (email, name, role, status) values ($1, $2, $3, $4) returning id",
      [`${role}${++n}@agency.example`, `${role} person ${n}`, role, status],
    )
  )[0]!.id;
const lead = async (ownerId: string | null, followUpOn: string | null, status = "contacted") =>
  (
    await query<{ id: string }>(
      db,
      `insert into leads (kind, name, email, phone, message, owner_id, follow_up_on, status)
       values ('contact', $1, 'v@example.com', '+1 555 010 0000', 'm', $2, $3, $4) returning id`,
      [`Lead ${++n}`, ownerId, followUpOn, status],
    )
  )[0]!.id;
const nameOf = async (id: string) =>
  (await query<{ name: string }>(db, "select name from leads where id = $1", [id]))[0]!.name;
const mailsTo = (address: string) =>
  resend.delivered.filter((m) => m.to.includes(address) && m.subject.startsWith("Follow-ups"));
const emailOf = async (id: string) =>
  (await query<{ email: string }>(db, "select email from staff_members where id = $1", [id]))[0]!
    .email;

// 09:00 on 26 November 2026 in UTC (the default zone).
const NOW = new Date("2026-11-26T09:00:00Z");

beforeEach(async () => {
  resend.delivered.length = 0;
  resend.requests.length = 0;
  await exec(
    db,
    "delete from follow_up_digests; delete from email_outbox; delete from leads; delete from staff_members where email like '%@agency.example' and email <> 'staff@agency.example'",
  );
});

describe("one digest per owner per day", () => {
  it("two runs at once and a third later: each owner with something due gets exactly one mail", async () => {
    const sales = await staff("sales");
    const owner = await staff("owner");
    const overdue = await lead(sales, "2026-11-20");
    const today = await lead(sales, "2026-11-26", "new");
    await lead(sales, "2026-11-27"); // tomorrow: not yet
    await lead(sales, "2026-11-01", "won"); // closed
    await lead(sales, null); // no follow-up day
    await lead(owner, "2026-11-26", "proposal");

    // Nobody with nothing due gets a digest: an editor (no lead access), a disabled account, a
    // salesperson whose only follow-up is next week, and leads nobody owns.
    await lead(await staff("editor"), "2026-11-20");
    await lead(await staff("sales", "disabled"), "2026-11-20");
    const later = await staff("sales");
    await lead(later, "2026-12-03");
    await lead(null, "2026-11-20");

    const runs = await Promise.all([sendFollowUpDigests(db, NOW), sendFollowUpDigests(db, NOW)]);
    expect(runs.map((r) => r.day)).toEqual(["2026-11-26", "2026-11-26"]);
    expect(runs[0]!.queued + runs[1]!.queued).toBe(2);
    const again = await sendFollowUpDigests(db, new Date(NOW.getTime() + 3 * 3600_000));
    expect(again.queued).toBe(0);

    expect(resend.delivered.filter((m) => m.subject.startsWith("Follow-ups"))).toHaveLength(2);
    const [toSales] = mailsTo(await emailOf(sales));
    expect(mailsTo(await emailOf(owner))).toHaveLength(1);
    expect(mailsTo(await emailOf(later))).toHaveLength(0);
    expect(toSales).toBeDefined();
    expect(toSales!.subject).toBe("Follow-ups for 2026-11-26: 1 overdue, 1 today");
    // Overdue first, then today; each with its stage, day and the lead's admin page.
    const text = toSales!.text;
    const [a, b] = [await nameOf(overdue), await nameOf(today)];
    expect(text.indexOf("Overdue (1)")).toBeLessThan(text.indexOf(a));
    expect(text.indexOf(a)).toBeLessThan(text.indexOf("Today (1)"));
    expect(text.indexOf("Today (1)")).toBeLessThan(text.indexOf(b));
    expect(text).toContain(`${a}: Contacted · follow up on 2026-11-20`);
    expect(text).toContain(`/admin/leads/${overdue}`);
    expect(toSales!.html).toContain(`/admin/leads/${today}"`);
    expect(text.match(/\/admin\/leads\//g)).toHaveLength(2);

    const digests = await query<{ day: string; outbox_id: string | null }>(
      db,
      "select day::text, outbox_id from follow_up_digests",
    );
    expect(digests).toHaveLength(2);
    expect(digests.every((d) => d.day === "2026-11-26" && d.outbox_id)).toBe(true);
  });

  it("the next day, a new digest; a lead moved to tomorrow waits for tomorrow", async () => {
    const sales = await staff("sales");
    await lead(sales, "2026-11-26");
    await lead(sales, "2026-11-27");
    expect((await sendFollowUpDigests(db, NOW)).queued).toBe(1);
    const tomorrow = new Date(NOW.getTime() + 86_400_000);
    const runs = await Promise.all([
      sendFollowUpDigests(db, tomorrow),
      sendFollowUpDigests(db, tomorrow),
    ]);
    expect(runs[0]!.queued + runs[1]!.queued).toBe(1);
    const mails = mailsTo(await emailOf(sales));
    expect(mails.map((m) => m.subject)).toEqual([
      "Follow-ups for 2026-11-26: 1 today",
      "Follow-ups for 2026-11-27: 1 overdue, 1 today",
    ]);
  });

  it("a day with nothing due sends nothing and keeps no row, so a lead due later that day still gets one", async () => {
    const sales = await staff("sales");
    const id = await lead(sales, "2026-11-28");
    expect((await sendFollowUpDigests(db, NOW)).queued).toBe(0);
    expect(await query(db, "select 1 from follow_up_digests")).toHaveLength(0);
    await exec(db, `update leads set follow_up_on = '2026-11-26' where id = '${id}'`);
    expect((await sendFollowUpDigests(db, NOW)).queued).toBe(1);
    expect(mailsTo(await emailOf(sales))).toHaveLength(1);
  });
});

describe("overdue and today, in the agency's time zone", () => {
  it("23:30 UTC is already tomorrow in Berlin and still today in New York", async () => {
    const sales = await staff("sales");
    await lead(sales, "2026-11-26");
    await lead(sales, "2026-11-27");
    const lateUtc = new Date("2026-11-26T23:30:00Z");

    const ny = await sendFollowUpDigests(db, lateUtc, "America/New_York");
    expect(ny.day).toBe("2026-11-26");
    const berlin = await sendFollowUpDigests(db, lateUtc, "Europe/Berlin");
    expect(berlin.day).toBe("2026-11-27");
    const subjects = mailsTo(await emailOf(sales)).map((m) => m.subject);
    expect(subjects).toEqual([
      "Follow-ups for 2026-11-26: 1 today",
      "Follow-ups for 2026-11-27: 1 overdue, 1 today",
    ]);
  });

  it("just before midnight, tomorrow's follow-up is not due yet", async () => {
    const sales = await staff("sales");
    await lead(sales, "2026-11-27");
    const run = await sendFollowUpDigests(db, new Date("2026-11-26T22:59:00Z"), "Europe/Berlin");
    expect(run).toMatchObject({ day: "2026-11-26", queued: 0 });
    const after = await sendFollowUpDigests(db, new Date("2026-11-26T23:00:00Z"), "Europe/Berlin");
    expect(after).toMatchObject({ day: "2026-11-27", queued: 1 });
  });
});

describe("GET/POST /api/cron/follow-ups", () => {
  const call = (method: "GET" | "POST", auth?: string) =>
    cron[method](
      new Request("http://localhost/api/cron/follow-ups", {
        method,
        headers: auth ? { authorization: auth } : {},
      }),
    );

  it("runs only with the bearer secret, and a second call sends nothing more", async () => {
    const sales = await staff("sales");
    await lead(sales, "2000-01-01"); // overdue whatever today is
    expect((await call("GET")).status).toBe(401);
    expect((await call("POST", "Bearer wrong-secret-0123456789")).status).toBe(401);
    expect(await query(db, "select 1 from email_outbox")).toHaveLength(0);

    const bearer = `Bearer ${STAFF.cronSecret}`;
    const [first, second] = await Promise.all([call("GET", bearer), call("POST", bearer)]);
    expect([first.status, second.status]).toEqual([200, 200]);
    const bodies = (await Promise.all([first.json(), second.json()])) as { queued: number }[];
    expect(bodies[0]!.queued + bodies[1]!.queued).toBe(1);
    expect(first.headers.get("cache-control")).toBe("no-store");
    expect(mailsTo(await emailOf(sales))).toHaveLength(1);
  });
});
