import Link from "next/link";

import { AdminNav } from "@/components/admin/admin-nav";
import { Button } from "@/components/ui/button";
import { SignOutEverywhereButton } from "@/components/admin/sign-out-everywhere";
import { staffLinksFor } from "@/lib/admin/staff-links";
import { signOut } from "@/lib/auth/actions";
import { ROLE_LABELS } from "@/lib/auth/permissions";
import type { StaffUser } from "@/lib/auth/types";

/** The staff area's header: the sections this role may open, and who is signed in, as what. */
export function AdminHeader({ staff }: { staff: StaffUser }) {
  return (
    <header className="border-b bg-background">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
        <Link href="/admin" className="font-semibold">
          Staff area
        </Link>
        <AdminNav links={staffLinksFor(staff.role)} />
        {/* Wraps on a phone (who on one line, the two buttons on the next) rather than widen the page. */}
        <div className="ml-auto flex min-w-0 flex-wrap items-center gap-x-3 gap-y-2 text-sm">
          <p className="grid min-w-0 leading-tight break-words sm:text-right">
            <span className="font-medium">
              <span className="sr-only">Signed in as </span>
              {staff.name || staff.email}{" "}
              <span className="text-muted-foreground">({ROLE_LABELS[staff.role]})</span>
            </span>
            {staff.name ? (
              <span className="text-xs text-muted-foreground">{staff.email}</span>
            ) : null}
          </p>
          <SignOutEverywhereButton />
          <form action={signOut}>
            <Button type="submit" variant="outline" size="sm">
              Sign out
            </Button>
          </form>
        </div>
      </div>
    </header>
  );
}
