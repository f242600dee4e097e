import { PencilIcon } from "lucide-react";
import Link from "next/link";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { CaseStudyCard } from "@/lib/work/types";
import { DeleteWorkButton } from "./delete-work-button";

/** Case studies in their public order: status, featured, sort order; samples marked as such. */
export function WorkTable({
  studies,
  canManage,
}: {
  studies: readonly CaseStudyCard[];
  /** False for a role that reads content only (sales, author): no edit, move or delete controls. */
  canManage: boolean;
}) {
  return (
    <div className="overflow-x-auto rounded-lg border bg-background">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Case studies, by sort order</caption>
        <thead className="border-b bg-muted/50 text-xs text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              Title
            </th>
            <th scope="col" className="px-4 py-3">
              Status
            </th>
            <th scope="col" className="px-4 py-3">
              Order
            </th>
            <th scope="col" className="px-4 py-3">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {studies.map((s) => (
            <tr key={s.id} className="border-b last:border-0">
              <td className="max-w-md px-4 py-3">
                {s.status === "published" || canManage ? (
                  <Link
                    href={s.status === "published" ? `/work/${s.slug}` : `/admin/work/${s.id}/edit`}
                    className="font-medium hover:underline"
                  >
                    {s.title}
                  </Link>
                ) : (
                  <span className="font-medium">{s.title}</span>
                )}
                <div className="truncate text-xs text-muted-foreground">/work/{s.slug}</div>
              </td>
              <td className="px-4 py-3">
                <div className="flex flex-wrap gap-1">
                  <Badge variant={s.status === "published" ? "default" : "secondary"}>
                    {s.status === "published" ? "Published" : "Draft"}
                  </Badge>
                  {s.featured ? <Badge variant="outline">Featured</Badge> : null}
                  {s.isSample ? <Badge variant="outline">Demo</Badge> : null}
                </div>
              </td>
              <td className="px-4 py-3">{s.sortOrder}</td>
              <td className="px-4 py-3">
                {canManage && (
                  <div className="flex justify-end gap-1">
                    <Button asChild variant="ghost" size="sm">
                      <Link href={`/admin/work/${s.id}/edit`} aria-label={`Edit “${s.title}”`}>
                        <PencilIcon aria-hidden /> Edit
                      </Link>
                    </Button>
                    <DeleteWorkButton id={s.id} title={s.title} />
                  </div>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
