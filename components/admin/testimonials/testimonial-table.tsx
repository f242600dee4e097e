import { PencilIcon } from "lucide-react";
import Link from "next/link";

import { ConfirmDeleteButton } from "@/components/admin/confirm-delete-button";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { deleteTestimonial, setTestimonialStatus } from "@/lib/testimonials/actions";
import type { adminList } from "@/lib/testimonials/repository";

type Row = Awaited<ReturnType<typeof adminList>>[number];

/**
 * Testimonials in their public order, with status, sample label and where each is shown. Publish
 * and Unpublish are forms bound to the row (they work before hydration); Delete asks first.
 */
export function TestimonialTable({
  rows,
  canManage,
}: {
  rows: readonly Row[];
  /** False for a role that reads content only (sales, author): no edit, move or delete controls. */
  canManage: boolean;
}) {
  return (
    <div className="overflow-x-auto rounded-lg border bg-background">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Testimonials, by sort order</caption>
        <thead className="border-b bg-muted/50 text-xs text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              Person and quote
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
          {rows.map((row) => {
            const published = row.status === "published";
            const shown = [
              row.onHome ? "home" : null,
              row.services.length ? `${row.services.length} service page(s)` : null,
              row.caseStudyTitle ? `case study “${row.caseStudyTitle}”` : null,
            ].filter(Boolean);
            return (
              <tr key={row.id} className="border-b last:border-0">
                <td className="max-w-md min-w-48 px-4 py-3">
                  {canManage ? (
                    <Link
                      href={`/admin/testimonials/${row.id}/edit`}
                      className="font-medium hover:underline"
                    >
                      {row.personName}
                    </Link>
                  ) : (
                    <span className="font-medium">{row.personName}</span>
                  )}
                  {row.company ? (
                    <span className="text-muted-foreground"> · {row.company}</span>
                  ) : null}
                  <div className="line-clamp-2 text-xs text-muted-foreground">{row.quote}</div>
                  <div className="text-xs text-muted-foreground">
                    Shown on: {shown.length ? shown.join(", ") : "nowhere yet"}
                  </div>
                </td>
                <td className="px-4 py-3">
                  <div className="flex flex-wrap gap-1">
                    <Badge variant={published ? "default" : "secondary"}>
                      {published ? "Published" : "Draft"}
                    </Badge>
                    {row.isSample ? <Badge variant="outline">Sample</Badge> : null}
                  </div>
                </td>
                <td className="px-4 py-3">{row.sortOrder}</td>
                <td className="px-4 py-3">
                  {canManage && (
                    <div className="flex flex-wrap justify-end gap-1">
                      <form
                        action={setTestimonialStatus.bind(
                          null,
                          row.id,
                          published ? "draft" : "published",
                        )}
                      >
                        <Button
                          type="submit"
                          variant="ghost"
                          size="sm"
                          aria-label={`${published ? "Unpublish" : "Publish"} the testimonial by ${row.personName}`}
                        >
                          {published ? "Unpublish" : "Publish"}
                        </Button>
                      </form>
                      <Button asChild variant="ghost" size="sm">
                        <Link
                          href={`/admin/testimonials/${row.id}/edit`}
                          aria-label={`Edit the testimonial by ${row.personName}`}
                        >
                          <PencilIcon aria-hidden /> Edit
                        </Link>
                      </Button>
                      <ConfirmDeleteButton
                        title={row.personName}
                        noun="testimonial"
                        consequence="(their testimonial) will be removed from every page that shows it."
                        remove={deleteTestimonial.bind(null, row.id)}
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
