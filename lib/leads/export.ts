import "server-only";

import { getDb } from "@/lib/db/client";
import { listLeads, listSubscribers } from "./admin-repository";
import { toCsv } from "./csv";

/** Every lead as CSV, newest first, with its mails' delivery states, and the row count. */
export async function exportLeadsCsv(): Promise<{ csv: string; rows: number }> {
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
      "applied_for",
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
      l.appliedFor,
      l.message,
      l.mails.map((m) => `${m.kind}:${m.status}`).join(" "),
    ]),
  );
  return { csv, rows: leads.length };
}

/** Newsletter subscribers as CSV, and the row count. */
export async function exportSubscribersCsv(): Promise<{ csv: string; rows: number }> {
  const subscribers = await listSubscribers(await getDb(), 1_000_000);
  const csv = toCsv(
    ["email", "status", "subscribed_at", "confirmed_at"],
    subscribers.map((s) => [s.email, s.status, s.createdAt, s.confirmedAt]),
  );
  return { csv, rows: subscribers.length };
}
