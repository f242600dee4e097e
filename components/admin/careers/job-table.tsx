"use client";

import { PencilIcon } from "lucide-react";
import Link from "next/link";

import { ConfirmDeleteButton } from "@/components/admin/confirm-delete-button";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { deleteJobOpening } from "@/lib/careers/actions";
import { jobFacts, type JobOpening } from "@/lib/careers/types";

const day = (d: Date) => d.toLocaleDateString("en-US", { dateStyle: "medium", timeZone: "UTC" });

/** Openings in their public order: status, open or closed by date (at `now`), samples marked. */
export function JobTable({
  jobs,
  now,
  canManage,
}: {
  jobs: readonly JobOpening[];
  now: number;
  /** False for a role that reads content only (sales, author): no edit, move or delete controls. */
  canManage: boolean;
}) {
  return (
    <div className="overflow-x-auto rounded-lg border bg-background">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Job openings, by sort order</caption>
        <thead className="border-b bg-muted/50 text-xs text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              Role
            </th>
            <th scope="col" className="px-4 py-3">
              Status
            </th>
            <th scope="col" className="px-4 py-3">
              Closes (UTC)
            </th>
            <th scope="col" className="px-4 py-3">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {jobs.map((job) => {
            const closed = job.validThrough !== null && job.validThrough.getTime() <= now;
            const live = job.status === "published" && !closed;
            return (
              <tr key={job.id} className="border-b last:border-0">
                <td className="max-w-md px-4 py-3">
                  {live || canManage ? (
                    <Link
                      href={live ? `/career/${job.slug}` : `/admin/careers/${job.id}/edit`}
                      className="font-medium hover:underline"
                    >
                      {job.title}
                    </Link>
                  ) : (
                    <span className="font-medium">{job.title}</span>
                  )}
                  <div className="text-xs text-muted-foreground">{jobFacts(job)}</div>
                </td>
                <td className="px-4 py-3">
                  <div className="flex flex-wrap gap-1">
                    <Badge variant={job.status === "published" ? "default" : "secondary"}>
                      {job.status === "published" ? "Published" : "Draft"}
                    </Badge>
                    {job.status === "published" && (
                      <Badge variant="outline">{closed ? "Closed" : "Open"}</Badge>
                    )}
                    {job.isSample ? <Badge variant="outline">Sample</Badge> : null}
                  </div>
                </td>
                <td className="px-4 py-3 whitespace-nowrap">
                  {job.validThrough ? day(job.validThrough) : "—"}
                </td>
                <td className="px-4 py-3">
                  {canManage && (
                    <div className="flex justify-end gap-1">
                      <Button asChild variant="ghost" size="sm">
                        <Link
                          href={`/admin/careers/${job.id}/edit`}
                          aria-label={`Edit “${job.title}”`}
                        >
                          <PencilIcon aria-hidden /> Edit
                        </Link>
                      </Button>
                      <ConfirmDeleteButton
                        title={job.title}
                        noun="job opening"
                        consequence="will be removed from /career and the sitemap; its applications stay in Leads."
                        remove={() => deleteJobOpening(job.id)}
                      />
                    </div>
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
