// The embedded default's in-process roll-up (lib/analytics/rollup-timer.ts): with no cron in
// front, it rolls today up by the hour as the server starts and three minutes past every hour,
// and past midnight rolls the finished day up and deletes its salt. Its clock is moved here
// (an hour, then past midnight) and the timer woken, as the next hour would.
import "../helpers/staff-env";

import { afterAll, expect, it } from "vitest";

import { insertEvents } from "../helpers/analytics-seed";
import { exec, query } from "../helpers/sql";

const { getDb } = await import("@/lib/db/client");
const { startRollupTimer, stopRollupTimer, untilNextRun, wakeRollupTimer } =
  await import("@/lib/analytics/rollup-timer");
const db = await getDb();

let now = new Date("2026-03-01T15:04:00Z");
const runs: { days: string[] }[] = [];
afterAll(() => stopRollupTimer());

const reachOf = async (start: string) =>
  (
    await query<{ until: string }>(
      db,
      "select rolled_until as until from analytics_segments where start = $1::timestamptz",
      [start],
    )
  )[0]?.until;
const iso = (value: string | undefined) => (value ? new Date(value).toISOString() : value);
const salts = async () =>
  (await query<{ day: string }>(db, "select day::text from analytics_salts order by day")).map(
    (r) => r.day,
  );
const siteDaily = async (day: string) =>
  (
    await query<{ visitors: number; pageviews: number }>(
      db,
      "select visitors, pageviews from analytics_daily where day = $1 and dimension = 'site' and goal = ''",
      [day],
    )
  )[0];

it("waits until three minutes past the next hour", () => {
  expect(untilNextRun(new Date("2026-03-01T15:04:00Z"))).toBe(59 * 60_000);
  expect(untilNextRun(new Date("2026-03-01T15:02:00Z"))).toBe(60_000);
  expect(untilNextRun(new Date("2026-03-01T15:03:00Z"))).toBe(3_600_000);
});

it("rolls the hours up as the clock moves, and the day once it is over", async () => {
  await exec(
    db,
    "delete from analytics_events; delete from analytics_daily; delete from analytics_salts; delete from analytics_segments; delete from analytics_hourly",
  );
  await query(
    db,
    "insert into analytics_salts (day, salt) values ('2026-02-28', 's0'), ('2026-03-01', 's1')",
  );
  await insertEvents(db, [
    { at: "2026-02-28T20:00:00Z", visitor: "y" },
    { at: "2026-03-01T14:10:00Z", visitor: "a" },
    { at: "2026-03-01T15:10:00Z", visitor: "a" },
    { at: "2026-03-01T15:20:00Z", visitor: "b" },
  ]);

  // As the server starts: yesterday's day rolled up (its salt gone), today up to 15:00.
  startRollupTimer({ clock: () => now, onRun: (r) => runs.push(r) });
  await expect.poll(() => runs.length, { timeout: 15_000 }).toBe(1);
  expect(runs[0]!.days).toEqual(["2026-02-28"]);
  expect(await siteDaily("2026-02-28")).toEqual({ visitors: 1, pageviews: 1 });
  expect(await salts()).toEqual(["2026-03-01"]);
  expect(iso(await reachOf("2026-03-01T00:00:00Z"))).toBe("2026-03-01T15:00:00.000Z");

  // An hour later: the 15:00 hour is in, a counted once across 14:00 and 15:00.
  now = new Date("2026-03-01T16:03:00Z");
  wakeRollupTimer();
  await expect.poll(() => runs.length, { timeout: 15_000 }).toBe(2);
  expect(iso(await reachOf("2026-03-01T00:00:00Z"))).toBe("2026-03-01T16:00:00.000Z");
  const [hours] = await query<{ visitors: number }>(
    db,
    "select sum(visitors)::int as visitors from analytics_hourly where dimension = 'site' and goal = '' and hour >= '2026-03-01'",
  );
  expect(hours!.visitors).toBe(2);

  // Past midnight: the 1st is a finished day, rolled up, its salt deleted.
  now = new Date("2026-03-02T00:03:00Z");
  wakeRollupTimer();
  await expect.poll(() => runs.length, { timeout: 15_000 }).toBe(3);
  expect(runs[2]!.days).toEqual(["2026-03-01"]);
  expect(await siteDaily("2026-03-01")).toEqual({ visitors: 2, pageviews: 3 });
  expect(await salts()).toEqual([]);
});
