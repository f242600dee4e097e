import "server-only";

import { env } from "@/lib/env";

/**
 * The client's address for rate limits. Next's server fills X-Forwarded-For with the socket
 * address only when the request carries none (base-server's `??=`), so without a trusted proxy in
 * front a client can choose this value: limits keyed on it are one layer, never the only one
 * (sign-in is also limited per e-mail and overall). Behind a proxy that overwrites the header
 * (TRUST_PROXY), its first hop is the client.
 */
export function clientIp(headers: Headers): string {
  const hops = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((h) => h.trim())
    .filter(Boolean);
  const ip = env.TRUST_PROXY ? hops[0] : hops.at(-1);
  return (ip ?? headers.get("x-real-ip") ?? "unknown").slice(0, 64);
}
