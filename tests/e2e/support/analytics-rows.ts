// Roll-up rows the e2e database starts with, for tests/e2e/analytics-dashboard.spec.ts: six
// finished days before the server's today (UTC, the e2e server's AGENCY_TIME_ZONE), with numbers
// no real visit makes. Today is left to the beacon, so a custom range of those six days is exact.
import { analyticsDaily } from "@/lib/db/analytics-schema";
import type { Db } from "@/lib/db/types";

const SEEDED_DAYS = [1, 2, 3, 4, 5, 6] as const;
const dayBefore = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);

/** The seeded period, oldest day first, and the totals a test expects for it. */
export const seededAnalytics = () => ({
  from: dayBefore(6),
  to: dayBefore(1),
  visitors: SEEDED_DAYS.reduce((sum, n) => sum + 1000 + n, 0),
  page: { path: "/e2e/seeded-analytics", visitors: 6 * 70, bookings: 6 * 7 },
  campaign: { name: "e2e-seeded-campaign", visitors: 6 * 30 },
});

export async function seedE2eAnalytics(db: Db): Promise<void> {
  const rows = SEEDED_DAYS.flatMap((n) => {
    const day = dayBefore(n);
    return [
      { day, dimension: "site", value: "", visitors: 1000 + n, pageviews: 3000 + n },
      { day, dimension: "site", value: "", goal: "booking", visitors: 7, pageviews: 7 },
      { day, dimension: "page", value: "/e2e/seeded-analytics", visitors: 70, pageviews: 90 },
      {
        day,
        dimension: "page",
        value: "/e2e/seeded-analytics",
        goal: "booking",
        visitors: 7,
        pageviews: 7,
      },
      { day, dimension: "utm_campaign", value: "e2e-seeded-campaign", visitors: 30, pageviews: 40 },
      { day, dimension: "device", value: "mobile", visitors: 400, pageviews: 1100 },
      { day, dimension: "device", value: "desktop", visitors: 600 + n, pageviews: 1900 + n },
    ];
  });
  await db.insert(analyticsDaily).values(rows).onConflictDoNothing();
}
