/**
 * The confirmation a plain form post (no JavaScript: no toast) carries to the staff list it is
 * redirected to, in the query: fixed words chosen by the list page, never text from the query, and
 * only on staff pages (a public page's cached HTML never depends on it).
 */
export type SavedNotice = { message: string; href?: string; linkText?: string };

export type RawSearchParams = Record<string, string | string[] | undefined>;

export const firstParam = (raw: RawSearchParams, name: string) => {
  const value = raw[name];
  return Array.isArray(value) ? value[0] : value;
};

/** A saved item's public address segment, when the query names a plausible one. */
export const slugParam = (raw: RawSearchParams, name: string) => {
  const slug = firstParam(raw, name);
  return slug && /^[a-z0-9][a-z0-9-]{0,199}$/.test(slug) ? slug : undefined;
};
