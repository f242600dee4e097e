import "server-only";

import { BRAND_NAME } from "@/content/site";
import { layout, oneLine, type MailBlock, type MailContent } from "./layout";

/** One lead in a digest: what staff need to pick it (the stage and day as words). */
export type DigestLead = { name: string; stage: string; day: string; url: string };

type Digest = { staffName: string; day: string; overdue: DigestLead[]; today: DigestLead[] };

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? "" : "s"}`;

/** A heading and, per lead, its stage and day and a link to its page (none when empty). */
function section(title: string, items: readonly DigestLead[]): MailBlock[] {
  if (!items.length) return [];
  return [
    { heading: `${title} (${items.length})` },
    // A name is whatever a visitor typed: one line, so each lead stays one line of the text part.
    {
      rows: items.map(
        (l) => [oneLine(l.name), `${oneLine(l.stage)} · follow up on ${l.day}`] as const,
      ),
    },
    { links: items.map((l) => [`Open ${oneLine(l.name)}`, l.url] as const) },
  ];
}

/**
 * The morning digest of one staff member's follow-ups: overdue first, then today's, in the shared
 * mail frame (./layout.ts), which escapes every value (a lead's name is whatever a visitor typed).
 */
export function followUpDigest({ staffName, day, overdue, today }: Digest): MailContent {
  const total = overdue.length + today.length;
  const counts = [
    overdue.length ? `${overdue.length} overdue` : "",
    today.length ? `${today.length} today` : "",
  ]
    .filter(Boolean)
    .join(", ");
  return layout(`Follow-ups for ${day}: ${counts}`, [
    { paragraph: `Hello ${staffName || "there"},` },
    {
      paragraph: `${plural(total, "lead")} of yours ${total === 1 ? "is" : "are"} waiting for a follow-up.`,
    },
    ...section("Overdue", overdue),
    ...section("Today", today),
    {
      paragraph: `You get this mail from the ${BRAND_NAME} staff area on days when a follow-up of yours is due. Move a lead's follow-up day or close it on its page.`,
    },
  ]);
}
