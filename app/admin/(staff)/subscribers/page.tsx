import type { Metadata } from "next";

import { ImportForm } from "@/components/admin/newsletter/import-form";
import { SubscriberList, SuppressionList } from "@/components/admin/newsletter/subscriber-list";
import { requireStaff } from "@/lib/auth";
import { newsletterAudience } from "@/lib/newsletter/queries";

export const metadata: Metadata = { title: "Subscribers" };

export default async function SubscribersPage() {
  await requireStaff("/admin/subscribers");
  const { subscribers, suppressions } = await newsletterAudience();
  return (
    <div className="mx-auto grid max-w-5xl gap-8">
      <h1 className="text-3xl font-bold">Newsletter subscribers</h1>
      <section aria-labelledby="import" className="grid gap-2">
        <h2 id="import" className="text-xl font-semibold">
          Import
        </h2>
        <ImportForm />
      </section>
      <SubscriberList subscribers={subscribers} />
      <SuppressionList suppressions={suppressions} />
    </div>
  );
}
