/**
 * What a redirect may say, checked the same in the browser (the staff form) and on the server (the
 * domain module, before every write). Pure: no database, no environment. Its address here, its
 * target in target.ts.
 *
 * Open-redirect rules (docs/security.md, "Redirects"): a target is either a same-site path (one
 * leading "/", then no "/" or "\"; no control characters or whitespace, raw or percent-encoded;
 * no dot segments) or an absolute http(s) URL without user info whose host is on the allow-list.
 */

export type Checked = { ok: true; value: string } | { ok: false; message: string };

// C0 controls, DEL, and every Unicode space: browsers drop tabs and newlines inside URLs, which
// would turn "/\t/evil.com" into "//evil.com".
export const CONTROL_OR_SPACE =
  /[\u0000-\u0020\u007f-\u00a0\u1680\u2000-\u200f\u2028-\u202f\u205f\u3000\ufeff]/u;
export const DOT_SEGMENT = /(^|\/)\.{1,2}(\/|$)/;

/** Paths the proxy never sees or must never give away: the staff area, route handlers, assets. */
const NOT_REDIRECTABLE = [
  /^\/admin(\/|$)/,
  /^\/api(\/|$)/,
  /^\/_next(\/|$)/,
  /^\/media(\/|$)/,
  /^\/blog\//,
  /^\/sitemaps\//,
  /^\/(rss\.xml|sitemap\.xml|robots\.txt|favicon\.ico|icon\.svg)$/,
  /^\/opengraph-image/,
];

export const fail = (message: string): Checked => ({ ok: false, message });

/** Percent-decodes until stable (a few rounds): null when a round is malformed. */
export function decodedForms(value: string): string[] | null {
  const forms = [value];
  let current = value;
  for (let round = 0; round < 3 && current.includes("%"); round++) {
    try {
      current = decodeURIComponent(current);
    } catch {
      return null;
    }
    forms.push(current);
  }
  return forms;
}

/** A path that would leave the site once a browser (or a relative Location) reads it. */
export const leavesSite = (form: string) =>
  !form.startsWith("/") || form.startsWith("//") || form.startsWith("/\\");

/** The key a request path is looked up by: decoded, without a trailing slash; null if malformed. */
export function pathKey(pathname: string): string | null {
  let path: string;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  return path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;
}

/** A redirect's source, as staff typed it → its stored form ("/blogs/café", no trailing slash). */
export function checkFromPath(input: string): Checked {
  const raw = input.trim();
  if (!raw) return fail("Enter the old address, a path starting with /");
  if (raw.length > 500) return fail("The old address must be at most 500 characters");
  if (!raw.startsWith("/") || raw.startsWith("//") || raw.includes("\\")) {
    return fail("The old address must be a path on this site, starting with a single /");
  }
  if (/[?#]/.test(raw)) return fail("The old address is a path only, without ? or #");
  const forms = decodedForms(raw);
  if (!forms) return fail("The old address has a malformed %-escape");
  if (forms.some((f) => CONTROL_OR_SPACE.test(f) || leavesSite(f) || f.includes("\\"))) {
    return fail("The old address cannot contain spaces, control characters or //");
  }
  const key = pathKey(raw);
  if (key === null) return fail("The old address has a malformed %-escape");
  if (DOT_SEGMENT.test(key)) return fail("The old address cannot contain . or .. segments");
  if (key === "/") return fail("The home page cannot be redirected");
  if (NOT_REDIRECTABLE.some((r) => r.test(key))) {
    return fail("Addresses under /admin, /api, /_next, /media and the feeds cannot be redirected");
  }
  return { ok: true, value: key };
}
