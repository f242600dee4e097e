import { PencilIcon } from "lucide-react";
import Link from "next/link";

import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import type { Redirect } from "@/lib/redirects/queries";
import { DeleteRedirectButton } from "./delete-redirect-button";

const dateTime = (d: Date) =>
  d.toLocaleString("en-US", { dateStyle: "medium", timeStyle: "short", timeZone: "UTC" });

/** Every redirect, newest change first; manual ones can be edited, any can be deleted. */
export function RedirectsTable({ redirects }: { redirects: Redirect[] }) {
  return (
    <div className="overflow-x-auto rounded-lg border bg-background">
      <table className="w-full text-left text-sm">
        <caption className="sr-only">Redirects, most recently changed first</caption>
        <thead className="border-b bg-muted/50">
          <tr>
            <th scope="col" className="px-3 py-2 font-medium">
              Old address
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              New address
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Status
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Kind
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              Changed (UTC)
            </th>
            <th scope="col" className="px-3 py-2 font-medium">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y">
          {redirects.map((r) => (
            <tr key={r.id}>
              <td className="px-3 py-2 font-mono break-all">{r.fromPath}</td>
              <td className="px-3 py-2 font-mono break-all">{r.to}</td>
              <td className="px-3 py-2">{r.status}</td>
              <td className="px-3 py-2">
                <Badge variant={r.kind === "auto" ? "secondary" : "outline"}>
                  {r.kind === "auto" ? "slug change" : "manual"}
                </Badge>
              </td>
              <td className="px-3 py-2 whitespace-nowrap">{dateTime(r.updatedAt)}</td>
              <td className="px-3 py-2">
                <div className="flex justify-end gap-1">
                  {r.kind === "manual" && (
                    <Button asChild variant="ghost" size="sm">
                      <Link
                        href={`/admin/redirects?edit=${r.id}`}
                        aria-label={`Edit the redirect from ${r.fromPath}`}
                      >
                        <PencilIcon aria-hidden /> Edit
                      </Link>
                    </Button>
                  )}
                  <DeleteRedirectButton id={r.id} fromPath={r.fromPath} />
                </div>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
