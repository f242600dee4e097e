import { receiveResendEvent } from "@/lib/newsletter/resend-events";

/**
 * Resend's events (bounces, complaints, deliveries), signed with Svix: docs/security.md,
 * "Resend events". Only POST; the signature is the only credential.
 */
export async function POST(request: Request) {
  const { status, body } = await receiveResendEvent(request);
  return Response.json(body, { status, headers: { "cache-control": "no-store" } });
}
