import "server-only";

import { BRAND_NAME } from "@/content/site";
import { escapeHtml, oneLine, type MailContent } from "./templates";

/** One lead in a digest: what staff need to pick it (the stage and day as words). */
export type DigestLead = { name: string; stage: string; day: string; url: string };

type Digest = { staffName: string; day: string; overdue: DigestLead[]; today: DigestLead[] };

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

function htmlSection(title: string, items: readonly DigestLead[]): string {
  if (!items.length) return "";
  const rows = items
    .map(
      (l) =>
        `<li style="margin:0 0 8px"><a href="${escapeHtml(l.url)}">${escapeHtml(l.name)}</a>` +
        `<br><span style="color:#555">${escapeHtml(l.stage)} · follow up on ${escapeHtml(l.day)}</span></li>`,
    )
    .join("");
  return `<h2 style="font-size:18px;margin:24px 0 8px">${escapeHtml(title)}</h2><ul style="padding-left:20px">${rows}</ul>`;
}

const textSection = (title: string, items: readonly DigestLead[]) =>
  items.length
    ? [
        title,
        ...items.map((l) => `- ${oneLine(l.name)} (${l.stage}, follow up on ${l.day})\n  ${l.url}`),
        "",
      ]
    : [];

/**
 * The morning digest of one staff member's follow-ups: overdue first, then today's. Every value
 * from the database (a lead's name is whatever a visitor typed) is escaped in the HTML part and
 * kept to one line in the text part, as in ./templates.ts.
 */
export function followUpDigest({ staffName, day, overdue, today }: Digest): MailContent {
  const counts = [
    overdue.length ? `${overdue.length} overdue` : "",
    today.length ? `${today.length} today` : "",
  ]
    .filter(Boolean)
    .join(", ");
  const subject = `Follow-ups for ${day}: ${counts}`;
  const greeting = `Hello ${staffName || "there"},`;
  const intro = `${plural(overdue.length + today.length, "lead")} of yours ${overdue.length + today.length === 1 ? "is" : "are"} waiting for a follow-up.`;
  const footer = `You get this mail from the ${BRAND_NAME} staff area on days when a follow-up of yours is due. Move a lead's follow-up day or close it on its page.`;
  const html =
    `<!doctype html><html><body style="font-family:system-ui,sans-serif;line-height:1.5">` +
    `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(intro)}</p>` +
    htmlSection(`Overdue (${overdue.length})`, overdue) +
    htmlSection(`Today (${today.length})`, today) +
    `<p style="color:#555;font-size:13px">${escapeHtml(footer)}</p>` +
    `</body></html>`;
  const text = [
    oneLine(greeting),
    "",
    intro,
    "",
    ...textSection(`Overdue (${overdue.length})`, overdue),
    ...textSection(`Today (${today.length})`, today),
    footer,
  ].join("\n");
  return { subject: oneLine(subject), html, text };
}
