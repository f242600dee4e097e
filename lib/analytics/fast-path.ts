import "server-only";

import http, { type IncomingMessage, type ServerResponse } from "node:http";

import { env } from "@/lib/env";
import { logEvent } from "@/lib/log/logger";
import { nonPagePolicy, securityHeaders } from "@/lib/security/headers";
import { MAX_BEACON_BYTES } from "./beacon-schema";
import { answerBeacon, BEACON_HEADERS, BEACON_PATH } from "./beacon-endpoint";
import type { HeaderSource } from "./exclusions";

const slot = Symbol.for("agency-site.beacon-fast-path");
/**
 * What next.config.ts would have added (lib/security/headers.ts): every response carries the
 * security headers and a policy, this one too.
 */
const HEADERS = {
  ...Object.fromEntries(
    securityHeaders(env.NODE_ENV === "production").map((h) => [h.key.toLowerCase(), h.value]),
  ),
  "content-security-policy": nonPagePolicy,
  ...BEACON_HEADERS,
};
/** Past this a body is not even drained: the connection is closed. */
const MAX_DRAIN_BYTES = 64 * 1024;

/**
 * Answers `POST /api/visit` in the Node server itself, before Next sees the request
 * (instrumentation.ts installs it): a beacon is then a fraction of a millisecond of the event
 * loop instead of Next's whole routing pipeline, which cost as much as serving a page — a burst
 * of 1,000 beacons/s took /services from 550 to 137 req/s (docs/benchmarks.md, "Analytics").
 * Same answers as the route handler app/api/visit (which a server without this hook still
 * uses): both call answerBeacon. The client address hook (lib/request-ip.ts) has already run:
 * its diagnostics channel fires before the server emits "request".
 */
export function installBeaconFastPath(): void {
  const g = globalThis as { [slot]?: true };
  if (g[slot]) return;
  g[slot] = true;
  const emit = http.Server.prototype.emit;
  http.Server.prototype.emit = function (this: http.Server, event: string | symbol, ...args) {
    if (event === "request") {
      const [request, response] = args as [IncomingMessage, ServerResponse];
      if (request.method === "POST" && request.url === BEACON_PATH) {
        void answer(request, response);
        return true;
      }
    }
    return Reflect.apply(emit, this, [event, ...args]) as boolean;
  } as typeof emit;
}

async function answer(request: IncomingMessage, response: ServerResponse) {
  try {
    const body = await readBody(request);
    const { status, error } = await answerBeacon(body, headersOf(request));
    if (!error) return void response.writeHead(status, HEADERS).end();
    response
      .writeHead(status, { ...HEADERS, "content-type": "application/json" })
      .end(JSON.stringify({ error }));
  } catch (error) {
    logEvent("error", "analytics beacon failed", { error });
    if (!response.headersSent) response.writeHead(500, HEADERS).end();
  }
}

/**
 * Node's own (lower-cased) headers read as a Headers would be: building a Headers per beacon
 * cost ~25 µs, as much as the rest of the checks. Repeated headers join with ", " as Headers do.
 */
const headersOf = (request: IncomingMessage): HeaderSource => ({
  get(name: string) {
    const value = request.headers[name.toLowerCase()];
    return value === undefined ? null : Array.isArray(value) ? value.join(", ") : value;
  },
});

/** The body up to MAX_BEACON_BYTES; null past it (drained up to MAX_DRAIN_BYTES, then cut). */
function readBody(request: IncomingMessage): Promise<Uint8Array | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    request.on("data", (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_BEACON_BYTES) chunks.push(chunk);
      else if (size > MAX_DRAIN_BYTES) {
        resolve(null);
        request.destroy();
      }
    });
    request.on("end", () => resolve(size > MAX_BEACON_BYTES ? null : Buffer.concat(chunks)));
    request.on("error", reject);
  });
}
