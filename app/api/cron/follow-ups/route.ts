import { sendFollowUpDigests } from "@/lib/follow-ups/digest";
import { cronJob } from "@/lib/http/cron-job";

/**
 * For a daily scheduler (07:00 in the agency's time zone, say): queues and sends each owner's
 * follow-up digest for today (lib/follow-ups/digest.ts). GET or POST with
 * `Authorization: Bearer $CRON_SECRET` and no body (docs/deploy.md). Safe to run hourly, twice
 * at once or on every instance: one digest per owner per day, by the table's key.
 */
export const { GET, POST } = cronJob({
  run: sendFollowUpDigests,
  log: {
    done: "follow-up digests queued",
    failed: "follow-up digests failed",
    worth: (result) => result.queued > 0,
  },
  failure: "The follow-up digests could not run. See the server log.",
});
