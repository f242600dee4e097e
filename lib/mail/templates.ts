import "server-only";

import { BRAND_NAME } from "@/content/site";
import type { NewLead } from "@/lib/leads/types";

/** Every visitor-supplied value passes through this before it reaches an HTML part. */
export const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

/** Header values (subjects) never carry line breaks, whatever a field contained. */
export const oneLine = (value: string) => value.replace(/[\r\n\u2028\u2029]+/g, " ").trim();

export type MailContent = { subject: string; html: string; text: string };
type Row = readonly [label: string, value: string];

export function render(
  subject: string,
  intro: string,
  rows: readonly Row[],
  outro = "",
  links: readonly Row[] = [],
): MailContent {
  const htmlRows = rows
    .map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0">${escapeHtml(label)}</th>` +
        `<td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join("");
  const html =
    `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5">` +
    `<p>${escapeHtml(intro)}</p>` +
    (rows.length ? `<table role="presentation">${htmlRows}</table>` : "") +
    (outro ? `<p style="white-space:pre-wrap">${escapeHtml(outro)}</p>` : "") +
    links
      .map(([label, url]) => `<p><a href="${escapeHtml(url)}">${escapeHtml(label)}</a></p>`)
      .join("") +
    `</body></html>`;
  const text = [
    intro,
    "",
    ...rows.map(([label, value]) => `${label}: ${value}`),
    "",
    outro,
    ...links.map(([label, url]) => `${label}: ${url}`),
  ]
    .join("\n")
    .trim();
  return { subject: oneLine(subject), html, text };
}

/** The lead a mail is about (lib/leads/types.ts). */
export type LeadDetails = Omit<NewLead, "kind">;

/** Spec §7 call 1: booking → agency (from_name, from_email, phone, service, customization, message). */
export const bookingNotification = (lead: LeadDetails, serviceTitle: string) =>
  render(
    `New Service Booking from ${lead.name}: ${serviceTitle}`,
    "A new service booking came in.",
    [
      ["Name", lead.name],
      ["Email", lead.email],
      ["Phone", lead.phone],
      ["Service", serviceTitle],
      ["Customization", lead.customization || "No customization specified"],
      ["Message", lead.message],
    ],
  );

/** Spec §7 call 2a, plus the phone the spec's version collected but dropped. */
export const contactNotification = (lead: LeadDetails) =>
  render(`New Contact Form Submission from ${lead.name}`, "A new message from the contact form.", [
    ["Name", lead.name],
    ["Email", lead.email],
    ["Phone", lead.phone],
    ["Message", lead.message],
  ]);

/** An application for a job opening → the team (the link and the cover note as given). */
export const applicationNotification = (lead: LeadDetails) =>
  render(
    `New application from ${lead.name}: ${lead.appliedFor ?? ""}`,
    "A new application came in through the careers page.",
    [
      ["Applied for", lead.appliedFor ?? ""],
      ["Name", lead.name],
      ["Email", lead.email],
      ["Phone", lead.phone || "Not given"],
      ["Cover note and links", lead.message],
    ],
  );

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
