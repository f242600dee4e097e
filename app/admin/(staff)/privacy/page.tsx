import type { Metadata } from "next";
import Link from "next/link";

import { PrivacyRequestForm } from "@/components/admin/privacy/privacy-request-form";
import { requireStaff } from "@/lib/auth";

export const metadata: Metadata = { title: "Privacy requests" };

export default async function PrivacyPage() {
  await requireStaff("/admin/privacy");
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-3xl font-bold">Privacy requests</h1>
        <p className="mt-1 max-w-2xl text-sm text-muted-foreground">
          When someone asks what we store about them, or asks us to delete it: download everything
          stored under their e-mail address as JSON (leads, timeline notes, newsletter subscription,
          mails, webhook deliveries, rate-limit counters), or erase it. Both are recorded in the
          audit log with counts only, never the address. Leads can also be deleted automatically
          after a number of months in{" "}
          <Link href="/admin/settings" className="underline">
            Settings
          </Link>
          .
        </p>
      </div>
      <PrivacyRequestForm />
    </div>
  );
}
