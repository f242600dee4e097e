/**
 * Undoes the commonest feed corruption: UTF-8 text that went once through a windows-1252 (or
 * Latin-1) decoder and was stored again as UTF-8 — "KÃ¤ltewelle" for "Kältewelle", "â€™" for
 * "’", "ðŸ˜€" for "😀". Each suspicious run is turned back into windows-1252 bytes and kept as
 * UTF-8 only when those bytes are valid UTF-8, so correct text is left alone.
 *
 * Deliberately narrow: only the lead characters Â Ã Ä Å (two-byte sequences: Latin-1, Latin
 * Extended), â (three-byte: punctuation such as ’ “ – … €) and ð (four-byte: emoji). Wider leads
 * misfire on real text: French "allé »" (é, no-break space, ») is itself valid UTF-8 that way,
 * and so is German "groß“".
 */

import { decodeWindows1252 } from "./decode-feed";

const utf8 = new TextDecoder("utf-8", { fatal: true });

/**
 * windows-1252 character → its byte, for bytes 0x80–0xFF. Not TextDecoder("windows-1252"): on
 * Node ≥ 20.18.3 it yields U+0080–U+009F for 0x80–0x9F (see decodeWindows1252), so "â€™" was never
 * recognised and no mojibake was repaired.
 */
const byteOf = new Map<string, number>();
for (let byte = 0x80; byte <= 0xff; byte++)
  byteOf.set(decodeWindows1252(Uint8Array.of(byte)), byte);

/** Characters that encode to a UTF-8 continuation byte (0x80–0xBF) in windows-1252. */
const continuation = `[${[...byteOf]
  .filter(([, byte]) => byte <= 0xbf)
  .map(([char]) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`)
  .join("")}]`;

const suspicious = new RegExp(
  // Ä (0xC4) leads the first half of Latin Extended-A (č ć ě ę đ ğ ı: "BeÄ\u008d" → "Beč").
  `[\\u00c2-\\u00c5]${continuation}|\\u00e2${continuation}{2}|\\u00f0${continuation}{3}`,
  "g",
);

export function repairMojibake(text: string): string {
  return text.replace(suspicious, (run) => {
    try {
      return utf8.decode(Uint8Array.from(run, (char) => byteOf.get(char) ?? 0));
    } catch {
      return run; // not UTF-8 after all: leave it as written
    }
  });
}
