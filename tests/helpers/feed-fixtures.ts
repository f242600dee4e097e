// The feed fixtures committed in tests/fixtures/feeds (SOURCES.txt there names each one's origin)
// and the ways real feeds get their bytes wrong, to reproduce them.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";

import iconv from "iconv-lite";

export const fixturesDir = fileURLToPath(new URL("../fixtures/feeds/", import.meta.url));

export const fixture = (name: string): string => readFileSync(fixturesDir + name, "utf8");

/** `text` in a legacy charset; its XML declaration keeps saying whatever it said. */
export const encodeAs = (text: string, charset: string): Buffer => iconv.encode(text, charset);

/**
 * UTF-8 that went once through a windows-1252 decoder and was stored as UTF-8 again, the way
 * browsers and MySQL's latin1 do it: the five bytes windows-1252 leaves undefined (0x81, 0x8D,
 * 0x8F, 0x90, 0x9D) become C1 controls. `latin1: true` reads every byte as ISO-8859-1 instead.
 */
export function doubleEncode(text: string, { latin1 = false } = {}): Buffer {
  const bytes = Buffer.from(text, "utf8");
  const misread = [...bytes]
    .map((byte) => {
      const cp1252 = iconv.decode(Buffer.of(byte), "windows-1252");
      return latin1 || cp1252 === "\ufffd" ? String.fromCharCode(byte) : cp1252;
    })
    .join("");
  return Buffer.from(misread, "utf8");
}
