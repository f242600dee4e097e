import { setSubscription } from "@/lib/leads/newsletter";
import { readNewsletterToken } from "@/lib/leads/newsletter-token";

/** One click from the mail's link (GET), or a mail client's RFC 8058 one-click POST. */
async function unsubscribe(request: Request): Promise<boolean> {
  const id = await readNewsletterToken(
    new URL(request.url).searchParams.get("token"),
    "newsletter-unsubscribe",
  );
  return id !== null && (await setSubscription(id, "unsubscribed").catch(() => false));
}

export async function GET(request: Request) {
  const done = await unsubscribe(request);
  const target = done ? "/newsletter/unsubscribed" : "/newsletter/unsubscribed?invalid=1";
  // A relative Location: request.url names Next's internal origin (localhost:<port>), not the
  // address the subscriber used.
  return new Response(null, { status: 303, headers: { location: target } });
}

export async function POST(request: Request) {
  const done = await unsubscribe(request);
  return done
    ? new Response(null, { status: 204 })
    : Response.json({ error: "This unsubscribe link is invalid." }, { status: 400 });
}
