// The feed importer against the real-world corpus (tests/fixtures/corpus/feeds, vendored), served over loopback
// HTTP (tests/helpers/feed-server.ts says which files are gzipped or get a charset header).
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { exec, query } from "../helpers/sql";

import { fetchFeed } from "@/lib/blog/import/fetch-feed";
import { latestImportRun, recentImportRuns, runImport } from "@/lib/blog/import/run-import";
import type { ImportRun } from "@/lib/blog/import/types";
import { getDb } from "@/lib/db/client";
import type { Db } from "@/lib/db/types";
import * as corpus from "../helpers/feed-server";

const list = (s: string) => s.trim().split(/\s+/);
const table = (s: string) =>
  s
    .trim()
    .split("\n")
    .map((line) => line.split(" | "));
// INDEX files the importer must reject: not RSS or Atom (a lone Atom entry, Atom without its
// namespace, plain XML, an HTML page) …
const NOT_A_FEED = list(`feed-rs/atom_entry_1.xml feed-rs/atom_example_1.xml feed-rs/xml_iso8859.xml
  feed-rs/xml_sample_1.xml feed-rs/xml_sample_2.xml rss-parser/unrecognized.rss`);
// … or feeds whose items all lack a title (RSS 0.9x) or an http(s) link (tag:, urn:, none).
const NO_USABLE_ITEM = list(`FeedReader/Rss092FullSample.xml feed-rs/atom_example_7.xml
  feed-rs/atom_pub_spec_1.xml feed-rs/rss_0.91_missing_id.xml feed-rs/rss_0.92_spec_1.xml
  feed-rs/rss_2.0_ghost_1.xml feed-rs/rss_2.0_spec_1.xml node-feedparser/atom-with-tag-uri-links.xml
  node-feedparser/relative-channel-image-url.xml rss-parser/incomplete-fields.atom
  rss-parser/missing-fields.atom`);
// INDEX counts `<item`: illegally-nested.xml has an empty <item/> inside each of its 10 items, and
// the prefixed entries of the other two (<p0:entry>, <a:entry>) went uncounted.
const ITEMS: Record<string, number> = {
  "node-feedparser/illegally-nested.xml": 10,
  "node-feedparser/complexNamespaceFeed.xml": 1,
  "node-feedparser/nondefaultnamespace.atom": 1,
};
// What the case shows | link | title | date: read from the files (UTC; "-": the item has none).
const SPOT = table(`
compressed.xml: windows-1251 in the prolog only, gzip | http://www.oren.ru/news/2743422/ | В Бузулуке главные стройплощадки – детсад и Ледовый дворец | 2014-01-22T14:31:31Z
encoding.rss: ISO-8859-1 | http://feeds.jn.pt/~r/JN-ULTIMAS/~3/UBnb8Ra3Q1U/sonia-laig-e-a-nova-presidente-da-rarissimas-9021600.html | Mãe de utente é a nova presidente da Raríssimas | 2018-01-03T13:47:00Z
uolNoticias.rss: undeclared Latin-1, "Seg, 24 Set 2018 19:42:40 -0300" | https://noticias.uol.com.br/politica/eleicoes/2018/noticias/2018/09/24/ibope-bolsonaro-perde-de-haddad-ciro-e-alckmin-em-simulacoes-de-2-turno.htm | Ibope: Bolsonaro perde de Haddad, Ciro e Alckmin em simulações de 2º turno | 2018-09-24T22:42:40Z
rss_0.91_encoding_2.xml: RSS 0.91, ISO-8859-1, &amp; in the link | http://www.tjrs.jus.br/site_php/noticias/mostranoticia.php?assunto=1&categoria=1&item=506095 | 13/08/2020 21:27 - Comitê completa 150 dias de atuação na prevenção contra o novo Coronavírus | -
heise.atom: Atom, published | http://www.heise.de/developer/meldung/Scrum-Day-2016-Bewerbungen-fuer-Vortraege-und-Workshops-3088627.html?wt_mc=rss.developer.beitrag.atom | Scrum Day 2016: Bewerbungen für Vorträge und Workshops | 2016-02-01T13:29:00Z
AtomBattleNet.xml: UTF-8 BOM | http://us.battle.net///en/blog/22771167 | StarCraft II 4.7.1 Patch Notes | 2018-11-20T18:30:00Z
Rss20LeFigaro.xml: mojibake in the source | http://www.lefigaro.fr/livres/2017/01/07/03005-20170107ARTFIG00006-en-ecrivant-j-ai-eu-le-sentiment-de-reprendre-possession-de-la-vie-de-mon-pere-bernard-maris.php | «En écrivant j'ai eu le sentiment de reprendre possession de la vie de mon père, Bernard Maris» | 2017-01-07T07:00:45Z
rdf-standard.xml: RSS 1.0, dc:date | https://tech.slashdot.org/story/23/08/23/2238246/spacex-working-with-cloudflare-to-speed-up-starlink-service?utm_source=rss1.0mainlinkanon&utm_medium=feed | SpaceX Working With Cloudflare To Speed Up Starlink Service | 2023-08-24T07:00:00Z
rss-with-relative-urls-with-absolute-xmlurl.xml: node-feedparser's expected link | http://www.arcgames.com/en/games/neverwinter/news/detail/10743874-neverwinter-%26-jingle-jam-humble-bundle%21 | Neverwinter & Jingle Jam Humble Bundle! | 2017-12-07T18:00:29Z
rss-feed-miss-base-url.xml: relative guid, no base but the feed's URL | /blog/intro-graphml | Introduction to Graph Machine Learning | 2023-01-03T00:00:00Z
guardian.rss: pubDate and dc:date | https://www.theguardian.com/lifeandstyle/2018/jan/31/as-a-1990s-teenager-the-world-gave-us-girl-power-and-pornification | The 1990s: ‘It was a decade in which women could offer reason: people still talk about the Scully effect’ | 2018-01-31T06:00:19Z`);

