import { staffOrUnauthorized } from "@/lib/auth";
import { exportLeadsCsv } from "@/lib/leads/export";

/** Every lead as CSV (staff only), newest first, with its mails' delivery states. */
export async function GET() {
  const staff = await staffOrUnauthorized("leads.export");
  if (staff instanceof Response) return staff;
  return new Response(await exportLeadsCsv(), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": 'attachment; filename="leads.csv"',
      "cache-control": "private, no-store",
    },
  });
}
