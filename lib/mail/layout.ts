import "server-only";

import { brandHex } from "@/content/brand-colors";
import { BRAND_NAME, siteConfig } from "@/content/site";
import { contact } from "@/lib/contact";
import { siteUrl } from "@/lib/env";

/**
 * The one frame of every mail: a multipart message (HTML + plain text) with the brand's wordmark
 * as coloured text (no image: no request to anyone when the mail is opened), a single-column
 * table layout with inline styles only (what Gmail and Outlook render alike), and a footer that
 * says how to reach us. Templates (./templates.ts) describe their content as blocks; every value
 * is escaped here, once, and every link must be http(s), mailto or tel.
 */
export type MailContent = { subject: string; html: string; text: string };
export type Row = readonly [label: string, value: string];
export type MailBlock =
  | { paragraph: string }
  | { rows: readonly Row[] }
  | { heading: string }
  | { steps: readonly string[] }
  | { links: readonly Row[] }
  // A post's body, already through lib/newsletter/post-html.ts (the sanitizer's allow-list, URLs
  // made absolute): the one block not escaped here, and its text part beside it.
  | { sanitizedHtml: string; text: string };

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

/** Header values (subjects) never carry line breaks, whatever a field contained. */
export const oneLine = (value: string) => value.replace(/[\r\n\u2028\u2029]+/g, " ").trim();

/** Only our own kinds of link reach an href; anything else is shown as text, never linked. */
const linkable = (url: string) => /^(https?:\/\/|mailto:|tel:)/i.test(url);

const FONT = "font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2937";
const MUTED = "font-size:13px;line-height:1.5;color:#6b7280";

function blockHtml(block: MailBlock): string {
  if ("sanitizedHtml" in block) return `<div style="margin:0 0 16px">${block.sanitizedHtml}</div>`;
  if ("paragraph" in block) {
    return `<p style="margin:0 0 16px;white-space:pre-wrap">${escapeHtml(block.paragraph)}</p>`;
  }
  if ("heading" in block) {
    return `<p style="margin:24px 0 8px;font-weight:bold;color:${brandHex.ink}">${escapeHtml(block.heading)}</p>`;
  }
  if ("steps" in block) {
    const items = block.steps.map((s) => `<li style="margin:0 0 4px">${escapeHtml(s)}</li>`);
    return `<ol style="margin:0 0 16px;padding-left:20px">${items.join("")}</ol>`;
  }
  if ("rows" in block) {
    const rows = block.rows.map(
      ([label, value]) =>
        `<tr><th align="left" valign="top" style="padding:4px 12px 4px 0;white-space:nowrap">${escapeHtml(label)}</th>` +
        `<td valign="top" style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    );
    return `<table role="presentation" cellpadding="0" cellspacing="0" border="0" style="margin:0 0 16px">${rows.join("")}</table>`;
  }
  return block.links
    .map(([label, url]) =>
      linkable(url)
        ? `<p style="margin:0 0 12px"><a href="${escapeHtml(url)}" style="display:inline-block;padding:10px 18px;background-color:${brandHex.indigo};color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold">${escapeHtml(label)}</a></p>`
        : `<p style="margin:0 0 12px">${escapeHtml(`${label}: ${url}`)}</p>`,
    )
    .join("");
}

function blockText(block: MailBlock): string {
  if ("sanitizedHtml" in block) return block.text;
  if ("paragraph" in block) return block.paragraph;
  if ("heading" in block) return block.heading;
  if ("steps" in block) return block.steps.map((s, i) => `${i + 1}. ${s}`).join("\n");
  if ("rows" in block) return block.rows.map(([label, value]) => `${label}: ${value}`).join("\n");
  return block.links.map(([label, url]) => `${label}: ${url}`).join("\n");
}

const details = {
  hours: siteConfig.officeHours,
  location: siteConfig.location,
};

function footerHtml(): string {
  const link = (href: string, label: string) =>
    `<a href="${escapeHtml(href)}" style="color:${brandHex.indigo}">${escapeHtml(label)}</a>`;
  const lines = [
    `<strong>${escapeHtml(BRAND_NAME)}</strong> · ${escapeHtml(details.location)}`,
    [contact.email, contact.phone]
      .map((c) => (c.href ? link(c.href, c.label) : escapeHtml(c.label)))
      .join(" · "),
    `${escapeHtml(details.hours)} · ${link(siteUrl, siteUrl.replace(/^https?:\/\//, ""))}`,
  ];
  return lines.map((l) => `<p style="margin:0 0 4px;${MUTED}">${l}</p>`).join("");
}

const footerText = () =>
  [
    "--",
    `${BRAND_NAME} · ${details.location}`,
    `${contact.email.label} · ${contact.phone.label}`,
    `${details.hours} · ${siteUrl}`,
  ].join("\n");

/** A whole mail from its subject and blocks: the branded HTML part and the readable text part. */
export function layout(subject: string, blocks: readonly MailBlock[]): MailContent {
  const title = oneLine(subject);
  const html =
    `<!doctype html><html lang="en"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1">` +
    `<title>${escapeHtml(title)}</title></head>` +
    `<body style="margin:0;padding:0;background-color:#f3f4f6">` +
    `<table role="presentation" width="100%" cellpadding="0" cellspacing="0" border="0" bgcolor="#f3f4f6" style="background-color:#f3f4f6"><tr><td align="center" style="padding:24px 12px">` +
    `<table role="presentation" width="600" cellpadding="0" cellspacing="0" border="0" style="width:100%;max-width:600px;background-color:#ffffff;border-radius:8px">` +
    `<tr><td bgcolor="${brandHex.indigo}" style="padding:20px 32px;background-color:${brandHex.indigo};border-radius:8px 8px 0 0;font-family:Arial,Helvetica,sans-serif;font-size:22px;font-weight:bold;letter-spacing:0.5px;color:#ffffff">${escapeHtml(BRAND_NAME)}</td></tr>` +
    `<tr><td style="padding:28px 32px 12px;${FONT}">${blocks.map(blockHtml).join("")}</td></tr>` +
    `<tr><td style="padding:16px 32px 24px;border-top:1px solid #e5e7eb;font-family:Arial,Helvetica,sans-serif">${footerHtml()}</td></tr>` +
    `</table></td></tr></table></body></html>`;
  // Blocks apart by a blank line; values exactly as given (the text part is not HTML).
  const text = [BRAND_NAME, ...blocks.map(blockText), footerText()].join("\n\n");
  return { subject: title, html, text };
}
