import "server-only";

import { after } from "next/server";

import type { ActionState } from "@/lib/action-state";
import { getDb } from "@/lib/db/client";
import { newsletterConfirmation } from "@/lib/mail/templates";
import { hitRateLimit } from "@/lib/rate-limit";
import { clientIp } from "@/lib/request-ip";
import { looksAutomated } from "./bot-check";
import { newsletterSchema } from "./lead-schemas";
import { confirmUrl, newsletterToken, unsubscribeUrl } from "./newsletter-token";
import { deliverDue, enqueueMails } from "./outbox";

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
    const mailIds = await db.transaction(async (tx) => {
      const [row] = await tx.query<{ id: string; status: string }>(
        `insert into newsletter_subscribers (email) values ($1)
         on conflict (email) do update set status = case
           when newsletter_subscribers.status = 'confirmed' then 'confirmed' else 'pending' end
         returning id, status`,
        [email],
      );
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
      const ids = await tx.query<{ id: string }>(
        "select id from email_outbox where kind = 'newsletter-confirm' and to_address = $1 and status = 'pending'",
        [email],
      );
      return ids.map((r) => r.id);
    });
    // An address already confirmed gets the same answer (and no mail): the form must not tell
    // anyone who is on the list.
    if (mailIds === null) return { status: "success", message: NEWSLETTER_TEXT.pending };
    after(() => deliverDue(db, { ids: mailIds }).catch(() => undefined));
    return { status: "success", message: NEWSLETTER_TEXT.pending };
  } catch (error) {
    console.error(
      JSON.stringify({ level: "error", msg: "newsletter subscribe failed", error: String(error) }),
    );
    return { status: "error", message: NEWSLETTER_TEXT.failed };
  }
}

/** Confirm (POST from the confirm page) or unsubscribe (one click); false for an unknown id. */
export async function setSubscription(
  id: string,
  to: "confirmed" | "unsubscribed",
): Promise<boolean> {
  const db = await getDb();
  const rows = await db.query(
    to === "confirmed"
      ? `update newsletter_subscribers set status = 'confirmed', confirmed_at = now()
         where id = $1 and status <> 'unsubscribed' returning id`
      : `update newsletter_subscribers set status = 'unsubscribed', unsubscribed_at = now()
         where id = $1 returning id`,
    [id],
  );
  return rows.length > 0;
}
