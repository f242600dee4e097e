import type { FeedResult } from "./types";

/**
 * A feed's error as staff read it. The run records the raw text (Node's and the fetcher's:
 * "Fetch failed: getaddrinfo ENOTFOUND example.org", "HTTP 404"), which stays in the database and
 * the server log for whoever debugs; pages show this sentence instead.
 */
export function plainFeedError(raw: string): string {
  const rules: [RegExp, string | ((m: RegExpExecArray) => string)][] = [
    [/ENOTFOUND|EAI_AGAIN|getaddrinfo/i, "could not reach the site: its address was not found"],
    [/ECONNREFUSED/i, "could not reach the site: it refused the connection"],
    [/ECONNRESET|EPIPE|socket hang up|other side closed/i, "the site closed the connection"],
    [/EHOSTUNREACH|ENETUNREACH/i, "could not reach the site: no route to it"],
    [/CERT|SSL|TLS|self[- ]signed/i, "the site's secure connection could not be verified"],
    [/^Timed out/i, "the site took too long to answer (timed out)"],
    [/^HTTP (\d{3})/, (m) => `the site answered ${m[1]}${httpMeaning(Number(m[1]))}`],
    [/redirects/i, "the site redirected too many times"],
    [/larger than ([\d.]+ MB)/i, (m) => `the feed is too large (over ${m[1]})`],
    [/^Refused: /, "refused: the address is not on the public internet"],
    [/must be http|not a valid URL/i, "the feed address is not a valid web address"],
    [/^Not a feed|^Not an RSS|^Malformed XML/i, "not a valid feed"],
    [/cut off/i, "the feed was cut off before its end"],
    [/^No usable items/i, "the feed has no usable posts (none with a title and a link)"],
    [/^Could not store/i, "the posts could not be saved"],
    [/^Interrupted/i, "the run was interrupted before it finished; the next run imports the rest"],
    [/^Stopped: the run reached its time limit/i, "not finished: the run reached its time limit"],
    [/^Fetch failed/i, "could not reach the site"],
  ];
  for (const [pattern, words] of rules) {
    const match = pattern.exec(raw);
    if (match) return typeof words === "string" ? words : words(match);
  }
  return "the feed could not be imported";
}

function httpMeaning(status: number): string {
  if (status === 404 || status === 410) return " (no feed at that address)";
  if (status === 401 || status === 403) return " (access denied)";
  if (status === 429) return " (too many requests; try later)";
  if (status >= 500) return " (a problem on the site's side)";
  return "";
}

/** One feed's outcome in a sentence: its counts, or what went wrong. */
export function feedOutcome(feed: FeedResult): string {
  if (feed.error) return plainFeedError(feed.error);
  const emptied = feed.emptied
    ? ` (${feed.emptied} with nothing left once unsafe HTML was removed)`
    : "";
  return `${feed.fetched} items, ${feed.imported} new, ${feed.skipped} skipped${emptied}`;
}
