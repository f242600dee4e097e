import "server-only";

import { postStats } from "@/lib/blog/admin-queries";
import { listImportRuns } from "@/lib/blog/import/run-import";
import { leadCounts } from "@/lib/leads/admin-queries";

/** The staff dashboard's figures: posts, the latest feed imports, and leads needing attention. */
export async function dashboardStats() {
  const [posts, runs, leads] = await Promise.all([postStats(), listImportRuns(5), leadCounts()]);
  return { posts, runs, leads };
}
