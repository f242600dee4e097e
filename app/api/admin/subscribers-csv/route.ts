import { recordAudit } from "@/lib/audit/record";
import { staffOrUnauthorized } from "@/lib/auth";
import { exportSubscribersCsv } from "@/lib/leads/export";

/** Newsletter subscribers as CSV (staff only). */
export async function GET() {
  const staff = await staffOrUnauthorized("leads.export");
  if (staff instanceof Response) return staff;
  const { csv, rows } = await exportSubscribersCsv();
  await recordAudit({ actor: staff, action: "subscribers.exported", details: { rows } });
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": 'attachment; filename="subscribers.csv"',
      "cache-control": "private, no-store",
    },
  });
}
