// The real-world corpus as routes of the loopback feed server (loopback-feed-server.ts), and the
// corpus read independently of the importer, to check what it stored.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { gunzipSync } from "node:zlib";

import { repairMojibake } from "@/lib/blog/import/repair-mojibake";
import { corpusDir } from "./corpus";
import {
  startFeedServer as startServer,
  type FeedServer,
  type Route,
} from "./loopback-feed-server";

export { refusedUrl, type FeedServer, type Route } from "./loopback-feed-server";

/** The loopback feed server with route files read from the vendored corpus's feeds/. */
export const startFeedServer = (routes: Record<string, Route>): Promise<FeedServer> =>
  startServer(routes, feedsDir);

const feedsDir = path.join(corpusDir, "feeds");

/** One entry of feeds/INDEX.real-world.json (fields the tests use). */
export type CorpusFeed = {
  file: string;
  format: string;
  declared_encoding: string | null;
  valid_utf8: boolean;
  gzip: boolean;
  items: number;
};

export const realWorldIndex: CorpusFeed[] = JSON.parse(
  readFileSync(path.join(feedsDir, "INDEX.real-world.json"), "utf8"),
);

const readCorpus = (file: string): Buffer => readFileSync(path.join(feedsDir, file));

const named: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
};
const unescape = (s: string) =>
  s.replace(/&(#x[\da-f]+|#\d+|amp|lt|gt|quot|apos|nbsp);/gi, (_, e: string) =>
    e[0] !== "#"
      ? named[e.toLowerCase()]!
      : String.fromCodePoint(e[1] === "x" ? parseInt(e.slice(2), 16) : parseInt(e.slice(1), 10)),
  );

/**
 * Text as a reader sees it, for "is this title really in the source?": CDATA markers dropped,
 * entities resolved (twice: escaped HTML), tags and all whitespace removed, mojibake repaired.
 */
export const readerForm = (s: string) =>
  repairMojibake(
    unescape(unescape(s.replace(/<!\[CDATA\[|\]\]>/g, ""))).replace(/<[^>]*>/g, ""),
  ).replace(/\s+/g, "");

/**
 * Every INDEX file decoded independently of the importer, by the index's own encoding facts,
 * and joined: `raw` (entities resolved once, for links) and `reader` (readerForm, for titles).
 */
export function corpusText(index: CorpusFeed[]): { raw: string; reader: string } {
  const texts = index.map(({ file, gzip, declared_encoding, valid_utf8 }) => {
    const bytes = gzip ? gunzipSync(readCorpus(file)) : readCorpus(file);
    if (declared_encoding?.toLowerCase() === "windows-1251")
      return new TextDecoder("windows-1251").decode(bytes);
    // The non-UTF-8 files are ISO-8859-1 (declared or not) with no byte in 0x80–0x9F.
    return valid_utf8 ? new TextDecoder().decode(bytes) : bytes.toString("latin1");
  });
  return { raw: texts.map(unescape).join("\n"), reader: texts.map(readerForm).join("\n") };
}

/**
 * Every INDEX file under /rw/<file>: every third gzipped on the fly (compressed.xml is gzip on
 * disk), every other one with a declared charset also given it in Content-Type.
 */
export function realWorldRoutes(): Record<string, Route> {
  const routes: Record<string, Route> = {};
  realWorldIndex.forEach(({ file, declared_encoding: charset }, i) => {
    const type = file.endsWith(".atom") ? "application/atom+xml" : "application/rss+xml";
    const contentType = charset && i % 2 === 0 ? `${type}; charset=${charset}` : type;
    routes[`/rw/${file}`] = { file, contentType, gzip: i % 3 === 1 };
  });
  return routes;
}

/** Feeds that must fail, each its own way (run with maxBytes 512 KiB and a short timeout). */
export function badRoutes(): Record<string, Route> {
  const item = (i: number) =>
    `<item><title>Item ${i}</title><link>https://big.example/${i}</link><description>${"x".repeat(900)}</description></item>`;
  const items = Array.from({ length: 1200 }, (_, i) => item(i)).join("");
  const big = `<rss version="2.0"><channel><title>Big</title>${items}</channel></rss>`; // ~1.2 MB
  return {
    "/bad/500": { status: 500, body: "Internal Server Error", contentType: "text/plain" },
    "/bad/slow": { file: "rss-parser/heise.atom", hang: true },
    "/bad/big": { body: big }, // refused by its Content-Length
    "/bad/bomb": { body: big, gzip: true }, // ~40 KB on the wire: refused while inflating
    "/bad/png": { body: Buffer.from("89504e470d0a1a0a", "hex"), contentType: "image/png" },
    "/bad/text": { body: "Just some text, not XML at all.", contentType: "text/plain" },
    "/bad/html": { file: "../seo-html/lighthouse/simple-page.html", contentType: "text/html" },
    "/bad/cdata": { file: "feedparser-illformed/rss_incomplete_cdata.xml" },
    "/bad/illformed": { file: "feedparser-illformed/aaa_illformed.xml" },
    "/bad/empty": { file: "feedparser-illformed/rss_empty_document.xml" },
  };
}

/** feedparser's encoding cases under /enc/<name>, served as each file's "Header:" line says. */
export function encodingRoutes(): Record<string, Route> {
  const routes: Record<string, Route> = {};
  const names = readdirSync(path.join(feedsDir, "feedparser-encoding"));
  for (const name of names.filter((n) => n.endsWith(".xml"))) {
    const file = `feedparser-encoding/${name}`;
    const head = readCorpus(file).toString("latin1").replace(/\0/g, ""); // UTF-16/32 too
    const contentType = /Header:\s*Content-type:\s*(.+)/i.exec(head)?.[1]?.trim();
    routes[`/enc/${name}`] = { file, contentType: contentType ?? "application/xml" };
  }
  return routes;
}

/**
 * Real-world feeds re-encoded so that only one thing tells the charset: compressed.xml as
 * windows-1251 with the declaration removed (the header), heise.atom as UTF-16LE with a BOM
 * (gzipped, no charset), guardian.rss as UTF-16BE without one (zero bytes); and feedparser's
 * demoronize cases ("don\x92t", "don&#146;t") with their description made a title and a link.
 */
export function reencodedRoutes(): Record<string, Route> {
  const cp1251 = gunzipSync(readCorpus("node-feedparser/compressed.xml")).toString("latin1");
  const heise = readCorpus("rss-parser/heise.atom").toString();
  const guardian = readCorpus("rss-parser/guardian.rss").toString().replace("utf-8", "utf-16");
  const demoronize = (n: number) => {
    const xml = readCorpus(`feedparser-encoding/demoronize-${n}.xml`).toString("latin1");
    const link = `<link>https://demo.example/${n}</link>`;
    return Buffer.from(
      xml.replace(/<description>(.*)<\/description>/, `<title>$1</title>${link}`),
      "latin1",
    );
  };
  return {
    "/enc2/cp1251": {
      body: Buffer.from(cp1251.replace(' encoding="windows-1251"', ""), "latin1"),
      contentType: "application/rss+xml; charset=windows-1251",
    },
    "/enc2/utf16le": {
      body: Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(heise, "utf16le")]),
      gzip: true,
    },
    "/enc2/utf16be": { body: Buffer.from(guardian, "utf16le").swap16(), contentType: "text/xml" },
    "/enc2/demoronize-1": { body: demoronize(1) },
    "/enc2/demoronize-2": { body: demoronize(2) },
  };
}
