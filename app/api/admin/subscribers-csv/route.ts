import { staffOrUnauthorized } from "@/lib/auth";
import { getDb } from "@/lib/db/client";
import { listSubscribers } from "@/lib/leads/admin-repository";
import { toCsv } from "@/lib/leads/csv";

/** Newsletter subscribers as CSV (staff only). */
export async function GET() {
  const staff = await staffOrUnauthorized();
  if (staff instanceof Response) return staff;
  const subscribers = await listSubscribers(await getDb(), 1_000_000);
  const csv = toCsv(
    ["email", "status", "subscribed_at", "confirmed_at"],
    subscribers.map((s) => [s.email, s.status, s.createdAt, s.confirmedAt]),
  );
  return new Response(csv, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": 'attachment; filename="subscribers.csv"',
      "cache-control": "private, no-store",
    },
  });
}
