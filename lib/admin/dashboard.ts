import "server-only";

import { can, type StaffRole } from "@/lib/auth/permissions";
import { postStats } from "@/lib/blog/admin-queries";
import { listImportRuns } from "@/lib/blog/import/run-import";
import { leadCounts } from "@/lib/leads/admin-queries";

/**
 * The staff dashboard's figures: posts, the latest feed imports, and, for a role that may read
 * leads, the leads needing attention (null otherwise: not even a count reaches an editor's page).
 */
export async function dashboardStats(role: StaffRole) {
  const [posts, runs, leads] = await Promise.all([
    postStats(),
    listImportRuns(5),
    can(role, "leads.read") ? leadCounts() : null,
  ]);
  return { posts, runs, leads };
}
