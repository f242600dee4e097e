"use client";

import { useState, useTransition } from "react";
import { toast } from "sonner";

import { Button } from "@/components/ui/button";
import { analyzeSitemap, type PageRow } from "@/lib/seo/actions";
import { StatusLabel } from "./seo-report";

/** Runs the checks over every sitemap URL and shows one row per page. */
export function AnalyzeAllPages() {
  const [result, setResult] = useState<{ rows: PageRow[]; total: number } | null>(null);
  const [pending, startTransition] = useTransition();
  const run = () =>
    startTransition(async () => {
      try {
        setResult(await analyzeSitemap());
      } catch {
        toast.error("Could not analyze the sitemap's pages. Try again.");
      }
    });
  return (
    <section aria-labelledby="all-pages" className="grid gap-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="all-pages" className="text-xl font-semibold">
          All pages in the sitemap
        </h2>
        <Button type="button" variant="outline" onClick={run} disabled={pending}>
          {pending ? "Analyzing all pages..." : "Analyze all pages"}
        </Button>
      </div>
      {result && (
        <div className="overflow-x-auto rounded-lg border" aria-live="polite">
          {result.rows.length < result.total && (
            <p className="p-3 text-sm text-muted-foreground">
              First {result.rows.length} of {result.total} URLs.
            </p>
          )}
          <table className="w-full text-left text-sm">
            <thead className="bg-muted/60">
              <tr>
                <th className="p-3">Page</th>
                <th className="p-3 text-right">Passed</th>
                <th className="p-3 text-right">Warnings</th>
                <th className="p-3 text-right">Failed</th>
                <th className="p-3 text-right">Load</th>
                <th className="p-3">Worst finding</th>
              </tr>
            </thead>
            <tbody>
              {result.rows.map(({ path, result: r }) => {
                const worst = r.ok
                  ? (r.report.checks.find((c) => c.status === "fail") ??
                    r.report.checks.find((c) => c.status === "warning"))
                  : undefined;
                return (
                  <tr key={path} className="border-t align-top">
                    <th scope="row" className="p-3 font-mono font-normal">
                      {path}
                    </th>
                    {r.ok ? (
                      <>
                        <td className="p-3 text-right">{r.report.counts.passed}</td>
                        <td className="p-3 text-right">{r.report.counts.warnings}</td>
                        <td className="p-3 text-right">{r.report.counts.failed}</td>
                        <td className="p-3 text-right">{r.loadMs} ms</td>
                        <td className="p-3">
                          {worst ? (
                            <>
                              <StatusLabel status={worst.status} /> {worst.name}: {worst.message}
                            </>
                          ) : (
                            "All checks pass"
                          )}
                        </td>
                      </>
                    ) : (
                      <td colSpan={5} className="p-3 text-destructive">
                        {r.error}
                      </td>
                    )}
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
