"use server";

import { noArguments, staffAction } from "@/lib/auth/staff-action";
import * as z from "@/lib/zod";
import { analyzePage, analyzePages, type PageAnalysis } from "./analyze-page";
import { sitemapFields } from "./sitemap";

export type AnalyzeState = { status: "idle" } | ({ status: "done"; input: string } & PageAnalysis);

export type PageRow = { path: string; result: PageAnalysis };

/** Bounds one "Analyze all pages" run: pages are fetched one after another (~50–300 ms each). */
const MAX_PAGES = 60;

/** SEO Analysis tab: the URL field. Only this site's paths are fetched (see analyzePage). */
export async function analyzeUrl(_prev: AnalyzeState, formData: FormData): Promise<AnalyzeState> {
  // Any text is accepted here: analyzePage explains what it refuses, in the result.
  const analyze = staffAction(
    z.object({ url: z.string() }),
    async ({ url }): Promise<AnalyzeState> => ({
      status: "done",
      input: url,
      ...(await analyzePage(url)),
    }),
    { may: "site.manage", next: "/admin/seo", invalid: (): AnalyzeState => ({ status: "idle" }) },
  );
  return analyze(formData);
}

/** "Analyze all pages": every URL of the live sitemap's first file, capped at MAX_PAGES. */
export async function analyzeSitemap(
  ...args: unknown[]
): Promise<{ rows: PageRow[]; total: number }> {
  const analyze = staffAction(
    noArguments,
    async () => {
      const fields = await sitemapFields(1);
      const paths = fields.map((field) => {
        const url = new URL(field.loc);
        return `${url.pathname}${url.search}`;
      });
      return { rows: await analyzePages(paths.slice(0, MAX_PAGES)), total: paths.length };
    },
    { may: "site.manage", next: "/admin/seo", invalid: () => ({ rows: [], total: 0 }) },
  );
  return analyze(args);
}