const routes = { ...corpus.realWorldRoutes(), ...corpus.badRoutes(), ...corpus.encodingRoutes() };
const text = corpus.corpusText(corpus.realWorldIndex);
let db: Db;
let server: corpus.FeedServer;
let first: ImportRun;
// The whole run's deadline (50 s by default) is import-run-bounds.pooler.test.ts's subject; here a
// run over the whole corpus on PGlite, on a busy 2-core machine, took longer and cut feeds short.
const settings = {
  trigger: "manual" as const,
  timeoutMs: 10_000,
  runTimeoutMs: 110_000,
  maxBytes: 2_000_000,
};
const feeds = (paths: string[]) =>
  paths.map((p) => ({ url: p.startsWith("/") ? server.url(p) : p }));
const allFeeds = () => feeds(corpus.realWorldIndex.map((f) => `/rw/${f.file}`));
const fileOf = (url: string) => new URL(url).pathname.replace(/^\/rw\//, "");
/** A stored post as the table holds it. */
type Row = {
  title: string;
  summary: string;
  content: string;
  image_url: string | null;
  category: string | null;
  tags: string[] | null;
  is_auto_generated: boolean;
  source_url: string | null;
  created_at: string;
};
const posts = () => query<Row>(db, "select * from blogs order by source_url");
const post = async (url: string) =>
  (await query<Row>(db, "select * from blogs where source_url = $1", [url]))[0];

beforeAll(async () => {
  db = await getDb();
  server = await corpus.startFeedServer(routes);
  first = await runImport(db, { ...settings, feeds: allFeeds() });
}, 120_000);
afterAll(() => server?.close());

describe("a run over every real-world corpus file", () => {
  it("is recorded with one result per feed, in order", async () => {
    const failedFeeds = NOT_A_FEED.length + NO_USABLE_ITEM.length;
    expect(first).toMatchObject({ trigger: "manual", failedFeeds, finishedAt: expect.any(Date) });
    expect(first.results.map((r) => fileOf(r.url))).toEqual(
      corpus.realWorldIndex.map((f) => f.file),
    );
    expect(await latestImportRun(db)).toEqual(first);
    expect(first.imported).toBe((await posts()).length);
    expect(first.imported).toBeGreaterThan(2000);
  });

  it("imports each file's items or reports the file as failed with a clear reason", () => {
    for (const result of first.results) {
      const file = fileOf(result.url);
      const items = ITEMS[file] ?? corpus.realWorldIndex.find((f) => f.file === file)!.items;
      const error = NOT_A_FEED.includes(file)
        ? "Not an RSS or Atom feed"
        : NO_USABLE_ITEM.includes(file)
          ? `No usable items: none of ${items} has a title and an http(s) link`
          : undefined;
      expect(result.error, file).toBe(error);
      expect(result.fetched, file).toBe(NOT_A_FEED.includes(file) ? 0 : items);
      expect(result.imported + result.skipped, file).toBe(result.fetched);
    }
  });

  it("stores decoded titles found in the source, absolute links, sane dates, plain summaries", async () => {
    const problems: string[] = [];
    const check = (ok: boolean, what: string, p: Row) =>
      ok || problems.push(`${what}: ${p.title} <${p.source_url}>`);
    const undecoded =
      /[\0-\x1f\x7f-\x9f\ufffd]|\s\s|Ã[\x80-\xbf]|â€|&(amp|lt|gt|quot|#\d+);|<!\[CDATA/;
    const all = await posts();
    for (const p of all) {
      const url = p.source_url!;
      check(/^\S(.*\S)?$/.test(p.title) && !undecoded.test(p.title), "title not decoded", p);
      const title = corpus.readerForm(p.title).replace(/…$/, ""); // clipped at 300 characters
      check(text.reader.includes(title), "title not in source", p);
      const { pathname, search } = new URL(url);
      const tail = pathname.slice(pathname.lastIndexOf("/") + 1) + search; // of a relative link
      const forms = [url, decodeURI(url), pathname + search, decodeURI(pathname + search)];
      if (tail.length > 3) forms.push(decodeURI(tail));
      const inSource = url.startsWith(server.url("/")) || forms.some((u) => text.raw.includes(u));
      check(url === new URL(url).href && inSource, "link not in source", p);
      const created = new Date(p.created_at).getTime();
      check(created > Date.UTC(1999, 0) && created <= first.finishedAt!.getTime(), "bad date", p);
      const plain = p.summary === p.summary.trim() && !/<\/?[a-z!][^>]*>|\s\s/i.test(p.summary);
      check(plain, "summary not plain", p);
      check(!/<script|\son\w+=|javascript:/i.test(p.content ?? ""), "content not sanitized", p);
      check(!p.image_url || /^https?:\/\/[^/]/.test(p.image_url), "image not absolute", p);
      check(p.is_auto_generated, "not marked imported", p);
    }
    expect(problems).toEqual([]);
    expect(new Set(all.map((p) => p.source_url)).size).toBe(all.length);
  });

  it.each(SPOT)("%s", async (_case, link, title, date) => {
    const stored = await post(link!.startsWith("/") ? server.url(link!) : link!);
    expect(stored?.title).toBe(title);
    if (date !== "-") expect(new Date(stored!.created_at)).toEqual(new Date(date!));
  });

  it("maps images, categories, summaries and content", async () => {
    expect(await post(SPOT[0]![1]!)).toMatchObject({
      image_url: "http://www.oren.ru/upload/iblock/be8/stroitelstvo_krany.jpg", // enclosure
      tags: ["Раздел Новости/"],
    });
    expect((await post("https://www.youtube.com/watch?v=0A1ouV7iD8o"))?.image_url).toBe(
      "https://i1.ytimg.com/vi/0A1ouV7iD8o/hqdefault.jpg", // media:thumbnail
    );
    expect((await post(SPOT[2]![1]!))?.image_url).toBe(
      "https://conteudo.imguol.com.br/c/noticias/5f/2018/09/17/presidenciaveis-1537211917356_142x100.jpg",
    ); // the description's first <img>
    const onlyShareButtons = [
      SPOT[7]![1]!,
      "http://feeds.washingtonpost.com/click.phdo?i=2f874f0b0fd978fc92511a191f7a4644",
    ];
    for (const link of onlyShareButtons)
      expect(await post(link), link).toMatchObject({ image_url: null });
    const guardian = await post(
      "https://www.theguardian.com/us-news/2018/jan/31/donald-trump-state-of-the-union-address-unity-discord",
    );
    expect(guardian?.tags).toEqual(
      list(`Donald_Trump State_of_the_Union_address US_news
      US_politics Democrats Republicans US_Congress`).map((t) => t.replace(/_/g, " ")),
    );
    expect(guardian?.summary).toMatch(
      /^The president’s ‘new American moment’ speech .* contempt Donald Trump has promised/,
    );
    const relative = await post("https://example.com/feed/posts/post-1"); // base: channel link
    expect(relative?.content).toContain('<a href="https://example.com/feed/post-1"');
    expect(relative?.content).toContain('<img src="https://example.com/images/post-1.png"');
  });
});

describe("a second run over the same feeds", () => {
  it("imports nothing new and is the latest of the recent runs", async () => {
    const before = (await posts()).length;
    const second = await runImport(db, { ...settings, feeds: allFeeds() });
    expect(second).toMatchObject({ imported: 0, failedFeeds: first.failedFeeds });
    for (const [i, r] of second.results.entries()) {
      expect(r, r.url).toEqual({ ...first.results[i], imported: 0, skipped: r.fetched });
    }
    expect((await posts()).length).toBe(before);
    expect((await recentImportRuns(db, 5)).map((r) => r.id)).toEqual([second.id, first.id]);
    expect(await latestImportRun(db)).toEqual(second);
  }, 120_000);
});

describe("bad feeds", () => {
  it("fail alone, each with its reason, while the good ones in the same run import", async () => {
    await exec(db, "delete from blogs");
    const refused = await corpus.refusedUrl("/refused.xml");
    // Feed (path on the loopback server, or URL) | what its result says: imported count or error.
    const expected: unknown[][] = table(`
/rw/rss-parser/heise.atom | 15
/bad/500 | HTTP 500
/bad/slow | Timed out after 2000 ms
/bad/big | Feed is larger than 0.5 MB
/bad/bomb | Feed is larger than 0.5 MB
/bad/png | Not a feed (image/png)
/bad/text | Not an RSS or Atom feed
/bad/html | Not an RSS or Atom feed
/bad/cdata | Feed is cut off: the document ends at line 13 inside <title>, before any complete item
/bad/illformed | Feed is cut off: the document ends at line 6 inside <rss>, before any complete item
/bad/empty | Not an RSS or Atom feed
/bad/404 | HTTP 404
/rw/node-feedparser/compressed.xml | 10
ftp://example.com/feed.xml | Feed URL must be http(s)`);
    expected.push([refused, expect.stringMatching(/^Fetch failed: .*ECONNREFUSED/)]);
    const run = await runImport(db, {
      trigger: "manual",
      feeds: feeds(expected.map(([p]) => p as string)),
      timeoutMs: 2000,
      maxBytes: 512 * 1024,
    });
    const outcome = (r: ImportRun["results"][number]) => [
      r.url.replace(server.url(""), ""),
      r.error ?? String(r.imported),
    ];
    expect(run.results.map(outcome)).toEqual(expected);
    expect(run).toMatchObject({ imported: 25, failedFeeds: expected.length - 2 });
    expect((await posts()).length).toBe(25);
    expect(await latestImportRun(db)).toEqual(run);
  }, 60_000);
});

describe("encodings", () => {
  it("decodes feedparser's encoding cases: BOMs, UTF-16/32 with or without, header or prolog", async () => {
    const names = Object.keys(routes).filter((p) => p.startsWith("/enc/"));
    const fetched = await Promise.all(
      names.map((p) => fetchFeed(server.url(p), { timeoutMs: 5000, maxBytes: 65_536 })),
    );
    const texts = Object.fromEntries(names.map((p, i) => [p.slice(5), fetched[i]!.text]));
    expect(Object.keys(texts)).toHaveLength(37);
    for (const [name, decoded] of Object.entries(texts)) {
      expect(decoded, name).toMatch(/^(<\?xml |<!--)[^]*Expect:/); // no BOM, no NUL: decoded
      if (!name.startsWith("bozo")) expect(decoded, name).not.toMatch(/[\0\ufffd]/);
    }
    expect(texts["euc-kr.xml"]).toContain("<title>\ub144</title>");
    expect(texts["euc-kr-item.xml"]).toContain("<description>\ub144</description>");
    expect(texts["bozo_http_i18n.xml"]).toContain("Iñtërnâtiônàlizætiøn"); // text/xml, no charset
  });

  it("imports feeds whose charset only the header, a BOM or zero bytes tell", async () => {
    await exec(db, "delete from blogs");
    Object.assign(routes, corpus.reencodedRoutes());
    const names = list("cp1251 utf16le utf16be demoronize-1 demoronize-2");
    const run = await runImport(db, { ...settings, feeds: feeds(names.map((n) => `/enc2/${n}`)) });
    expect(run.results.map((r) => r.error ?? r.imported)).toEqual([10, 15, 55, 1, 1]);
    const titles = async (links: string[]) =>
      Promise.all(links.map(async (l) => (await post(l))?.title));
    const spot = [SPOT[0]!, SPOT[4]!, SPOT[10]!];
    expect(await titles(spot.map((s) => s[1]!))).toEqual(spot.map((s) => s[2]));
    expect(await titles(["https://demo.example/1", "https://demo.example/2"])).toEqual([
      "don’t",
      "don’t",
    ]);
  });
});
