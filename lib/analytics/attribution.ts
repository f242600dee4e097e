import "server-only";

import {
  ATTRIBUTION_FIELDS,
  ATTRIBUTION_MAX_LENGTH,
  SOURCE_PAGE_FIELD,
  type Attribution,
  type AttributionField,
} from "./attribution-keys";

/**
 * The visit's context as a lead form posted it (./attribution-keys.ts), judged field by field.
 * Everything here is whatever the browser sent, so nothing is trusted and nothing is refused: a
 * value that is not what its field holds is dropped (stored as null), the lead itself is stored
 * as usual. No value can reach a 500, a mail header or the CSV as a formula-looking path.
 */
type LeadAttribution = Attribution & { [SOURCE_PAGE_FIELD]?: string };

// C0 and C1 controls, DEL, and the invisible format characters that reorder or hide text
// (bidi overrides, zero-width ones, BOM): none belongs in a path, a host or a campaign name.
const UNPRINTABLE = /[\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/;

/**
 * A path of this site: one leading slash, not two ("//host" is another site), no backslash
 * (browsers read "/\host" as "//host"), no whitespace. The query and fragment are cut off:
 * they can hold a search someone typed or a token from a mail link, and the page is what counts.
 */
function sitePath(value: string): string | undefined {
  const path = value.split(/[?#]/, 1)[0]!;
  if (!/^\/(?![/\\])[^\s\\]*$/.test(path)) return undefined;
  return path;
}

/** A DNS host name as a referrer gives it (lower case, no port, no user, no path). */
function hostName(value: string): string | undefined {
  const host = value.toLowerCase();
  if (host.length > 253) return undefined;
  const label = "[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?";
  return new RegExp(`^${label}(?:\\.${label})*$`).test(host) ? host : undefined;
}

/** A UTM value or ref: any printable text, without the characters above. */
const text = (value: string) => value;

const rules: Record<
  AttributionField | typeof SOURCE_PAGE_FIELD,
  (v: string) => string | undefined
> = {
  [SOURCE_PAGE_FIELD]: sitePath,
  landingPage: sitePath,
  referrerHost: hostName,
  utmSource: text,
  utmMedium: text,
  utmCampaign: text,
  utmTerm: text,
  utmContent: text,
  refParam: text,
};

/**
 * One field: a string, trimmed, cut to ATTRIBUTION_MAX_LENGTH characters as the beacon cuts it
 * (by code point: FormData's values hold no lone surrogate, and cutting makes none), printable,
 * and in its rule's shape.
 */
function judge(name: keyof typeof rules, raw: FormDataEntryValue | null): string | undefined {
  if (typeof raw !== "string") return undefined; // absent, or a file where text belongs
  const trimmed = raw.trim();
  if (UNPRINTABLE.test(trimmed)) return undefined;
  const value = Array.from(trimmed).slice(0, ATTRIBUTION_MAX_LENGTH).join("").trim();
  return value === "" ? undefined : rules[name](value);
}

/** The attribution fields of a submitted lead form; absent or bad ones are left out. */
export function parseAttribution(formData: FormData): LeadAttribution {
  const parsed: LeadAttribution = {};
  for (const name of [SOURCE_PAGE_FIELD, ...ATTRIBUTION_FIELDS] as const) {
    const value = judge(name, formData.get(name));
    if (value !== undefined) parsed[name] = value;
  }
  return parsed;
}

/**
 * The attribution without any value that quotes the person (their name or address): what a goal
 * event of the visit statistics may carry, since those rows are never erased per person.
 */
export function impersonal(attribution: LeadAttribution, person: string[]): LeadAttribution {
  const needles = person.map((p) => p.trim().toLowerCase()).filter((p) => p.length >= 3);
  const named = (value: string) => needles.some((n) => value.toLowerCase().includes(n));
  return Object.fromEntries(
    Object.entries(attribution).filter(([, value]) => typeof value === "string" && !named(value)),
  ) as LeadAttribution;
}
