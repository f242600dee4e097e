import "server-only";

import { siteUrl } from "@/lib/env";

/** Absolute URL on the configured site origin; `path` must start with "/". */
export function absoluteUrl(path: string): string {
  return path === "/" ? `${siteUrl}/` : `${siteUrl}${path}`;
}
