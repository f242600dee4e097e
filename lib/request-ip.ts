import "server-only";

import { randomBytes } from "node:crypto";
import { subscribe } from "node:diagnostics_channel";
import type { IncomingMessage } from "node:http";
import type { Socket } from "node:net";
import type { TLSSocket } from "node:tls";

import { env } from "@/lib/env";
import { isPublicAddress } from "@/lib/http/networks";
import {
  forwardedHops,
  resolveClient,
  resolveProtocol,
  trustPredicate,
} from "@/lib/http/trust-proxy";
import { logEvent } from "@/lib/log/logger";

/*
 * Next does not tell the app who is on the other end of the socket (there is no `request.ip` on
 * Node), and the one trace it leaves is unreliable: its server sets X-Forwarded-For to the
 * socket's address only when the request has none (`??=` in base-server), so a client that
 * sends its own header replaces the address altogether. So the server's own request hook
 * (installed by instrumentation.ts) appends the socket's peer to X-Forwarded-For, as a proxy
 * would, before Next reads anything; the last hop is then always the peer, and TRUST_PROXY
 * decides how many hops before it to believe.
 *
 * A request accepted in the moment between the server listening and the hook being installed
 * carries the client's header untouched. The hook marks every request it saw with a per-process
 * secret, so such a request is recognised and all of them share one "unverified" address.
 * The hook also records the socket's own protocol (overwriting any header of that name a client
 * sent), which TRUST_PROXY decides whether X-Forwarded-Proto may override.
 */
const MARK_HEADER = "x-client-address-hook";
const PROTOCOL_HEADER = "x-client-socket-protocol";
const slot = Symbol.for("agency-site.client-address-hook");
type HookState = { mark: string };
const state = () => (globalThis as { [slot]?: HookState })[slot];

/** Installs the request hook once per process (Node's http server diagnostics channel). */
export function installClientAddressHook(): void {
  if (state()) return;
  const mark = randomBytes(18).toString("base64url");
  (globalThis as { [slot]?: HookState })[slot] = { mark };
  subscribe("http.server.request.start", (message) => {
    const { request, socket } = message as { request: IncomingMessage; socket: Socket };
    const peer = socket.remoteAddress ?? "unknown";
    const sent = request.headers["x-forwarded-for"];
    const hops = Array.isArray(sent) ? sent.join(", ") : sent;
    request.headers["x-forwarded-for"] = hops ? `${hops}, ${peer}` : peer;
    request.headers[MARK_HEADER] = mark;
    request.headers[PROTOCOL_HEADER] = (socket as TLSSocket).encrypted ? "https" : "http";
    if (hops) warnIfProxyUntrusted(peer);
  });
}

let proxyWarned = false;
/**
 * A forwarded request from a private or loopback peer is almost surely a proxy in front (nginx,
 * a load balancer). With TRUST_PROXY unset every visitor then counts as that proxy's address:
 * one shared rate limit for all of them. Said once per process, on the first such request.
 */
function warnIfProxyUntrusted(peer: string) {
  if (proxyWarned || env.TRUST_PROXY.kind !== "none" || env.NODE_ENV !== "production") return;
  if (isPublicAddress(peer)) return;
  proxyWarned = true;
  logEvent(
    "warn",
    "requests arrive through a proxy but TRUST_PROXY is unset: every visitor counts as the proxy's address (one shared rate limit); set TRUST_PROXY=1 for one proxy in front (docs/deploy.md)",
    { peer },
  );
}

const trusted = trustPredicate(env.TRUST_PROXY);

let warned = false;
/** A server that did not load instrumentation.ts (a custom one): say so once, loudly. */
function warnOnce() {
  if (warned) return;
  warned = true;
  logEvent("error", "client address hook not installed: X-Forwarded-For is not verified");
}

/**
 * The client's address, for rate limits and logs: the socket's peer unless TRUST_PROXY says
 * which proxies in front may name the client (lib/http/trust-proxy.ts). Outside the Next server
 * (unit tests), where no hook runs, the last X-Forwarded-For hop stands in for the peer, as Next
 * itself fills the header when a client sends none.
 */
export function clientIp(headers: Pick<Headers, "get">): string {
  const hook = state();
  if (hook && headers.get(MARK_HEADER) !== hook.mark) return "unverified";
  if (!hook && env.NODE_ENV === "production") warnOnce();
  const hops = forwardedHops(headers.get("x-forwarded-for"));
  const peer = hops.pop() ?? "unknown";
  return resolveClient(peer, hops, trusted).slice(0, 64);
}

/**
 * The protocol the client used ("https" decides the session cookie's Secure flag and name): the
 * socket's, unless a proxy TRUST_PROXY trusts is the socket's peer and says otherwise in
 * X-Forwarded-Proto. A request the hook did not see counts as plain HTTP.
 */
export function requestProtocol(headers: Headers): "http" | "https" {
  const hook = state();
  if (hook && headers.get(MARK_HEADER) !== hook.mark) return "http";
  const own = hook && headers.get(PROTOCOL_HEADER) === "https" ? "https" : "http";
  const peer = forwardedHops(headers.get("x-forwarded-for")).at(-1);
  return resolveProtocol(peer, own, headers.get("x-forwarded-proto"), trusted);
}
