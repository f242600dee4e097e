import "server-only";

/**
 * The start time a lead form sends when no script runs (components/leads/bot-fields.tsx): when the
 * server rendered its page. /contact and /book-service are pre-rendered whole at build and never
 * revalidated (their CSP is the build's hashes, scripts/csp-manifest.mjs), so there it is the
 * build's time; the page the server renders after a plain POST gets that render's time. Read
 * through `performance`, not `Date.now()`: Cache Components refuses the clock in a prerender
 * unless it is a "use cache" result, and a cached one would give the page a revalidation time.
 */
export function pageRenderedAt(): number {
  return Math.round(performance.timeOrigin + performance.now());
}
