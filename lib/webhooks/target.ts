import "server-only";

import { lookup as dnsLookup } from "node:dns/promises";
import type { LookupAddress } from "node:dns";
import { isIP } from "node:net";

import { env } from "@/lib/env";
import { embedsIPv4, inNetworks, isPublicAddress } from "@/lib/http/networks";

/**
 * Where a webhook may go. `allowPrivate`: non-public networks the operator opened (test servers
 * only, WEBHOOK_ALLOW_PRIVATE); `httpsOnly`: production refuses plain http:// except to those.
 */
export type TargetPolicy = { allowPrivate: "any" | readonly string[]; httpsOnly: boolean };

export const defaultPolicy = (): TargetPolicy => ({
  allowPrivate: env.WEBHOOK_ALLOW_PRIVATE,
  httpsOnly: env.NODE_ENV === "production",
});

/** A target the guard refuses: permanent, its message fit for staff (the form, the delivery log). */
export class TargetRefused extends Error {}

/** Every address a name resolves to; replaceable in tests (a name that rebinds between calls). */
export type Resolver = (host: string) => Promise<string[]>;
export const systemResolver: Resolver = async (host) =>
  (await dnsLookup(host, { all: true, verbatim: true })).map((a: LookupAddress) => a.address);

function allowedBy(policy: TargetPolicy) {
  const allow = policy.allowPrivate;
  return allow === "any" ? () => true : inNetworks(allow);
}

/**
 * Throws TargetRefused unless every address may be reached: public unicast only (no loopback,
 * private, CGNAT, link-local and metadata, unique-local v6, v4-mapped or -compatible v6), or one
 * the policy opened. Every address is checked: a connection may use any of them.
 */
export function checkAddresses(host: string, addresses: readonly string[], policy: TargetPolicy) {
  const allowed = allowedBy(policy);
  const blocked = addresses.find((a) => (!isPublicAddress(a) || embedsIPv4(a)) && !allowed(a));
  if (blocked !== undefined) {
    const resolved = blocked === host ? "" : ` (${blocked})`;
    throw new TargetRefused(`Refused: ${host} is not a public address${resolved}`);
  }
  if (!addresses.length) throw new TargetRefused(`Refused: ${host} has no address`);
}

/** The URL parsed, or TargetRefused for one that is not an absolute http(s) URL without credentials. */
export function parseTarget(url: string): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new TargetRefused("Enter a full URL, e.g. https://hooks.slack.com/services/…");
  }
  if (parsed.protocol !== "https:" && parsed.protocol !== "http:") {
    throw new TargetRefused("The URL must start with https://");
  }
  if (parsed.username || parsed.password) {
    throw new TargetRefused("Put no user name or password in the URL");
  }
  return parsed;
}

/** The host as sockets take it: IPv6 without brackets. */
export const hostOf = (url: URL) => url.hostname.replace(/^\[|\]$/g, "");

/**
 * The save-time check (the send repeats it on the address it connects to, lib/webhooks/send.ts):
 * the URL's form, then every address its host resolves to now. A name that does not resolve yet
 * is refused too: staff see the typo now rather than as failed deliveries later.
 */
export async function checkTarget(
  url: string,
  policy: TargetPolicy = defaultPolicy(),
  resolve: Resolver = systemResolver,
): Promise<void> {
  const parsed = parseTarget(url);
  const host = hostOf(parsed);
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      addresses = await resolve(host);
    } catch {
      throw new TargetRefused(`Refused: ${host} does not resolve`);
    }
  }
  checkAddresses(host, addresses, policy);
  checkScheme(parsed, addresses, policy);
}

/** Plain http:// in production only to addresses the operator opened (test receivers on loopback). */
export function checkScheme(url: URL, addresses: readonly string[], policy: TargetPolicy) {
  if (url.protocol === "https:" || !policy.httpsOnly) return;
  const allowed = allowedBy(policy);
  if (!addresses.every((a) => allowed(a))) {
    throw new TargetRefused(
      "The URL must start with https:// (plain http is refused in production)",
    );
  }
}
