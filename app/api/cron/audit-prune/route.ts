import { pruneAuditLog } from "@/lib/audit/queries";
import { cronJob } from "@/lib/http/cron-job";

/**
 * For a daily scheduler: deletes the audit entries older than the owners' retention setting (the
 * table's trigger refuses any younger one). GET or POST with `Authorization: Bearer $CRON_SECRET`
 * and no body (docs/deploy.md). Safe to repeat or overlap: a second run finds nothing to delete.
 */
export const { GET, POST } = cronJob({
  run: async () => ({ deleted: await pruneAuditLog() }),
  log: { done: "audit log pruned", failed: "audit prune failed", worth: (r) => r.deleted > 0 },
  failure: "The prune could not run. See the server log.",
});
