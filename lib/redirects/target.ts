/**
 * A redirect's target, checked the same in the browser and on the server (rules: paths.ts). Pure:
 * the allowed hosts and the site's origin are given by the caller.
 */
import {
  CONTROL_OR_SPACE,
  decodedForms,
  DOT_SEGMENT,
  fail,
  leavesSite,
  type Checked,
} from "./paths";

const MAX_LENGTH = 2000;

/** Lower-case, IDNA-encoded host[:port] as the URL parser makes it; null when not a host. */
export function normaliseHost(host: string): string | null {
  const trimmed = host.trim();
  if (!trimmed || /[/\\@?#\s]/.test(trimmed)) return null;
  try {
    return new URL(`https://${trimmed}`).host;
  } catch {
    return null;
  }
}

/**
 * A redirect's target → its stored form: a same-site path (query kept, trailing slashes dropped)
 * or an absolute URL whose host is in `allowedHosts` (normalised by normaliseHost). An absolute
 * URL on the site's own host (`siteOrigin`, either scheme) is stored as its path: the loop checks
 * and chain flattening compare paths, and would otherwise miss `/a → https://site/a`.
 */
export function checkTarget(
  input: string,
  allowedHosts: readonly string[],
  siteOrigin?: string,
): Checked {
  const raw = input.trim();
  if (!raw) return fail("Enter the new address");
  if (raw.length > MAX_LENGTH)
    return fail(`The new address must be at most ${MAX_LENGTH} characters`);
  const forms = decodedForms(raw);
  if (!forms) return fail("The new address has a malformed %-escape");
  if (forms.some((f) => CONTROL_OR_SPACE.test(f) || f.includes("\\"))) {
    return fail("The new address cannot contain spaces, backslashes or control characters");
  }
  if (/^https?:\/\//i.test(raw)) return checkAbsolute(raw, allowedHosts, siteOrigin);
  if (forms.some(leavesSite)) {
    return fail("The new address must be a path starting with a single / or an https:// address");
  }
  if (forms.some((f) => DOT_SEGMENT.test(f.replace(/[?#].*$/s, "")))) {
    return fail("The new address cannot contain . or .. segments");
  }
  // Belt and braces: what a browser resolves it to is this site, at the path given.
  const base = "https://site.invalid";
  const resolved = new URL(raw, base);
  if (resolved.origin !== base || resolved.pathname.startsWith("//")) {
    return fail("The new address must stay on this site");
  }
  return { ok: true, value: withoutTrailingSlash(raw) };
}

/** "/a/?x" → "/a?x": the same page (the site answers "/a/" with a redirect to "/a"). */
function withoutTrailingSlash(path: string): string {
  const [, pathname = path, rest = ""] = /^([^?#]*)(.*)$/s.exec(path) ?? [];
  const trimmed = pathname.replace(/\/+$/, "");
  return `${trimmed || "/"}${rest}`;
}

/** The host[:port] of an http(s) URL (lower case, default port dropped), or null. */
function hostOf(url: string | undefined): string | null {
  if (!url || !/^https?:\/\//i.test(url.trim())) return null;
  try {
    return new URL(url.trim()).host;
  } catch {
    return null;
  }
}

/**
 * The path (with query and fragment) of an absolute http(s) URL on the site's own host, whatever
 * its case, scheme or default port; null for any other address.
 */
export function ownSitePath(to: string, siteOrigin: string | undefined): string | null {
  const own = hostOf(siteOrigin);
  if (own === null || hostOf(to) !== own) return null;
  const url = new URL(to.trim());
  return `${url.pathname}${url.search}${url.hash}`;
}

function checkAbsolute(raw: string, allowedHosts: readonly string[], siteOrigin?: string): Checked {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return fail("The new address is not a valid URL");
  }
  if (url.username || url.password) {
    return fail("The new address cannot contain a user name or password (user@host)");
  }
  // The site itself: its path, checked as if typed (a "//x" path would leave the site).
  const own = ownSitePath(raw, siteOrigin);
  if (own !== null) return checkTarget(own, allowedHosts);
  const allowed = new Set(allowedHosts.map(normaliseHost).filter((h) => h !== null));
  if (!allowed.has(url.host)) {
    return fail(
      allowed.size
        ? `Off-site addresses must be on an allowed host (${[...allowed].join(", ")})`
        : "Off-site addresses are not allowed: enter a path on this site, starting with /",
    );
  }
  return { ok: true, value: url.href };
}
