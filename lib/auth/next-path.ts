/**
 * Where to go after sign-in: only a path on this site. "//evil.example", "/\evil.example",
 * "https://…", "/.//evil.example" and anything with control characters fall back to the dashboard
 * (open redirects).
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
    const path = `${url.pathname}${url.search}${url.hash}`;
    // Dot segments collapse while parsing ("/.//evil.example" → "//evil.example"): check again
    // what comes out, which is what the login form carries and a browser would follow.
    return path.startsWith("//") ? fallback : path;
  } catch {
    return fallback;
  }
}
