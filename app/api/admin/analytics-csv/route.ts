import { dashboardCsv, isCsvTable, isLeadTable } from "@/lib/analytics/dashboard-csv";
import { dashboardRange } from "@/lib/analytics/dashboard";
import { staffOrUnauthorized } from "@/lib/auth";
import { can } from "@/lib/auth/permissions";

/**
 * One table of /admin/analytics as CSV (`?table=pages&range=30`, or `from`/`to`: the page's own
 * range parameters). Lead tables need leads.read too, as on the page.
 */
export async function GET(request: Request) {
  const staff = await staffOrUnauthorized("analytics.read");
  if (staff instanceof Response) return staff;
  const params = new URL(request.url).searchParams;
  const table = params.get("table");
  if (!isCsvTable(table)) {
    return Response.json({ error: "Name a table to export (?table=pages)." }, { status: 400 });
  }
  if (isLeadTable(table) && !can(staff.role, "leads.read")) {
    return Response.json({ error: "Your role does not allow this." }, { status: 403 });
  }
  const { csv, filename } = await dashboardCsv(dashboardRange(params), table);
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${filename}"`,
      "cache-control": "private, no-store",
    },
  });
}
