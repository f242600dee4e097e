import "server-only";

import { getDb } from "@/lib/db/client";
import { isUuid } from "@/lib/uuid";
import { listRedirects, type Redirect } from "./repository";

export type { Redirect };

/** Uncached: the staff page's list, newest change first. */
export async function redirectsForStaff(): Promise<Redirect[]> {
  return listRedirects(await getDb());
}

/** The manual redirect to edit, or null (an auto one is only deleted). */
export async function manualRedirect(id: string): Promise<Redirect | null> {
  if (!isUuid(id)) return null;
  const row = (await redirectsForStaff()).find((r) => r.id === id);
  return row?.kind === "manual" ? row : null;
}
