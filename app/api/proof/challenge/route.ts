import { issueChallenge } from "@/lib/spam/challenge";

/**
 * A proof-of-work challenge for the lead forms' widget (components/leads/proof-of-work.tsx):
 * public, no cookie, never cached (each one is single use), throttled per address.
 */
export async function GET(request: Request) {
  const noStore = { "cache-control": "no-store" };
  const issued = await issueChallenge(request.headers).catch(() => null);
  if (!issued) {
    return Response.json({ error: "Please try again shortly." }, { status: 503, headers: noStore });
  }
  if ("retryAfterSeconds" in issued) {
    return Response.json(
      { error: "Too many requests. Please try again later." },
      { status: 429, headers: { ...noStore, "retry-after": String(issued.retryAfterSeconds) } },
    );
  }
  return Response.json(issued.challenge, { headers: noStore });
}
