import "server-only";

import { bookingNextSteps } from "@/content/contact";
import { BRAND_NAME, siteConfig } from "@/content/site";
import { contact } from "@/lib/contact";
import { layout, type MailBlock, type MailContent, type Row } from "./layout";

/**
 * The mails' content. Each is a list of blocks in the shared frame (./layout.ts), which escapes
 * every value and writes the HTML and the text part; staff mails use it too (./staff-templates.ts).
 */
export type { MailContent };

/** The common shape: an intro, label/value rows, a closing paragraph, links as buttons. */
export function render(
  subject: string,
  intro: string,
  rows: readonly Row[],
  outro = "",
  links: readonly Row[] = [],
): MailContent {
  const blocks: MailBlock[] = [{ paragraph: intro }];
  if (rows.length) blocks.push({ rows });
  if (outro) blocks.push({ paragraph: outro });
  if (links.length) blocks.push({ links });
  return layout(subject, blocks);
}

/**
 * The visitor's booking confirmation. Like the auto-replies it goes to an address nobody verified,
 * so it names only what the site itself chose (the service, from the fixed list) and quotes
 * nothing the visitor wrote: not the message, the customization or the name (docs/security.md,
 * Medium 5). What happens next are the booking page's own steps.
 */
export const bookingConfirmation = (
  serviceTitle: string,
  call?: { when: string; manageUrl: string },
): MailContent =>
  layout(`Your booking with ${BRAND_NAME}: ${serviceTitle}`, [
    {
      paragraph: call
        ? `Thank you for booking ${serviceTitle} with ${BRAND_NAME}. Your call is booked for ${call.when}; the invite is attached.`
        : `Thank you for booking ${serviceTitle} with ${BRAND_NAME}. Your request has reached our team, and we will get back to you within 24 hours to discuss your project requirements.`,
    },
    {
      rows: call
        ? [
            ["Service", serviceTitle],
            ["Your call", call.when],
          ]
        : [["Service", serviceTitle]],
    },
    ...(call ? [{ links: [["Cancel or reschedule", call.manageUrl]] as Row[] }] : []),
    {
      paragraph:
        "Your message and any customization notes are with the team. This mail goes to the address given in the form, so it does not repeat them.",
    },
    { heading: "What happens next" },
    { steps: bookingNextSteps },
    { heading: "How to reach us" },
    {
      paragraph: `Write to ${contact.email.label} or call ${contact.phone.label} (${siteConfig.officeHours}) to add anything or change your request.`,
    },
    {
      paragraph: `If you did not book this, you can ignore this mail.\n\nBest regards,\nThe ${BRAND_NAME} Team`,
    },
  ]);

/** The applicant's acknowledgement: fixed text, nothing they wrote (see contactAutoReply). */
export const applicationAutoReply = (): MailContent =>
  render(
    "We received your application",
    `Thank you for applying to ${BRAND_NAME}. We read every application and reply within a week.`,
    [],
    `If you did not apply, you can ignore this mail.\n\nBest regards,\nThe ${BRAND_NAME} Team`,
  );

/**
 * Spec §7 call 2b, the auto-reply: a fixed acknowledgement. It goes to whatever address the form
 * was given, unverified, so it carries nothing the visitor wrote (not the message, not the name):
 * otherwise anyone could send their own text from the agency's domain to anyone.
 */
export const contactAutoReply = (): MailContent =>
  render(
    "Thank you for contacting us!",
    `Thank you for reaching out to ${BRAND_NAME}. We have received your message and will get back to you within 24 hours.`,
    [],
    `If you did not write to us, you can ignore this mail.\n\nBest regards,\nThe ${BRAND_NAME} Team`,
  );

export const newsletterConfirmation = (confirmUrl: string, unsubscribeUrl: string) =>
  render(
    `Confirm your subscription to the ${BRAND_NAME} newsletter`,
    `Please confirm that you want to receive the ${BRAND_NAME} newsletter. If you did not ask for it, ignore this mail and nothing happens.`,
    [],
    "",
    [
      ["Confirm my subscription", confirmUrl],
      ["Unsubscribe", unsubscribeUrl],
    ],
  );
