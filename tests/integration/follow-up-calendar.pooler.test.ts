// A staff member's follow-up calendar (lib/follow-ups/calendar.ts, /api/calendar/<token>.ics): made
// on the account page by the staff action, parsed here by node-ical as a calendar app would read
// it. Its events are exactly the person's open follow-ups; a new address makes the old one 401,
// turning it off makes it 401, and wrong tokens are counted per client (a rate limit: pooler-
// sensitive, hence the suffix).
import "../helpers/staff-env";

import nodeIcal, { type VEvent } from "node-ical";
import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import { setRequest } from "../helpers/next-headers";
import { exec, query } from "../helpers/sql";
import { createRoleAccounts, roleCookie, type RoleAccount } from "../helpers/staff-roles";

const { getDb } = await import("@/lib/db/client");
const { createFollowUpCalendar, turnOffFollowUpCalendar } =
  await import("@/lib/follow-ups/calendar-actions");
const { FEED_MISSES } = await import("@/lib/follow-ups/feed");
const route = await import("@/app/api/calendar/[token]/route");
const db = await getDb();

let accounts: Awaited<ReturnType<typeof createRoleAccounts>>;
let ip = 0;
const form = () => new FormData();
const signInAs = async (account: RoleAccount) =>
  setRequest({ cookies: await roleCookie(account), headers: { "x-forwarded-for": "192.0.2.1" } });

/** The feed as a calendar app fetches it: GET on the address the account page showed. */
const fetchFeed = (url: string, from = `198.51.100.${++ip % 250}`) => {
  const token = new URL(url).pathname.split("/").pop()!;
  return route.GET(new Request(url, { headers: { "x-forwarded-for": from } }), {
    params: Promise.resolve({ token }),
  });
};
const newAddress = async (account: RoleAccount) => {
  await signInAs(account);
  const state = await createFollowUpCalendar({ status: "idle" }, form());
  expect(state.status).toBe("success");
  return state.url!;
};
const lead = async (
  ownerId: string | null,
  followUpOn: string | null,
  status = "contacted",
  name = "Lead",
) =>
  (
    await query<{ id: string }>(
      db,
      `insert into leads (kind, name, email, phone, message, owner_id, follow_up_on, status)
       values ('contact', $1, 'v@example.com', '+1 555 010 0000', 'm', $2, $3, $4) returning id`,
      [name, ownerId, followUpOn, status],
    )
  )[0]!.id;
const localDay = (d: Date) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;

beforeAll(async () => {
  accounts = await createRoleAccounts();
});
beforeEach(async () => {
  await exec(
    db,
    "delete from leads; delete from rate_limits; update staff_members set calendar_token_hash = null",
  );
});

describe("the feed", () => {
  it("holds one all-day event per open follow-up of its owner, as node-ical reads it", async () => {
    const me = accounts.sales.id;
    const expected = [
      {
        id: await lead(me, "2026-11-20", "contacted", 'Zoë O\'Brien; Müller, "Ltd" <b>x</b>'),
        day: "2026-11-20",
        stage: "Contacted",
      },
      {
        id: await lead(me, "2026-12-01", "proposal", "Grace Hopper"),
        day: "2026-12-01",
        stage: "Proposal",
      },
      { id: await lead(me, "2026-11-26", "new", "Ada Lovelace"), day: "2026-11-26", stage: "New" },
    ];
    await lead(me, "2026-11-21", "won"); // closed
    await lead(me, "2026-11-22", "lost");
    await lead(me, null); // no day
    await lead(accounts.owner.id, "2026-11-23"); // someone else's
    await lead(null, "2026-11-24");

    const response = await fetchFeed(await newAddress(accounts.sales));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    const events = Object.values(nodeIcal.sync.parseICS(await response.text())).filter(
      (c): c is VEvent => c?.type === "VEVENT",
    );
    const names = Object.fromEntries(
      (await query<{ id: string; name: string }>(db, "select id, name from leads")).map((r) => [
        r.id,
        r.name,
      ]),
    );
    const got = events
      .map((e) => ({
        uid: e.uid,
        day: localDay(e.start),
        allDay: e.datetype === "date",
        summary: e.summary,
        description: String(e.description),
      }))
      .sort((a, b) => a.uid.localeCompare(b.uid));
    const want = expected
      .map(({ id, day, stage }) => ({
        uid: `follow-up-${id}@localhost`,
        day,
        allDay: true,
        summary: `Follow up: ${names[id]}`,
        description: `Stage: ${stage}\nhttp://localhost:3000/admin/leads/${id}`,
      }))
      .sort((a, b) => a.uid.localeCompare(b.uid));
    expect(got).toEqual(want);
    expect(events.every((e) => e.dtstamp instanceof Date)).toBe(true);
  });

  it("keeps a lead's UID when its day moves, and drops it once won", async () => {
    const id = await lead(accounts.sales.id, "2026-11-20");
    const url = await newAddress(accounts.sales);
    const uids = async () =>
      Object.values(nodeIcal.sync.parseICS(await (await fetchFeed(url)).text()))
        .filter((c): c is VEvent => c?.type === "VEVENT")
        .map((e) => `${e.uid} ${localDay(e.start)}`);
    expect(await uids()).toEqual([`follow-up-${id}@localhost 2026-11-20`]);
    await exec(db, `update leads set follow_up_on = '2026-11-27' where id = '${id}'`);
    expect(await uids()).toEqual([`follow-up-${id}@localhost 2026-11-27`]);
    await exec(db, `update leads set status = 'won' where id = '${id}'`);
    expect(await uids()).toEqual([]);
  });
});

