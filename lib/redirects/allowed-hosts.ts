import "server-only";

import { env, siteUrl } from "@/lib/env";
import { normaliseHost } from "./paths";

/** Hosts an absolute redirect target may name: REDIRECT_ALLOWED_HOSTS and the site's own. */
export function allowedRedirectHosts(): string[] {
  const own = new URL(siteUrl).host;
  const listed = env.REDIRECT_ALLOWED_HOSTS.map(normaliseHost).filter((h) => h !== null);
  return [...new Set([own, ...listed])];
}
