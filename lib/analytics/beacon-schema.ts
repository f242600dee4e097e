import * as z from "@/lib/zod";

/** The largest body public/visit.js sends is well under this (a path and six 200-char values). */
export const MAX_BEACON_BYTES = 2048;
/** An engagement longer than this (a tab left open all night) counts as this long. */
export const MAX_ENGAGEMENT_MS = 30 * 60 * 1000;

const text = (max: number) => z.string().max(max);

/**
 * What public/visit.js posts (short keys: it is sent on every page): k "v" a page view or "e"
 * the visible time `d` (ms) of the page `p`; `r` the external referrer's host; `w` the window's
 * width; the page address's UTM and ref parameters under their own names.
 */
export const beaconSchema = z.object({
  k: z.enum(["v", "e"]),
  p: text(300).startsWith("/"),
  r: text(253).optional(),
  w: z.number().int().min(0).max(100_000),
  d: z.number().int().min(0).optional(),
  utm_source: text(200).optional(),
  utm_medium: text(200).optional(),
  utm_campaign: text(200).optional(),
  utm_term: text(200).optional(),
  utm_content: text(200).optional(),
  ref: text(200).optional(),
});

export type Beacon = z.infer<typeof beaconSchema>;
