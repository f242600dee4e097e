import FeedParser from "feedparser";

import { httpUrl, itemToPost, type ImportedPost } from "./item-to-post";
import { repairMojibake } from "./repair-mojibake";
import type { FeedSource } from "./types";

export type ParsedFeed = {
  /** Items the feed contained, usable or not. */
  fetched: number;
  /** Items with a title and an http(s) link, mapped to posts (content is sanitized on insert). */
  posts: ImportedPost[];
};

/**
 * Runs feedparser (RSS 0.9x/1.0/2.0, Atom 0.3/1.0) over decoded text. Like feed readers it is
 * lenient: XML errors are collected and parsing resumes, so a feed with a stray "&" still
 * imports. Only text that is no feed at all, or broken before any item, is rejected.
 */
function readFeed(xml: string): Promise<{ meta: FeedParser.Meta; items: FeedParser.Item[] }> {
  return new Promise((resolve, reject) => {
    const parser = new FeedParser({ addmeta: false, resume_saxerror: false });
    const items: FeedParser.Item[] = [];
    const xmlErrors: string[] = [];
    parser.on("error", (error: Error) => {
      if (error.message === "Not a feed") return reject(new Error("Not an RSS or Atom feed"));
      xmlErrors.push(error.message.split("\n").slice(0, 2).join(", ").toLowerCase());
      parser.resumeSaxError();
    });
    parser.on("readable", () => {
      for (let item = parser.read(); item; item = parser.read()) items.push(item);
    });
    parser.on("end", () =>
      xmlErrors.length && !items.length
        ? reject(new Error(`Malformed XML (${xmlErrors[0]})`))
        : resolve({ meta: parser.meta, items }),
    );
    // The text is decoded already, so the declaration's encoding="…" no longer describes it.
    parser.end(xml.replace(/^\ufeff?\s*<\?xml\s[^>]*>/, ""));
  });
}

/**
 * Parses decoded feed text into posts. Rejects when the text is not a feed at all; XML errors
 * feedparser can recover from (real feeds have many) do not reject. `feedUrl` is where the feed
 * was fetched: the last resort base for relative links.
 */
export async function parseFeed(
  text: string,
  source: FeedSource,
  feedUrl: string,
  now = new Date(),
): Promise<ParsedFeed> {
  const { meta, items } = await readFeed(repairMojibake(text));
  const bases = [httpUrl(meta.link, feedUrl), feedUrl].filter((b): b is string => Boolean(b));
  const posts = items.flatMap((item) => itemToPost(item, source, bases, now) ?? []);
  return { fetched: items.length, posts };
}
