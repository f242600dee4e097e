import { runAnalyticsRollup } from "@/lib/analytics/rollup";
import { cronJob } from "@/lib/http/cron-job";

/**
 * For a daily scheduler, after midnight UTC: rolls each finished day's page views into the
 * dashboard's daily totals, deletes those days' visitor salts, and deletes raw events older than
 * the owners' "keep raw analytics events" setting. GET or POST with `Authorization: Bearer
 * $CRON_SECRET` (docs/deploy.md). Safe to repeat: a day rolled up again is replaced.
 */
export const { GET, POST } = cronJob({
  run: runAnalyticsRollup,
  log: {
    done: "analytics rolled up",
    failed: "analytics roll-up failed",
    worth: (r) => r.days.length > 0 || r.deletedEvents > 0,
  },
  failure: "The analytics roll-up could not run. See the server log.",
});
