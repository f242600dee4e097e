// Feed errors in plain words for staff (issue 17): raw Node/HTTP text stays in the log only.
import { describe, expect, it } from "vitest";

import { feedOutcome, plainFeedError } from "@/lib/blog/import/feed-outcome";

describe("plainFeedError", () => {
  it.each([
    [
      "Fetch failed: getaddrinfo ENOTFOUND feeds.example.org",
      "could not reach the site: its address was not found",
    ],
    [
      "Fetch failed: connect ECONNREFUSED 203.0.113.9:443",
      "could not reach the site: it refused the connection",
    ],
    ["Fetch failed: read ECONNRESET", "the site closed the connection"],
    [
      "Fetch failed: unable to verify the first certificate",
      "the site's secure connection could not be verified",
    ],
    ["Timed out after 10000 ms", "the site took too long to answer (timed out)"],
    ["HTTP 404", "the site answered 404 (no feed at that address)"],
    ["HTTP 503", "the site answered 503 (a problem on the site's side)"],
    ["More than 5 redirects", "the site redirected too many times"],
    ["Feed is larger than 5 MB", "the feed is too large (over 5 MB)"],
    [
      "Refused: 127.0.0.1 is not a public address",
      "refused: the address is not on the public internet",
    ],
    ["Not a feed (image/png)", "not a valid feed"],
    ["Not an RSS or Atom feed", "not a valid feed"],
    ["Malformed XML (unexpected close tag, line: 3)", "not a valid feed"],
    [
      "Feed is cut off: the document ends at line 9 inside <item>",
      "the feed was cut off before its end",
    ],
    [
      "No usable items: none of 3 has a title and an http(s) link",
      "the feed has no usable posts (none with a title and a link)",
    ],
    ["something nobody foresaw", "the feed could not be imported"],
  ])("%s → %s", (raw, words) => {
    expect(plainFeedError(raw)).toBe(words);
  });

  it("never passes Node's error codes or addresses through", () => {
    const raw = "Fetch failed: getaddrinfo ENOTFOUND internal.example 10.0.0.5";
    expect(plainFeedError(raw)).not.toMatch(/ENOTFOUND|getaddrinfo|10\.0\.0\.5/);
  });
});

describe("feedOutcome", () => {
  it("gives a feed that worked its counts", () => {
    expect(
      feedOutcome({ url: "https://a.example/feed", fetched: 5, imported: 2, skipped: 3 }),
    ).toBe("5 items, 2 new, 3 skipped");
  });
});