describe("the address", () => {
  it("a new one makes the old one answer 401; turned off, the new one too", async () => {
    await lead(accounts.sales.id, "2026-11-20");
    const auditRows = () =>
      query<{ action: string; target_label: string | null; details: unknown }>(
        db,
        "select action, target_label, details from audit_log where actor_id = $1 and action like 'calendar.%' order by at",
        [accounts.sales.id],
      );
    const earlier = (await auditRows()).length; // rows of the tests before (append-only)
    const first = await newAddress(accounts.sales);
    expect(first).toMatch(/^http:\/\/localhost:3000\/api\/calendar\/[A-Za-z0-9_-]{43}\.ics$/);
    expect((await fetchFeed(first)).status).toBe(200);

    const second = await newAddress(accounts.sales);
    expect(second).not.toBe(first);
    const old = await fetchFeed(first);
    expect(old.status).toBe(401);
    expect(await old.text()).toBe("");
    expect((await fetchFeed(second)).status).toBe(200);

    await signInAs(accounts.sales);
    const off = await turnOffFollowUpCalendar({ status: "idle" }, form());
    expect(off).toMatchObject({ status: "success", on: false });
    expect((await fetchFeed(second)).status).toBe(401);

    // Only a hash is stored, and the audit rows name the account, never the token.
    const [row] = await query<{ calendar_token_hash: string | null }>(
      db,
      "select calendar_token_hash from staff_members where id = $1",
      [accounts.sales.id],
    );
    expect(row!.calendar_token_hash).toBeNull();
    const audit = (await auditRows()).slice(earlier);
    expect(audit).toEqual([
      { action: "calendar.created", target_label: null, details: null },
      { action: "calendar.rotated", target_label: null, details: null },
      { action: "calendar.turned-off", target_label: null, details: null },
    ]);
    const token = new URL(second).pathname.split("/").pop()!.replace(".ics", "");
    const leaked = await query(
      db,
      "select 1 from audit_log where details::text like $1 or target_label like $1",
      [`%${token.slice(0, 20)}%`],
    );
    expect(leaked).toEqual([]);
  });

  it("stops working when the account is disabled or its role no longer reads leads", async () => {
    const url = await newAddress(accounts.sales);
    expect((await fetchFeed(url)).status).toBe(200);
    await exec(
      db,
      `update staff_members set status = 'disabled' where id = '${accounts.sales.id}'`,
    );
    expect((await fetchFeed(url)).status).toBe(401);
    await exec(
      db,
      `update staff_members set status = 'active', role = 'editor' where id = '${accounts.sales.id}'`,
    );
    expect((await fetchFeed(url)).status).toBe(401);
    await exec(db, `update staff_members set role = 'sales' where id = '${accounts.sales.id}'`);
    expect((await fetchFeed(url)).status).toBe(200);
  });

  it("wrong tokens from one client are bounded: after the limit even a right one waits (429)", async () => {
    const url = await newAddress(accounts.sales);
    const guesser = "203.0.113.7";
    const wrong = url.replace(/[A-Za-z0-9_-]{43}\.ics$/, `${"A".repeat(43)}.ics`);
    for (let i = 0; i < FEED_MISSES.limit; i++)
      expect((await fetchFeed(wrong, guesser)).status).toBe(401);
    expect((await fetchFeed(wrong, guesser)).status).toBe(429);
    expect((await fetchFeed(url, guesser)).status).toBe(429);
    // Other clients, and the calendar app's own polls, are not affected.
    expect((await fetchFeed(url, "203.0.113.8")).status).toBe(200);
  });
});
