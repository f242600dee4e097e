import { recordAudit } from "@/lib/audit/record";
import { auditFilterSchema, filterInput } from "@/lib/audit/filters";
import { auditLogCsv } from "@/lib/audit/queries";
import { staffOrUnauthorized } from "@/lib/auth";

/** The audit log as CSV, filtered as the page's query says (owners only); the export is logged. */
export async function GET(request: Request) {
  const staff = await staffOrUnauthorized("audit.read");
  if (staff instanceof Response) return staff;
  const parsed = auditFilterSchema.safeParse(filterInput(new URL(request.url).searchParams));
  if (!parsed.success) {
    const error = parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; ");
    return Response.json({ error }, { status: 400 });
  }
  const { page: _page, ...filter } = parsed.data;
  const { csv, rows } = await auditLogCsv(filter);
  // The row count and the filter fields that were set: what this export holds.
  const used = Object.fromEntries(Object.entries(filter).filter(([, value]) => value !== ""));
  await recordAudit({ actor: staff, action: "audit.exported", details: { rows, ...used } });
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": 'attachment; filename="audit-log.csv"',
      "cache-control": "private, no-store",
    },
  });
}
