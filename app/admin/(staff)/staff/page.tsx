import type { Metadata } from "next";
import { Suspense } from "react";

import { InviteForm } from "@/components/admin/staff/invite-form";
import { StaffTable } from "@/components/admin/staff/staff-table";
import { Spinner } from "@/components/ui/spinner";
import { requireStaff } from "@/lib/auth";
import { staffAccounts } from "@/lib/staff/queries";

export const metadata: Metadata = { title: "Staff" };

async function Accounts({ me }: { me: string }) {
  const accounts = await staffAccounts();
  if (!accounts) {
    return (
      <p role="alert" className="rounded-lg border bg-background p-8 text-center text-destructive">
        The accounts could not be loaded right now. Reload the page to try again.
      </p>
    );
  }
  if (accounts.length <= 1) {
    return (
      <>
        <StaffTable accounts={accounts} me={me} />
        <p className="rounded-lg border bg-background p-8 text-center text-muted-foreground">
          Only you so far. Invite a colleague above: they get a link to choose their password.
        </p>
      </>
    );
  }
  return <StaffTable accounts={accounts} me={me} />;
}

export default async function StaffPage() {
  const me = await requireStaff("/admin/staff");
  return (
    <div className="grid gap-8">
      <div>
        <h1 className="text-3xl font-bold">Staff</h1>
        <p className="mt-1 text-sm text-muted-foreground">
          Who can sign in to the staff area, and what their role lets them do.
        </p>
      </div>
      <section aria-labelledby="invite" className="grid gap-3">
        <h2 id="invite" className="text-xl font-semibold">
          Invite a colleague
        </h2>
        <InviteForm />
      </section>
      <section aria-labelledby="staff-list" className="grid gap-3">
        <h2 id="staff-list" className="text-xl font-semibold">
          Accounts
        </h2>
        <Suspense fallback={<Spinner label="Loading accounts…" className="min-h-40" />}>
          <Accounts me={me.id} />
        </Suspense>
      </section>
    </div>
  );
}
