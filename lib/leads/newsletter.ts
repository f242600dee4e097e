import "server-only";

import { after } from "next/server";

import { and, eq, isNull, ne, sql } from "drizzle-orm";

import { newsletterConsent } from "@/content/newsletter-consent";
import type { ActionState } from "@/lib/action-state";
import { recordGoal } from "@/lib/analytics/ingest";
import { getDb } from "@/lib/db/client";
import { siteUrl } from "@/lib/env";
import { newsletterSubscribers } from "@/lib/db/schema";
import { transaction } from "@/lib/db/transaction";
import { logEvent } from "@/lib/log/logger";
import { clientIp } from "@/lib/request-ip";
import { spamVerdict } from "@/lib/spam/verdict";
import { newsletterSchema } from "./lead-schemas";
import { queueConfirmation } from "./newsletter-confirmation";
import { deliverDue } from "./outbox";

export const NEWSLETTER_TEXT = {
  pending: "Check your inbox to confirm your subscription.",
  throttled: "Too many requests. Please try again later.",
  failed: "Could not subscribe you right now. Please try again later.",
} as const;

const LIMITS = {
  network: { bucket: "newsletter:ip", limit: 5, windowSeconds: 3600 },
  address: { bucket: "newsletter:email", limit: 3, windowSeconds: 24 * 3600 },
};

/** Where a consent or a confirmation came from: the evidence kept with the subscription. */
export const requestEvidence = (headers: Headers) => ({
  ip: clientIp(headers),
  userAgent: (headers.get("user-agent") ?? "").slice(0, 500) || null,
});

/**
 * Double opt-in: a pending subscriber with its consent evidence (the consent text's version,
 * when, the IP and user agent) and a confirmation mail; confirmed ones are left as they are. A
 * sign-up the spam checks hold is stored with the reason and sends nothing until released.
 */
/** The path of the same-origin page a form was posted from (its Referer), else "/". */
function pageOf(headers: Headers): string {
  try {
    const referer = new URL(headers.get("referer") ?? "");
    return referer.origin === siteUrl ? referer.pathname : "/";
  } catch {
    return "/";
  }
}

export async function subscribe(
  formData: FormData,
  headers: Headers,
): Promise<ActionState<"email">> {
  const parsed = newsletterSchema.safeParse({ email: formData.get("email") ?? undefined });
  if (!parsed.success) {
    return {
      status: "error",
      fieldErrors: { email: parsed.error.issues[0]?.message ?? "Enter a valid email address" },
    };
  }
  const email = parsed.data.email.toLowerCase();
  const pending = { status: "success", message: NEWSLETTER_TEXT.pending } as const;
  try {
    const db = await getDb();
    const verdict = await spamVerdict(db, {
      form: "newsletter",
      formData,
      headers,
      email,
      limits: LIMITS,
      proof: true,
      allowAltcha: true,
    });
    if (verdict.refused) return { status: "error", message: NEWSLETTER_TEXT.throttled };
    const evidence = requestEvidence(headers);
    const consent = {
      consentVersion: newsletterConsent.version,
      consentedAt: sql`now()`,
      consentIp: evidence.ip,
      consentUserAgent: evidence.userAgent,
    };
    const subscribers = newsletterSubscribers;
    if (verdict.reason) {
      // An address already on the list (held or not) is left as it is: spam changes nothing.
      await db
        .insert(subscribers)
        .values({ email, ...consent, spamReason: verdict.reason, quarantinedAt: sql`now()` })
        .onConflictDoNothing({ target: subscribers.email });
      return pending;
    }
    const mailIds = await transaction(db, async (tx) => {
      const [row] = await tx
        .insert(subscribers)
        .values({ email, ...consent })
        .onConflictDoUpdate({
          target: subscribers.email,
          // A new consent for an address not confirmed: this sign-up's evidence, and out of spam.
          set: { status: "pending", spamReason: null, quarantinedAt: null, ...consent },
          setWhere: ne(subscribers.status, "confirmed"),
        })
        .returning({ id: subscribers.id });
      return row ? queueConfirmation(tx, row.id, email) : null;
    });
    // An address already confirmed gets the same answer (and no mail): the form must not tell
    // anyone who is on the list.
    if (mailIds === null) return pending;
    after(() => deliverDue(db, { ids: mailIds }).catch(() => undefined));
    // A goal of the visit statistics, on the page whose footer form was sent.
    void recordGoal("newsletter", { path: pageOf(headers), attribution: {}, headers });
    return pending;
  } catch (error) {
    logEvent("error", "newsletter subscribe failed", { error });
    return { status: "error", message: NEWSLETTER_TEXT.failed };
  }
}

/**
 * Confirm (POST from the confirm page, with where it came from) or unsubscribe (one click);
 * false for an unknown id, and for a sign-up held as spam (it was never sent a link).
 */
export async function setSubscription(
  id: string,
  to: "confirmed" | "unsubscribed",
  confirmedFrom?: { ip: string; userAgent: string | null },
): Promise<boolean> {
  const subscribers = newsletterSubscribers;
  const db = await getDb();
  const rows = await db
    .update(subscribers)
    .set(
      to === "confirmed"
        ? {
            status: "confirmed",
            confirmedAt: sql`now()`,
            confirmedIp: confirmedFrom?.ip ?? null,
            confirmedUserAgent: confirmedFrom?.userAgent ?? null,
          }
        : { status: "unsubscribed", unsubscribedAt: sql`now()` },
    )
    .where(
      and(
        eq(subscribers.id, id),
        to === "confirmed" ? ne(subscribers.status, "unsubscribed") : undefined,
        to === "confirmed" ? isNull(subscribers.quarantinedAt) : undefined,
      ),
    )
    .returning({ id: subscribers.id });
  return rows.length > 0;
}
