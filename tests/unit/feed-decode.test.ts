// Feed bytes → text when labels lie (issue 13, importer fidelity): the charset found from the
// bytes, and double-encoded UTF-8 repaired in any script.
import { describe, expect, it } from "vitest";

import { doubleEncode, encodeAs, fixture } from "../helpers/feed-fixtures";

import { decodeFeedBytes } from "@/lib/blog/import/decode-feed";
import { parseFeed } from "@/lib/blog/import/parse-feed";
import { repairMojibake } from "@/lib/blog/import/repair-mojibake";

const russian = fixture("cyrillic.rss"); // declares encoding="utf-8"
const titles = async (text: string) =>
  (
    await parseFeed(text, { url: "https://novosti.example/rss" }, "https://novosti.example/rss")
  ).posts.map((p) => p.title);
const expectedTitles = [
  "Минувшая неделя: в Москве прошёл сильный дождь",
  "Строительство Ледового дворца завершится осенью",
  "Школьники заняли первое место на олимпиаде по физике",
];

describe("a legacy-charset feed labelled UTF-8 is decoded by what its bytes are", () => {
  const cp1251 = encodeAs(russian, "windows-1251");

  it.each([
    ["the XML declaration says utf-8", null],
    ["the HTTP header says utf-8 as well", "application/rss+xml; charset=utf-8"],
    ["the header says utf-8 and the declaration windows-1251", "text/xml; charset=UTF-8"],
  ])("windows-1251: %s", async (_case, contentType) => {
    const bytes = contentType?.includes("UTF-8")
      ? encodeAs(russian.replace('encoding="utf-8"', 'encoding="windows-1251"'), "windows-1251")
      : cp1251;
    const text = decodeFeedBytes(bytes, contentType);
    expect(text).not.toMatch(/[\ufffd\u0080-\u009f]|Ð/);
    expect(await titles(text)).toEqual(expectedTitles);
  });

  it("KOI8-R with no label, and Western windows-1252 labelled utf-8", () => {
    const koi8 = russian.replace("№", "N"); // KOI8-R has no №
    expect(decodeFeedBytes(encodeAs(koi8, "koi8-r"), null)).toBe(koi8);
    const western =
      '<?xml version="1.0" encoding="utf-8"?><rss version="2.0"><channel><item><title>Größe — “café” à Zürich, São Paulo</title></item></channel></rss>';
    expect(decodeFeedBytes(encodeAs(western, "windows-1252"), "text/xml; charset=utf-8")).toBe(
      western,
    );
  });

  it("UTF-8 bytes under a legacy label are UTF-8; a BOM still decides", () => {
    const bytes = Buffer.from(russian, "utf8");
    expect(decodeFeedBytes(bytes, "text/xml; charset=iso-8859-1")).toBe(russian);
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(russian, "utf16le")]);
    expect(decodeFeedBytes(utf16, "text/xml; charset=utf-8")).toBe(russian);
  });
});

describe("double-encoded UTF-8 is repaired in every script", () => {
  it.each([
    ["windows-1252 style (undefined bytes as C1 controls)", false],
    ["ISO-8859-1 style", true],
  ])("a whole Russian feed, %s", async (_case, latin1) => {
    const text = decodeFeedBytes(doubleEncode(russian, { latin1 }), "text/xml; charset=utf-8");
    expect(text).toMatch(/ÐœÐ¸Ð½Ñƒ|Ð\u009cÐ¸Ð½Ñ\u0083/); // what the held-out feed stored
    expect(await titles(text)).toEqual(expectedTitles);
  });

  it("mojibake written as character references, C1 controls included", async () => {
    // "Москва" with its 0x9C and 0x81 bytes as &#156; and &#129;: stripping the controls before
    // the repair lost the letters.
    const refs = russian.replace(
      expectedTitles[0]!,
      "Ð&#156;Ð¾Ñ&#129;ÐºÐ²Ð° &#208;&#158;&#208;&#186;",
    );
    expect((await titles(refs))[0]).toBe("Москва Ок");
  });

  it.each([
    "Минувшах новости: с утра",
    "Ελλάδα σήμερα",
    "שלום עולם",
    "مرحبا بالعالم",
    "中文标题 2024年",
    "日本語のタイトル",
    "한국어 제목",
    "Tiếng Việt có dấu",
    "Kältewelle – don’t 😀",
  ])("%s", (text) => {
    expect(repairMojibake(doubleEncode(text).toString("utf8"))).toBe(text);
    expect(repairMojibake(doubleEncode(text, { latin1: true }).toString("utf8"))).toBe(text);
  });

  it.each([
    "allé » bien", // é + no-break space + » is valid UTF-8 too: one CJK character glued to a word
    "groß“ sagte", // ß + “ would be NKo
    "L’ÉTÉ” est fini",
    "SÃO PAULO",
    "naïve café — «déjà vu»",
    "Ñandú",
  ])("correct text is left alone: %s", (text) => {
    expect(repairMojibake(text)).toBe(text);
  });
});
