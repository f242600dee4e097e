import { refuseCrossSite } from "@/lib/http/same-origin";
import { receiveResendEvent } from "@/lib/newsletter/resend-events";

/**
 * Resend's events (bounces, complaints, deliveries), signed with Svix: docs/security.md,
 * "Resend events". Only POST; the signature is the only credential. Server to server: a browser
 * page of another site is refused first, as every state-changing handler does.
 */
export async function POST(request: Request) {
  const refused = refuseCrossSite(request);
  if (refused) return refused;
  const { status, body } = await receiveResendEvent(request);
  return Response.json(body, { status, headers: { "cache-control": "no-store" } });
}
