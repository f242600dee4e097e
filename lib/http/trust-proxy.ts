import { inNetworks, normalizeAddress, parseNetworks } from "./networks";

/**
 * Which forwarding hops to believe, as Express's and Fastify's `trust proxy` setting reads it:
 * none (the socket's peer is the client), every hop, the first `hops` hops counted from this
 * server, or every hop whose address is in one of the listed networks.
 */
export type TrustProxy =
  | { kind: "none" }
  | { kind: "all" }
  | { kind: "hops"; hops: number }
  | { kind: "networks"; networks: string[] };

/**
 * Parses TRUST_PROXY: unset, "" or "false" → none; "true" → all; a whole number → that many
 * proxies; otherwise a comma-separated list of addresses or CIDR networks. Returns an error
 * message for anything else, so a typo refuses to start instead of trusting the wrong hop.
 */
export function parseTrustProxy(raw: string | undefined): TrustProxy | string {
  const value = (raw ?? "").trim().toLowerCase();
  if (value === "" || value === "false" || value === "0") return { kind: "none" };
  if (value === "true") return { kind: "all" };
  if (/^\d+$/.test(value)) {
    const hops = Number(value);
    return hops <= 32 ? { kind: "hops", hops } : "TRUST_PROXY: at most 32 proxies";
  }
  const networks = parseNetworks(value, "TRUST_PROXY");
  return typeof networks === "string" ? networks : { kind: "networks", networks };
}

/** The trust rule as a predicate over (address, distance from this server). */
export function trustPredicate(trust: TrustProxy): (address: string, index: number) => boolean {
  switch (trust.kind) {
    case "none":
      return () => false;
    case "all":
      return () => true;
    case "hops":
      return (_address, index) => index < trust.hops;
    case "networks":
      return inNetworks(trust.networks);
  }
}

/**
 * The client among the socket's peer and the X-Forwarded-For hops (left to right, as received):
 * walking from this server outwards, the first address not trusted to forward is the client; if
 * all are trusted, the farthest one. The same walk as Express's proxy-addr.
 */
export function resolveClient(
  peer: string,
  forwardedFor: readonly string[],
  trusted: (address: string, index: number) => boolean,
): string {
  const chain = [peer, ...[...forwardedFor].reverse()].map(normalizeAddress);
  for (let i = 0; i < chain.length - 1; i++) {
    if (!trusted(chain[i]!, i)) return chain[i]!;
  }
  return chain.at(-1)!;
}

/** The hops of an X-Forwarded-For header value (repeated headers arrive joined with commas). */
export const forwardedHops = (header: string | null | undefined): string[] =>
  (header ?? "")
    .split(",")
    .map((h) => h.trim())
    .filter(Boolean);

/**
 * The protocol the client used: the socket's own (`own`), unless the socket's peer is a trusted
 * proxy, whose X-Forwarded-Proto then says it (its first value, as Express reads it). A client
 * that is not a trusted proxy cannot make a plain-HTTP request pass for HTTPS.
 */
export function resolveProtocol(
  peer: string | undefined,
  own: "http" | "https",
  forwardedProto: string | null | undefined,
  trusted: (address: string, index: number) => boolean,
): "http" | "https" {
  if (!peer || !trusted(normalizeAddress(peer), 0)) return own;
  const first = (forwardedProto ?? "").split(",")[0]!.trim().toLowerCase();
  return first === "https" || first === "http" ? first : own;
}
