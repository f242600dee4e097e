import "server-only";

import { readLink, signLink } from "@/lib/auth/signed-link";
import { siteUrl } from "@/lib/env";

/** The audience names what the token opens: a preview or session token never opens a booking. */
const AUDIENCE = "booking-manage";
/** Longer than any horizon: the link in the mail works until well after the call. */
const LINK_SECONDS = 120 * 86_400;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The signed cancel/reschedule link for a booking (the project's one signed-link helper). */
export async function manageUrl(bookingId: string, now = new Date()): Promise<string> {
  const token = await signLink(
    { audience: AUDIENCE, subject: bookingId, seconds: LINK_SECONDS },
    now,
  );
  return `${siteUrl}/book-service/manage/${token}`;
}

/** The booking a token was signed for, or null for anything forged, expired or malformed. */
export async function bookingIdOf(token: unknown): Promise<string | null> {
  const payload = await readLink(
    AUDIENCE,
    typeof token === "string" ? decodeURIComponent(token) : token,
  );
  return typeof payload?.sub === "string" && UUID.test(payload.sub) ? payload.sub : null;
}
