import { recordAudit } from "@/lib/audit/record";
import { staffOrUnauthorized } from "@/lib/auth";
import { exportLeadsCsv } from "@/lib/leads/export";
import { parseLeadFilters } from "@/lib/leads/filters";

/**
 * The leads the list's filters select (the same query parameters; none: every lead) as CSV, staff
 * only, newest first, with their pipeline fields and mails' delivery states.
 */
export async function GET(request: Request) {
  const staff = await staffOrUnauthorized("leads.export");
  if (staff instanceof Response) return staff;
  const filters = parseLeadFilters(new URL(request.url).searchParams);
  const { csv, rows } = await exportLeadsCsv(filters, staff.id);
  // How many rows and whether a filter was set; not the filter itself (a search may be a name).
  const filtered = Object.entries(filters).some(
    ([k, v]) => v !== undefined && k !== "view" && k !== "page",
  );
  await recordAudit({ actor: staff, action: "leads.exported", details: { rows, filtered } });
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": 'attachment; filename="leads.csv"',
      "cache-control": "private, no-store",
    },
  });
}
