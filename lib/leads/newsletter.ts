import "server-only";

import { after } from "next/server";

import { and, eq, ne, sql } from "drizzle-orm";

import type { ActionState } from "@/lib/action-state";
import { getDb } from "@/lib/db/client";
import { emailOutbox, newsletterSubscribers } from "@/lib/db/schema";
import { transaction } from "@/lib/db/transaction";
import { newsletterConfirmation } from "@/lib/mail/templates";
import { hitRateLimit } from "@/lib/rate-limit";
import { clientIp } from "@/lib/request-ip";
import { looksAutomated } from "./bot-check";
import { newsletterSchema } from "./lead-schemas";
import { confirmUrl, newsletterToken, unsubscribeUrl } from "./newsletter-token";
import { deliverDue, enqueueMails } from "./outbox";
import { logEvent } from "@/lib/log/logger";

export const NEWSLETTER_TEXT = {
  pending: "Check your inbox to confirm your subscription.",
  throttled: "Too many requests. Please try again later.",
  failed: "Could not subscribe you right now. Please try again later.",
} as const;

/** Double opt-in: a pending subscriber and a confirmation mail; confirmed ones are left as they are. */
export async function subscribe(
  formData: FormData,
  headers: Headers,
): Promise<ActionState<"email">> {
  if (looksAutomated(formData)) return { status: "success", message: NEWSLETTER_TEXT.pending };
  const parsed = newsletterSchema.safeParse({ email: formData.get("email") ?? undefined });
  if (!parsed.success) {
    return {
      status: "error",
      fieldErrors: { email: parsed.error.issues[0]?.message ?? "Enter a valid email address" },
    };
  }
  const email = parsed.data.email.toLowerCase();
  try {
    const db = await getDb();
    const checks = await Promise.all([
      hitRateLimit(
        db,
        { bucket: "newsletter:ip", limit: 5, windowSeconds: 3600 },
        clientIp(headers),
      ),
      hitRateLimit(db, { bucket: "newsletter:email", limit: 3, windowSeconds: 24 * 3600 }, email),
    ]);
    if (checks.some((c) => !c.allowed))
      return { status: "error", message: NEWSLETTER_TEXT.throttled };
    const subscribers = newsletterSubscribers;
    const mailIds = await transaction(db, async (tx) => {
      const [row] = await tx
        .insert(subscribers)
        .values({ email })
        .onConflictDoUpdate({
          target: subscribers.email,
          set: {
            status: sql`case when ${subscribers.status} = 'confirmed' then 'confirmed' else 'pending' end`,
          },
        })
        .returning({ id: subscribers.id, status: subscribers.status });
      if (!row || row.status === "confirmed") return null;
      const unsubscribe = unsubscribeUrl(await newsletterToken(row.id, "newsletter-unsubscribe"));
      const content = newsletterConfirmation(
        confirmUrl(await newsletterToken(row.id, "newsletter-confirm")),
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
    });
    // An address already confirmed gets the same answer (and no mail): the form must not tell
    // anyone who is on the list.
    if (mailIds === null) return { status: "success", message: NEWSLETTER_TEXT.pending };
    after(() => deliverDue(db, { ids: mailIds }).catch(() => undefined));
    return { status: "success", message: NEWSLETTER_TEXT.pending };
  } catch (error) {
    logEvent("error", "newsletter subscribe failed", { error });
    return { status: "error", message: NEWSLETTER_TEXT.failed };
  }
}

/** Confirm (POST from the confirm page) or unsubscribe (one click); false for an unknown id. */
export async function setSubscription(
  id: string,
  to: "confirmed" | "unsubscribed",
): Promise<boolean> {
  const subscribers = newsletterSubscribers;
  const db = await getDb();
  const rows = await db
    .update(subscribers)
    .set(
      to === "confirmed"
        ? { status: "confirmed", confirmedAt: sql`now()` }
        : { status: "unsubscribed", unsubscribedAt: sql`now()` },
    )
    .where(
      and(
        eq(subscribers.id, id),
        to === "confirmed" ? ne(subscribers.status, "unsubscribed") : undefined,
      ),
    )
    .returning({ id: subscribers.id });
  return rows.length > 0;
}
