import "server-only";

import { and, eq } from "drizzle-orm";

import { emailOutbox } from "@/lib/db/schema";
import type { Db } from "@/lib/db/types";
import { newsletterConfirmation } from "@/lib/mail/templates";
import { confirmUrl, newsletterToken, unsubscribeUrl } from "./newsletter-token";
import { enqueueMails } from "./outbox";

/**
 * Queues a pending subscriber's confirmation mail inside the caller's transaction (a sign-up, or
 * a held one released from spam) and returns the ids of the address's confirmations still due.
 */
export async function queueConfirmation(tx: Db, id: string, email: string): Promise<string[]> {
  const unsubscribe = unsubscribeUrl(await newsletterToken(id, "newsletter-unsubscribe"));
  const content = newsletterConfirmation(
    confirmUrl(await newsletterToken(id, "newsletter-confirm")),
    unsubscribe,
  );
  // RFC 8058: mail clients show an unsubscribe button that POSTs to the link.
  const headers = {
    "List-Unsubscribe": `<${unsubscribe}>`,
    "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
  };
  await enqueueMails(tx, [{ ...content, headers, kind: "newsletter-confirm", to: email }]);
  const ids = await tx
    .select({ id: emailOutbox.id })
    .from(emailOutbox)
    .where(
      and(
        eq(emailOutbox.kind, "newsletter-confirm"),
        eq(emailOutbox.toAddress, email),
        eq(emailOutbox.status, "pending"),
      ),
    );
  return ids.map((r) => r.id);
}
