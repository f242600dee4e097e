import { staffOrUnauthorized } from "@/lib/auth";
import { getDb } from "@/lib/db/client";
import { listLeads } from "@/lib/leads/admin-repository";
import { toCsv } from "@/lib/leads/csv";

/** Every lead as CSV (staff only), newest first, with its mails' delivery states. */
export async function GET() {
  const staff = await staffOrUnauthorized();
  if (staff instanceof Response) return staff;
  const { leads } = await listLeads(await getDb(), { limit: 100_000 });
  const csv = toCsv(
    [
      "created_at",
      "kind",
      "status",
      "name",
      "email",
      "phone",
      "service",
      "customization",
      "message",
      "mail",
    ],
    leads.map((l) => [
      l.createdAt,
      l.kind,
      l.status,
      l.name,
      l.email,
      l.phone,
      l.service,
      l.customization,
      l.message,
      l.mails.map((m) => `${m.kind}:${m.status}`).join(" "),
    ]),
  );
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": 'attachment; filename="leads.csv"',
      "cache-control": "private, no-store",
    },
  });
}
