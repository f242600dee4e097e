import { eq } from "drizzle-orm";

import { caseStudies } from "@/lib/db/schema";
import { transaction } from "@/lib/db/transaction";
import type { Db } from "@/lib/db/types";
import { dropRedirectsTo } from "@/lib/redirects/slug-redirects";

/**
 * The demo case studies (`is_sample`: seeded by lib/work/seed.ts, still marked after staff edit
 * them). Staff replace them with their own work in one step, so a deployment never shows a demo
 * beside a real project by oversight.
 */

/** Deletes every demo case study and the redirects that led to one; returns what went. */
export async function deleteDemoWork(
  db: Db,
): Promise<{ slugs: string[]; redirectPaths: string[] }> {
  return transaction(db, async (tx) => {
    const rows = await tx
      .delete(caseStudies)
      .where(eq(caseStudies.isSample, true))
      .returning({ slug: caseStudies.slug });
    const redirectPaths: string[] = [];
    for (const { slug } of rows) {
      redirectPaths.push(...(await dropRedirectsTo(tx, "/work", slug)).paths);
    }
    return { slugs: rows.map((r) => r.slug), redirectPaths };
  });
}
