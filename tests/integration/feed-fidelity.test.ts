// Importer fidelity (issue 13, held-out feeds): what a run stores and reports for mislabelled,
// double-encoded, cut-off, YouTube and tracker-laden feeds. Fixtures: tests/fixtures/feeds, served
// on loopback; no shared corpus needed.
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { doubleEncode, encodeAs, fixture, fixturesDir } from "../helpers/feed-fixtures";
import { startFeedServer, type FeedServer, type Route } from "../helpers/loopback-feed-server";
import { exec, query } from "../helpers/sql";

import { runImport } from "@/lib/blog/import/run-import";
import { getDb } from "@/lib/db/client";
import type { Db } from "@/lib/db/types";

type Row = { title: string; slug: string; summary: string; content: string; tags: string[] };

const russian = fixture("cyrillic.rss");
const world = fixture("world.rss");
/** The Russian feed under its own host, so each variant's posts are new. */
const russianAt = (host: string) => russian.replaceAll("novosti.example", host);

const routes: Record<string, Route> = {
  "/cp1251": {
    body: encodeAs(russianAt("cp1251.example"), "windows-1251"), // declares utf-8
    contentType: "application/rss+xml; charset=utf-8",
  },
  "/double": {
    body: doubleEncode(russianAt("double.example")),
    contentType: "application/rss+xml; charset=utf-8",
  },
  "/world": { body: world },
  "/world-cut": { body: world.replaceAll("world.example", "cut.example").split("Le festival")[0]! },
  "/world-cut-early": { body: world.split("Η ομάδα")[0]! },
  "/youtube": { file: "youtube-channel.xml" },
};

let db: Db;
let server: FeedServer;
const settings = { trigger: "manual" as const, timeoutMs: 10_000, maxBytes: 1_000_000 };
const run = (...paths: string[]) =>
  runImport(db, { ...settings, feeds: paths.map((p) => ({ url: server.url(p) })) });
const stored = (host: string) =>
  query<Row>(db, "select * from blogs where source_url like $1 order by created_at desc", [
    `https://${host}/%`,
  ]);

beforeAll(async () => {
  db = await getDb();
  server = await startFeedServer(routes, fixturesDir);
});
afterAll(() => server?.close());

describe("a Russian feed labelled UTF-8", () => {
  it.each([
    ["in windows-1251", "/cp1251", "cp1251.example"],
    ["in double-encoded UTF-8", "/double", "double.example"],
  ])("%s is stored in Cyrillic, with readable slugs", async (_case, path, host) => {
    const result = await run(path);
    expect(result.results).toMatchObject([{ imported: 3 }]);
    expect(result.results[0]!.error).toBeUndefined();
    const rows = await stored(host);
    expect(rows.map((r) => r.title)).toEqual([
      "Минувшая неделя: в Москве прошёл сильный дождь",
      "Строительство Ледового дворца завершится осенью",
      "Школьники заняли первое место на олимпиаде по физике",
    ]);
    expect(rows[0]!.summary).toBe("Синоптики сообщают, что в выходные погода будет солнечной.");
    expect(rows[0]!.tags).toEqual(["Погода"]);
    expect(rows.map((r) => r.slug)).toEqual([
      expect.stringMatching(/^minuvshaya-nedelya-v-moskve-proshyol-silnyy-dozhd(-\d+)?$/),
      expect.stringMatching(/^stroitelstvo-ledovogo-dvorca-zavershitsya-osenyu(-\d+)?$/),
      expect.stringMatching(/^shkolniki-zanyali-pervoe-mesto-na-olimpiade-po-fizike(-\d+)?$/),
    ]);
  });
});

describe("a feed cut off mid-document", () => {
  it("fails with the reason in plain words, keeping the complete items before the cut", async () => {
    const result = await run("/world-cut", "/world-cut-early");
    expect(result.failedFeeds).toBe(2);
    expect(result.results.map((r) => [r.error, r.imported])).toEqual([
      [
        expect.stringMatching(
          /^Feed is cut off: the document ends at line \d+ inside <description>; kept what came before it: 2 items, 2 new$/,
        ),
        2,
      ],
      [
        expect.stringMatching(
          /^Feed is cut off: the document ends at line \d+ inside <description>, before any complete item$/,
        ),
        0,
      ],
    ]);
    expect((await stored("cut.example")).map((r) => r.title)).toEqual([
      "Ελληνικά νέα από την Αθήνα",
      "Ünïcode-Größe: Straße & Übermut",
    ]);
  });
});

describe("stored posts", () => {
  beforeAll(async () => {
    await exec(db, "delete from blogs"); // the cut-off feed stored two of these titles
    await run("/world", "/youtube");
  });

  it("of a YouTube feed show the video's description, its link made safe", async () => {
    const [video] = await query<Row>(db, "select * from blogs where source_url like $1", [
      "https://www.youtube.com/%",
    ]);
    expect(video!.content).toBe(
      '<p>Check Out Weathered on PBS Terra <a href="https://www.youtube.com/watch?v=znSN7ZFIaOg&amp;ab_channel=PBSTerra" rel="noopener nofollow" target="_blank">https://www.youtube.com/watch?v=znSN7ZFIaOg&amp;ab_channel=PBSTerra</a></p>',
    );
  });

  it("carry no tracking pixels, and titles in any script get Latin slugs", async () => {
    const rows = await stored("world.example");
    const body = rows.map((r) => r.content).join("\n");
    expect(body).not.toMatch(/feedburner|pixel\.wp\.com|t\.gif|spacer\.gif/);
    expect(body.match(/<img [^>]*>/g)).toHaveLength(4); // athens, zeichen, hanoi, hanoi-wide
    expect(rows.map((r) => r.slug)).toEqual([
      "ellinika-nea-apo-tin-athina",
      "unicode-grosse-strasse-ubermut",
      "ca-a-ete-tres-reussi-a-levidence",
      "tieng-viet-co-dau-duong-pho-ha-noi",
      "zhong-wen-biao-ti-ce-shi",
      "ri-ben-yu-notaitoru",
    ]);
  });
});
