import "server-only";

import { getDb } from "@/lib/db/client";
import { logEvent } from "@/lib/log/logger";
import { listStaff, type StaffAccount } from "./accounts";
import { readLink, type LinkPurpose, type OpenLink } from "./links";

/** The /admin/staff table, or null when the database cannot answer (the page says so). */
export async function staffAccounts(): Promise<StaffAccount[] | null> {
  try {
    return await listStaff(await getDb());
  } catch (error) {
    logEvent("error", "staff: listing accounts failed", { error });
    return null;
  }
}

/** What an e-mailed link's page shows: its form, or why it cannot be used. */
export async function openLink(purpose: LinkPurpose, token: string): Promise<OpenLink | null> {
  try {
    return await readLink(await getDb(), purpose, token);
  } catch (error) {
    logEvent("error", "staff: reading a link failed", { error });
    return null;
  }
}
