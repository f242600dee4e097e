/**
 * Where to go after sign-in: only a path on this site. "//evil.example", "/\evil.example",
 * "https://…" and anything with control characters fall back to the dashboard (open redirects).
 */
export function safeNextPath(raw: unknown, fallback = "/admin"): string {
  if (typeof raw !== "string" || raw.length > 2000) return fallback;
  if (!raw.startsWith("/") || raw.startsWith("//") || /[\\\u0000-\u001f\u007f]/.test(raw)) {
    return fallback;
  }
  const base = "http://same.invalid";
  try {
    const url = new URL(raw, base);
    if (url.origin !== base) return fallback;
    if (url.pathname === "/admin/login") return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
