import "server-only";

import { env, siteUrl } from "@/lib/env";
import { normaliseHost } from "./target";

/** The site's own origin: an absolute target on it is stored as its path (paths.ts). */
export const redirectSiteOrigin = () => new URL(siteUrl).origin;

/** Hosts an absolute redirect target may name: REDIRECT_ALLOWED_HOSTS and the site's own. */
export function allowedRedirectHosts(): string[] {
  const own = new URL(siteUrl).host;
  const listed = env.REDIRECT_ALLOWED_HOSTS.map(normaliseHost).filter((h) => h !== null);
  return [...new Set([own, ...listed])];
}
