import "server-only";

import { purgePaths } from "@/lib/cache/purge";
import { refreshRedirects } from "./snapshot";

/**
 * After a committed redirect write: this instance's copy is reloaded at once (others see the
 * version bump within a second or two), and the cache in front forgets the addresses that now
 * redirect or stopped redirecting, so it does not keep serving their old answer.
 */
export async function afterRedirectWrite(paths: readonly string[]): Promise<void> {
  await refreshRedirects();
  await purgePaths(paths.map((p) => encodeURI(p)));
}
