import { lookup } from "node:dns/promises";
import { isIP } from "node:net";

import { env } from "@/lib/env";
import { inNetworks, isPublicAddress } from "@/lib/http/networks";
import { readCapped } from "@/lib/http/read-capped";
import { decodeFeedBytes } from "./decode-feed";

export type FetchFeedOptions = {
  /** Whole download, headers and body together, counted from this request's start. */
  timeoutMs: number;
  /** The run's own deadline: aborts this download too when it passes first. */
  signal?: AbortSignal;
  /** Largest body accepted, counted after decompression (a small gzip can inflate enormously). */
  maxBytes: number;
  fetchImpl?: typeof fetch;
  /** Non-public addresses that may still be fetched; default IMPORT_ALLOW_PRIVATE (none). */
  allowPrivate?: "any" | readonly string[];
};

export type FetchedFeed = {
  /** Decoded text (see decode-feed.ts for how the encoding is chosen). */
  text: string;
  /** Where the body came from after redirects: the base for relative links. */
  url: string;
  contentType: string | null;
};

const ACCEPT =
  "application/rss+xml, application/atom+xml, application/rdf+xml;q=0.9, application/xml;q=0.8, text/xml;q=0.8, */*;q=0.1";

const MAX_REDIRECTS = 5;

/** A feed the run's deadline cut short (or never started). */
export const RUN_TIME_LIMIT = "Stopped: the run reached its time limit before this feed finished";

const megabytes = (bytes: number) => `${Number((bytes / 1024 / 1024).toFixed(2))} MB`;
const tooLarge = (maxBytes: number) => new Error(`Feed is larger than ${megabytes(maxBytes)}`);

/**
 * Downloads a feed and decodes it. Throws an Error whose message is fit for the run's report:
 * "HTTP 404", "Timed out after 10000 ms", "Feed is larger than 5 MB", "Not a feed (image/png)",
 * "Refused: localhost is not a public address (127.0.0.1)".
 */
export async function fetchFeed(url: string, options: FetchFeedOptions): Promise<FetchedFeed> {
  const { timeoutMs, maxBytes, fetchImpl = fetch } = options;
  const allowed = allowedAddress(options.allowPrivate ?? env.IMPORT_ALLOW_PRIVATE);
  // One signal for the whole exchange: it also aborts a body that trickles in forever.
  const timeout = AbortSignal.timeout(timeoutMs);
  const signal = options.signal ? AbortSignal.any([timeout, options.signal]) : timeout;
  try {
    let current = url;
    let response: Response;
    // Redirects are followed by hand: each new address is checked before it is requested.
    for (let hop = 0; ; hop++) {
      await checkTarget(current, allowed, signal);
      response = await fetchImpl(current, {
        signal,
        redirect: "manual",
        headers: {
          accept: ACCEPT,
          // fetch (undici) inflates gzip bodies itself; saying so keeps large feeds small on the wire.
          "accept-encoding": "gzip, deflate",
          "user-agent": "Mozilla/5.0 (compatible; BlogFeedImporter/1.0)",
        },
      });
      const location = response.headers.get("location");
      if (response.status < 300 || response.status > 399 || !location) break;
      await response.body?.cancel().catch(() => undefined);
      if (hop >= MAX_REDIRECTS) throw new Error(`More than ${MAX_REDIRECTS} redirects`);
      current = new URL(location, current).href;
    }
    if (!response.ok) {
      await response.body?.cancel().catch(() => undefined);
      throw new Error(`HTTP ${response.status}`);
    }
    const contentType = response.headers.get("content-type");
    if (/^\s*(image|audio|video|font)\//i.test(contentType ?? "")) {
      await response.body?.cancel().catch(() => undefined);
      throw new Error(`Not a feed (${contentType})`);
    }
    const bytes = await readFeedBody(response, maxBytes);
    return { text: decodeFeedBytes(bytes, contentType), url: current, contentType };
  } catch (error) {
    // The abort surfaces as a DOMException ("TimeoutError"), sometimes wrapped in a TypeError.
    if (timeout.aborted) throw new Error(`Timed out after ${timeoutMs} ms`);
    if (signal.aborted) throw new Error(RUN_TIME_LIMIT);
    if (error instanceof TypeError && error.cause instanceof Error) {
      throw new Error(`Fetch failed: ${error.cause.message}`);
    }
    throw error;
  }
}

/** Every address `host` resolves to (all of them are checked: any one may be used). */
async function resolve(host: string, signal: AbortSignal): Promise<string[]> {
  const aborted = new Promise<never>((_, reject) =>
    signal.addEventListener("abort", () => reject(signal.reason), { once: true }),
  );
  try {
    const found = await Promise.race([lookup(host, { all: true, verbatim: true }), aborted]);
    return found.map((a) => a.address);
  } catch (error) {
    if (signal.aborted) throw error;
    throw new Error(`Fetch failed: ${(error as Error).message}`);
  }
}

const allowedAddress = (allow: "any" | readonly string[]) =>
  allow === "any" ? () => true : inNetworks(allow);

/**
 * Refuses a URL that is not http(s) or whose host is, or resolves to, an address that is not
 * public (this server, the private network, cloud metadata): a feed URL or a redirect must not
 * make the server fetch from its own side of the firewall.
 */
async function checkTarget(
  url: string,
  allowed: (address: string) => boolean,
  signal: AbortSignal,
): Promise<void> {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new Error("Feed URL is not a valid URL");
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") {
    throw new Error("Feed URL must be http(s)");
  }
  const host = parsed.hostname.replace(/^\[|\]$/g, "");
  const addresses = isIP(host) ? [host] : await resolve(host, signal);
  const blocked = addresses.find((a) => !isPublicAddress(a) && !allowed(a));
  if (blocked) {
    const resolved = blocked === host ? "" : ` (${blocked})`;
    throw new Error(`Refused: ${host} is not a public address${resolved}`);
  }
}

/** The body, refused as soon as it passes the cap (see readCapped). */
async function readFeedBody(response: Response, maxBytes: number): Promise<Uint8Array> {
  // A declared length is only a hint for an early exit (after inflating, the size differs).
  const declared = Number(response.headers.get("content-length"));
  const encoded = Boolean(response.headers.get("content-encoding"));
  if (!encoded && declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined);
    throw tooLarge(maxBytes);
  }
  const bytes = await readCapped(response.body, maxBytes);
  if (!bytes) throw tooLarge(maxBytes);
  return bytes;
}
