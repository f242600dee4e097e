import type { Metadata } from "next";

import { SettingsForm } from "@/components/admin/settings/settings-form";
import { requireStaff } from "@/lib/auth";
import { staffSettings } from "@/lib/staff-settings/settings";

export const metadata: Metadata = { title: "Settings" };

export default async function SettingsPage() {
  await requireStaff("/admin/settings");
  const settings = await staffSettings();
  return (
    <div className="grid gap-6">
      <div>
        <h1 className="text-3xl font-bold">Settings</h1>
        <p className="mt-1 text-sm text-muted-foreground">
          What applies to every staff account. Changes are recorded in the audit log.
        </p>
      </div>
      <SettingsForm defaultValues={settings} />
    </div>
  );
}
