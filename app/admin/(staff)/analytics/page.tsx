import type { Metadata } from "next";

import { AnalyticsView } from "@/components/admin/analytics/analytics-view";
import { analyticsDashboard, dashboardRange } from "@/lib/analytics/dashboard";
import { requireStaff } from "@/lib/auth";
import { can } from "@/lib/auth/permissions";

export const metadata: Metadata = { title: "Analytics" };

export default async function AnalyticsPage({ searchParams }: PageProps<"/admin/analytics">) {
  const staff = await requireStaff("/admin/analytics");
  const range = dashboardRange(await searchParams);
  const d = await analyticsDashboard(range, { withLeads: can(staff.role, "leads.read") });
  return <AnalyticsView d={d} />;
}
