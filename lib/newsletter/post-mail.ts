import "server-only";

import { BRAND_NAME } from "@/content/site";
import { newsletterToken, unsubscribeUrl } from "@/lib/leads/newsletter-token";
import { layout, type MailContent } from "@/lib/mail/layout";
import { absoluteUrl } from "@/lib/seo/url";
import { postMailHtml } from "./post-html";

/**
 * Stands for a recipient's own unsubscribe link in a send's stored mail; filled in per recipient
 * when its batch goes (an http URL, so the frame links it; nothing else contains this host).
 */
const UNSUBSCRIBE_SLOT = "https://unsubscribe.invalid/recipient";

export type PostForMail = { title: string; summary: string; content: string; slug: string };

/**
 * A post as a newsletter mail, in the brand frame: its title, summary and sanitized body, a "view
 * in browser" link to the post and an unsubscribe link (a slot, see `personalize`).
 */
export function postMail(post: PostForMail): MailContent {
  const body = postMailHtml(post.content);
  const url = absoluteUrl(`/blogs/${encodeURIComponent(post.slug)}`);
  return layout(post.title, [
    { links: [["View in browser", url]] },
    { heading: post.title },
    ...(post.summary ? [{ paragraph: post.summary }] : []),
    { sanitizedHtml: body.html, text: body.text },
    {
      paragraph: `You get this because you subscribed to ${BRAND_NAME}'s newsletter. This mail has no tracking pixel and its links are not rewritten.`,
    },
    { links: [["Unsubscribe", UNSUBSCRIBE_SLOT]] },
  ]);
}

/**
 * One recipient's mail: their one-click unsubscribe link in the body and in the RFC 8058 headers.
 * The token is signed with the send's time as its issue time, so the same recipient's mail is
 * byte for byte the same however often its batch is sent again (an idempotency key with a
 * different body is refused by Resend).
 */
export async function personalize(
  mail: MailContent,
  subscriberId: string,
  issuedAt: Date,
): Promise<MailContent & { headers: Record<string, string> }> {
  const token = await newsletterToken(subscriberId, "newsletter-unsubscribe", issuedAt);
  const unsubscribe = unsubscribeUrl(token);
  return {
    subject: mail.subject,
    html: mail.html.replaceAll(UNSUBSCRIBE_SLOT, unsubscribe),
    text: mail.text.replaceAll(UNSUBSCRIBE_SLOT, unsubscribe),
    headers: {
      "List-Unsubscribe": `<${unsubscribe}>`,
      "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
    },
  };
}
