import { readCapped } from "@/lib/http/read-capped";
import { decodeFeedBytes } from "./decode-feed";

export { decodeFeedBytes };

export type FetchFeedOptions = {
  /** Whole download, headers and body together. */
  timeoutMs: number;
  /** Largest body accepted, counted after decompression (a small gzip can inflate enormously). */
  maxBytes: number;
  fetchImpl?: typeof fetch;
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

const megabytes = (bytes: number) => `${Number((bytes / 1024 / 1024).toFixed(2))} MB`;
const tooLarge = (maxBytes: number) => new Error(`Feed is larger than ${megabytes(maxBytes)}`);

/**
 * Downloads a feed and decodes it. Throws an Error whose message is fit for the run's report:
 * "HTTP 404", "Timed out after 10000 ms", "Feed is larger than 5 MB", "Not a feed (image/png)".
 */
export async function fetchFeed(url: string, options: FetchFeedOptions): Promise<FetchedFeed> {
  const { timeoutMs, maxBytes, fetchImpl = fetch } = options;
  if (!/^https?:\/\//i.test(url)) throw new Error("Feed URL must be http(s)");
  // One signal for the whole exchange: it also aborts a body that trickles in forever.
  const signal = AbortSignal.timeout(timeoutMs);
  try {
    const response = await fetchImpl(url, {
      signal,
      redirect: "follow",
      headers: {
        accept: ACCEPT,
        // fetch (undici) inflates gzip bodies itself; saying so keeps large feeds small on the wire.
        "accept-encoding": "gzip, deflate",
        "user-agent": "Mozilla/5.0 (compatible; BlogFeedImporter/1.0)",
      },
    });
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
    return { text: decodeFeedBytes(bytes, contentType), url: response.url || url, contentType };
  } catch (error) {
    // The abort surfaces as a DOMException ("TimeoutError"), sometimes wrapped in a TypeError.
    if (signal.aborted) throw new Error(`Timed out after ${timeoutMs} ms`);
    if (error instanceof TypeError && error.cause instanceof Error) {
      throw new Error(`Fetch failed: ${error.cause.message}`);
    }
    throw error;
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
