import "server-only";

import { desc, eq, isNull, sql } from "drizzle-orm";

import { newsletterSubscribers } from "@/lib/db/schema";
import { transaction } from "@/lib/db/transaction";
import type { Db } from "@/lib/db/types";
import { emailField } from "@/lib/leads/lead-schemas";
import { queueConfirmation } from "@/lib/leads/newsletter-confirmation";

/** At most this many addresses per import (a bigger list goes in parts). */
export const IMPORT_MAX_ROWS = 5_000;

export type ImportCounts = { added: number; existing: number; invalid: number; mailIds: string[] };

/** The addresses of a CSV: the first column of each line, a header line ("email") skipped. */
export function addressesOf(csv: string): { valid: string[]; invalid: number } {
  const valid = new Set<string>();
  let invalid = 0;
  for (const line of csv.split(/\r?\n/)) {
    const first =
      line
        .split(/[,;\t]/)[0]
        ?.trim()
        .replace(/^"|"$/g, "") ?? "";
    if (!first || /^e-?mail$/i.test(first)) continue;
    const parsed = emailField.safeParse(first);
    if (parsed.success) valid.add(parsed.data.toLowerCase());
    else invalid++;
  }
  return { valid: [...valid], invalid };
}

/**
 * Adds imported addresses with the consent basis staff recorded. With prior consent asserted they
 * are confirmed at once (the assertion is in the audit log); otherwise each is pending and gets
 * the same double opt-in mail as a sign-up. Addresses already on the list are left as they are.
 */
export async function importSubscribers(
  db: Db,
  emails: readonly string[],
  consentBasis: string,
  priorConsent: boolean,
): Promise<Omit<ImportCounts, "invalid">> {
  return transaction(db, async (tx) => {
    const s = newsletterSubscribers;
    const rows = emails.length
      ? await tx
          .insert(s)
          .values(
            emails.map((email) => ({
              email,
              source: "import" as const,
              consentBasis,
              consentedAt: sql`now()`,
              ...(priorConsent ? { status: "confirmed" as const, confirmedAt: sql`now()` } : {}),
            })),
          )
          .onConflictDoNothing({ target: s.email })
          .returning({ id: s.id, email: s.email })
      : [];
    const mailIds: string[] = [];
    if (!priorConsent) {
      for (const row of rows) mailIds.push(...(await queueConfirmation(tx, row.id, row.email)));
    }
    return { added: rows.length, existing: emails.length - rows.length, mailIds };
  });
}

export async function deleteSubscriber(db: Db, id: string): Promise<boolean> {
  const rows = await db
    .delete(newsletterSubscribers)
    .where(eq(newsletterSubscribers.id, id))
    .returning({ id: newsletterSubscribers.id });
  return rows.length > 0;
}

export type ListedSubscriber = Pick<
  typeof newsletterSubscribers.$inferSelect,
  | "id"
  | "email"
  | "status"
  | "source"
  | "consentBasis"
  | "consentedAt"
  | "confirmedAt"
  | "createdAt"
>;

/** The list staff manage (held sign-ups are in the leads' Spam tab). */
export async function listSubscribersForStaff(db: Db, limit = 1000): Promise<ListedSubscriber[]> {
  const s = newsletterSubscribers;
  return db
    .select({
      id: s.id,
      email: s.email,
      status: s.status,
      source: s.source,
      consentBasis: s.consentBasis,
      consentedAt: s.consentedAt,
      confirmedAt: s.confirmedAt,
      createdAt: s.createdAt,
    })
    .from(s)
    .where(isNull(s.quarantinedAt))
    .orderBy(desc(s.createdAt))
    .limit(limit);
}
