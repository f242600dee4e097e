import { cronJob } from "@/lib/http/cron-job";
import { runLeadRetention } from "@/lib/privacy/retention";
import { pruneExpiredProofs } from "@/lib/spam/spent-proofs";

/**
 * For a daily scheduler: deletes the leads older than the owners' retention setting (Settings,
 * "Delete leads older than"), with their notes, mails and webhook deliveries; does nothing while
 * it is off (the default). Also forgets the spent proof-of-work solutions past their expiry
 * (`spentProofs`: how many; an expired solution is refused anyway). GET or POST with `Authorization: Bearer $CRON_SECRET` and no body
 * (docs/deploy.md). Safe to repeat or overlap: a second run finds nothing to delete.
 */
export const { GET, POST } = cronJob({
  run: async () => {
    const spentProofs = await pruneExpiredProofs();
    const deleted = await runLeadRetention();
    return deleted ? { enabled: true, deleted, spentProofs } : { enabled: false, spentProofs };
  },
  log: {
    done: "old leads deleted",
    failed: "lead retention failed",
    worth: (r) => Boolean(r.deleted?.leads),
  },
  failure: "The retention job could not run. See the server log.",
});
