/**
 * The visit's context a lead form carries (issue: lead attribution without a stored identifier).
 * The beacon (public/…) keeps the landing page's context in sessionStorage under
 * ATTRIBUTION_STORAGE_KEY — a JSON object with these fields, written once per tab on the first
 * page, replaced only by a later landing that has UTM parameters — and the lead forms post each
 * field as a hidden input of the same name, plus SOURCE_PAGE_FIELD (the page the form is on).
 * Dependency-free: the browser code and the server both read it.
 */
export const ATTRIBUTION_STORAGE_KEY = "attribution";

export const ATTRIBUTION_FIELDS = [
  "landingPage",
  "referrerHost",
  "utmSource",
  "utmMedium",
  "utmCampaign",
  "utmTerm",
  "utmContent",
  "refParam",
] as const;

export type AttributionField = (typeof ATTRIBUTION_FIELDS)[number];
export type Attribution = Partial<Record<AttributionField, string>>;

export const SOURCE_PAGE_FIELD = "sourcePage";

/** Each value is cut to this length on both sides (a URL path or a campaign name, not an essay). */
export const ATTRIBUTION_MAX_LENGTH = 200;
