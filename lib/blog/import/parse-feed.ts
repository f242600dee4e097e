import type { EventEmitter } from "node:events";
import { setImmediate as yieldToEventLoop } from "node:timers/promises";

import FeedParser from "feedparser";

import { httpUrl, itemToPost, type ImportedPost } from "./item-to-post";
import { repairMojibake } from "./repair-mojibake";
import type { FeedSource } from "./types";

export type ParsedFeed = {
  /** Items the feed contained, usable or not. */
  fetched: number;
  /** Items with a title and an http(s) link, mapped to posts (content is sanitized on insert). */
  posts: ImportedPost[];
  /** Set when the document ends before its root element closes (a cut-off download or file). */
  cutOff?: string;
};

type Read = { meta: FeedParser.Meta; items: FeedParser.Item[]; cutOff?: string };

/** "<channel>", "<entry>": the element open where a cut-off document ends. */
const innermost = (open: string[]) => (open.length ? `<${open[open.length - 1]}>` : "the root");

/**
 * Runs feedparser (RSS 0.9x/1.0/2.0, Atom 0.3/1.0) over decoded text. Like feed readers it is
 * lenient: XML errors are collected and parsing resumes, so a feed with a stray "&" still
 * imports. Only text that is no feed at all, or broken before any item, is rejected.
 *
 * A document that ends with elements still open was cut off; sax does not always say so (not
 * when the cut falls in text), so the open elements are counted from its own events. Items
 * feedparser emitted before the cut are complete (it emits an item at its closing tag), so they
 * are kept; the caller reports the feed as failed all the same.
 */
function readFeed(xml: string): Promise<Read> {
  return new Promise((resolve, reject) => {
    const parser = new FeedParser({ addmeta: false, resume_saxerror: false });
    const items: FeedParser.Item[] = [];
    const xmlErrors: string[] = [];
    const open: string[] = [];
    // feedparser's sax stream (an untyped property): sax closes mismatched tags itself and emits
    // each close, so this stack follows sax's own.
    const sax = (parser as unknown as { stream: EventEmitter }).stream;
    sax.on("opentag", (node: { name: string }) => open.push(node.name));
    sax.on("closetag", () => open.pop());
    parser.on("error", (error: Error) => {
      if (error.message === "Not a feed") return reject(new Error("Not an RSS or Atom feed"));
      xmlErrors.push(error.message.split("\n").slice(0, 2).join(", ").toLowerCase());
      parser.resumeSaxError();
    });
    parser.on("readable", () => {
      for (let item = parser.read(); item; item = parser.read()) items.push(item);
    });
    parser.on("end", () => {
      // The stream can end before feedparser's own "Not a feed" check has run.
      if (!parser.meta?.["#type"]) return reject(new Error("Not an RSS or Atom feed"));
      const lines = xml.trimEnd().split("\n").length;
      const cutOff = open.length
        ? `Feed is cut off: the document ends at line ${lines} inside ${innermost(open)}`
        : undefined;
      if (cutOff && !items.length) return reject(new Error(`${cutOff}, before any complete item`));
      if (xmlErrors.length && !items.length)
        return reject(new Error(`Malformed XML (${xmlErrors[0]})`));
      resolve({ meta: parser.meta, items, cutOff });
    });
    // The text is decoded already, so the declaration's encoding="…" no longer describes it.
    writeInSlices(parser, xml.replace(/^\ufeff?\s*<\?xml\s[^>]*>/, "")).catch(reject);
  });
}

const SLICE = 64 * 1024;

/**
 * Parsing a large feed is seconds of blocking work. Fed in slices with a turn of the event loop
 * between them, it leaves room for the other feeds' downloads (whose timeouts keep running) and
 * for every other request the server is answering.
 */
async function writeInSlices(parser: FeedParser, text: string) {
  for (let start = 0; start < text.length;) {
    let end = Math.min(start + SLICE, text.length);
    if (/[\ud800-\udbff]/.test(text[end - 1] ?? "")) end--; // never split a surrogate pair
    parser.write(text.slice(start, end));
    start = end;
    await yieldToEventLoop();
  }
  parser.end();
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
  // Repaired before parsing too, not only field by field: feedparser trims text, and the
  // no-break space of "Â\u00a0" at the end of a title would go before "Â" could be repaired.
  const { meta, items, cutOff } = await readFeed(repairMojibake(text));
  const bases = [httpUrl(meta.link, feedUrl), feedUrl].filter((b): b is string => Boolean(b));
  const posts: ImportedPost[] = [];
  for (const item of items) {
    // One item's HTML clean-up can take milliseconds (a long body): a turn after each.
    const post = itemToPost(item, source, bases, now);
    if (post) posts.push(post);
    await yieldToEventLoop();
  }
  return { fetched: items.length, posts, cutOff };
}
