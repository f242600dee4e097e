import { Suspense, type ReactNode } from "react";

import { AdminHeader } from "@/components/admin/admin-header";
import { LoadingShell, NoScriptShell } from "@/components/admin/no-script-shell";
import { Spinner } from "@/components/ui/spinner";
import { requireStaff } from "@/lib/auth";

// Reading the session makes everything below per-request, which Cache Components wants inside a
// Suspense boundary; strangers never see the fallback because proxy.ts redirects them first.
async function StaffShell({ children }: { children: ReactNode }) {
  // For the header: "account.self" (every role; open to an account that must still enrol in
  // two-factor, whose account page this layout wraps too). Each page checks its own permission.
  const staff = await requireStaff("/admin", "account.self");
  return (
    <>
      <AdminHeader staff={staff} />
      <main id="main" className="mx-auto max-w-6xl px-4 py-8">
        {children}
      </main>
    </>
  );
}

export default function StaffLayout({ children }: LayoutProps<"/admin">) {
  return (
    <>
      <NoScriptShell />
      <Suspense
        fallback={
          <LoadingShell>
            <Spinner label="Loading staff area…" className="min-h-dvh" />
          </LoadingShell>
        }
      >
        <StaffShell>{children}</StaffShell>
      </Suspense>
    </>
  );
}
