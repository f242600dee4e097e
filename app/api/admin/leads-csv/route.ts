import { recordAudit } from "@/lib/audit/record";
import { staffOrUnauthorized } from "@/lib/auth";
import { exportLeadsCsv } from "@/lib/leads/export";

/** Every lead as CSV (staff only), newest first, with its mails' delivery states. */
export async function GET() {
  const staff = await staffOrUnauthorized("leads.export");
  if (staff instanceof Response) return staff;
  const { csv, rows } = await exportLeadsCsv();
  await recordAudit({ actor: staff, action: "leads.exported", details: { rows } });
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": 'attachment; filename="leads.csv"',
      "cache-control": "private, no-store",
    },
  });
}
