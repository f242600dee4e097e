import Link from "next/link";

import { AdminNav } from "@/components/admin/admin-nav";
import { Button } from "@/components/ui/button";
import { SignOutEverywhereButton } from "@/components/admin/sign-out-everywhere";
import { signOut } from "@/lib/auth/actions";
import type { StaffUser } from "@/lib/auth/types";

export function AdminHeader({ staff }: { staff: StaffUser }) {
  return (
    <header className="border-b bg-background">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
        <Link href="/admin" className="font-semibold">
          Staff area
        </Link>
        <AdminNav />
        <div className="flex items-center gap-3 text-sm">
          <span className="hidden text-muted-foreground 2xl:inline">{staff.email}</span>
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
