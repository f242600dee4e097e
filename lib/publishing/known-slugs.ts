/**
 * Slugs the proxy has seen published (lib/proxy/item-not-found.ts), so a post costs one indexed
 * lookup per process and minute rather than one per request. Kept on globalThis: the proxy and
 * the server actions that unpublish or delete a post are separate bundles in one process, and a
 * post sent back to draft must 404 again from its next request. Other instances, which this
 * process cannot tell, ask their database again within KNOWN_MS.
 */
const slot = globalThis as typeof globalThis & { __agencyKnownSlugs?: Map<string, number> };
const known = (slot.__agencyKnownSlugs ??= new Map<string, number>());
const MAX_KNOWN = 20_000;
const KNOWN_MS = 60_000;

export function isKnownSlug(slug: string): boolean {
  const until = known.get(slug);
  if (until === undefined) return false;
  if (until > performance.now()) return true;
  known.delete(slug);
  return false;
}

export function rememberSlug(slug: string) {
  if (known.size >= MAX_KNOWN) known.clear();
  known.set(slug, performance.now() + KNOWN_MS);
}

/** After any write to a post: its next request asks the database again. */
export function forgetSlug(slug: string) {
  known.delete(slug);
}

/** One map for every content type: a post's key is its slug, another type's `type:slug`. */
export const slugKey = (type: string, slug: string) => (type === "post" ? slug : `${type}:${slug}`);
