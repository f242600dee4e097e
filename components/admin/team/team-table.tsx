import { ArrowDownIcon, ArrowUpIcon, PencilIcon } from "lucide-react";
import Link from "next/link";

import { ConfirmDeleteButton } from "@/components/admin/confirm-delete-button";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { deleteTeamMember, moveTeamMember } from "@/lib/team/actions";
import { Portrait } from "@/components/team/portrait";
import type { StaffTeamMember } from "@/lib/team/queries";

/**
 * The team in its public order, drafts included, samples marked. Up/down are plain form posts
 * (they work by keyboard and before hydration); a move renumbers the order 10, 20, 30…
 */
export function TeamTable({
  members,
  canManage,
}: {
  members: readonly StaffTeamMember[];
  /** False for a role that reads content only (sales, author): no edit, move or delete controls. */
  canManage: boolean;
}) {
  return (
    <div className="overflow-x-auto rounded-lg border bg-background">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Team members, in the order /about-us shows them</caption>
        <thead className="border-b bg-muted/50 text-xs text-muted-foreground uppercase">
          <tr>
            <th scope="col" className="px-4 py-3">
              Name
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
          {members.map((m, index) => (
            <tr key={m.id} className="border-b last:border-0">
              <td className="max-w-xs px-4 py-3">
                <div className="flex items-center gap-3">
                  <Portrait name={m.name} photo={m.portrait} px={40} className="size-10" />
                  <div className="min-w-0">
                    {canManage ? (
                      <Link
                        href={`/admin/team/${m.id}/edit`}
                        className="font-medium hover:underline"
                      >
                        {m.name}
                      </Link>
                    ) : (
                      <span className="font-medium">{m.name}</span>
                    )}
                    <div className="text-xs text-muted-foreground">{m.role}</div>
                  </div>
                </div>
              </td>
              <td className="px-4 py-3">
                <div className="flex flex-wrap gap-1">
                  <Badge variant={m.status === "published" ? "default" : "secondary"}>
                    {m.status === "published" ? "Published" : "Draft"}
                  </Badge>
                  {m.isSample ? <Badge variant="outline">Sample</Badge> : null}
                </div>
              </td>
              <td className="px-4 py-3">
                <form action={moveTeamMember} className="flex items-center gap-1">
                  <input type="hidden" name="id" value={m.id} />
                  <span className="min-w-8 tabular-nums">{m.sortOrder}</span>
                  {canManage && (
                    <>
                      <Button
                        type="submit"
                        name="direction"
                        value="up"
                        variant="ghost"
                        size="sm"
                        disabled={index === 0}
                        aria-label={`Move “${m.name}” up`}
                      >
                        <ArrowUpIcon aria-hidden />
                      </Button>
                      <Button
                        type="submit"
                        name="direction"
                        value="down"
                        variant="ghost"
                        size="sm"
                        disabled={index === members.length - 1}
                        aria-label={`Move “${m.name}” down`}
                      >
                        <ArrowDownIcon aria-hidden />
                      </Button>
                    </>
                  )}
                </form>
              </td>
              <td className="px-4 py-3">
                {canManage && (
                  <div className="flex justify-end gap-1">
                    <Button asChild variant="ghost" size="sm">
                      <Link href={`/admin/team/${m.id}/edit`} aria-label={`Edit “${m.name}”`}>
                        <PencilIcon aria-hidden /> Edit
                      </Link>
                    </Button>
                    <ConfirmDeleteButton
                      title={m.name}
                      noun="team member"
                      consequence="will be removed from /about-us."
                      remove={deleteTeamMember.bind(null, m.id)}
                    />
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
