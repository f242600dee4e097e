import iconv from "iconv-lite";

/**
 * Undoes the commonest feed corruption: UTF-8 text that went once through a windows-1252 (or
 * Latin-1) decoder and was stored again as UTF-8, in any script — "KÃ¤ltewelle" for "Kältewelle",
 * "â€™" for "’", "ÐœÐ¸Ð½ÑƒÐ²ÑˆÐ°Ñ…" for "Минувшах", "Î•Î»Î»Î¬Î´Î±" for "Ελλάδα", "ä¸­æ–‡" for
 * "中文", "ðŸ˜€" for "😀". Each run of would-be UTF-8 sequences is turned back into bytes and kept
 * as UTF-8 only when those bytes are valid UTF-8 and the result is plausible text, so correct
 * text is left alone: French "allé »" (é, no-break space, ») is valid UTF-8 that way too, but one
 * CJK character glued to a Latin word is not plausible; German "groß“" would be NKo, a script we
 * never accept.
 *
 * Run it before control characters are stripped: Latin-1 decoders turn the bytes 0x80–0x9F of the
 * original UTF-8 into C1 controls ("Ñ\u0081" is "с"), and stripping them first loses the letter.
 */

const utf8 = new TextDecoder("utf-8", { fatal: true });

/** Character → byte, for what windows-1252 and Latin-1 decoders make of the bytes 0x80–0xFF. */
const byteOf = new Map<string, number>();
for (let byte = 0x80; byte <= 0xff; byte++) {
  byteOf.set(String.fromCharCode(byte), byte); // Latin-1 (and C1 controls)
  const cp1252 = iconv.decode(Buffer.of(byte), "windows-1252");
  if (cp1252 !== "\ufffd") byteOf.set(cp1252, byte);
}

const charClass = (bytes: (byte: number) => boolean) =>
  `[${[...byteOf]
    .filter(([, byte]) => bytes(byte))
    .map(([char]) => `\\u${char.charCodeAt(0).toString(16).padStart(4, "0")}`)
    .join("")}]`;

/** Characters that are a UTF-8 continuation byte (0x80–0xBF) in windows-1252 or Latin-1. */
const tail = charClass((byte) => byte <= 0xbf);
// Leads: 0xC2–0xDF start two bytes, 0xE0–0xEF three, 0xF0–0xF4 four (the same in both charsets).
const sequence = `[\\u00c2-\\u00df]${tail}|[\\u00e0-\\u00ef]${tail}{2}|[\\u00f0-\\u00f4]${tail}{3}`;
const suspicious = new RegExp(`(?:${sequence})+`, "g");

/** Scripts and symbols double-encoded text really holds (not C1, IPA, NKo, private use…). */
const PLAUSIBLE =
  /^[\u00a0-\u024f\u0300-\u036f\u0370-\u06ff\u0900-\u0eff\u10a0-\u11ff\u1e00-\u1fff\u2000-\u2bff\u3000-\u9fff\uac00-\ud7af\uf900-\ufaff\ufe30-\ufe4f\uff00-\uffef\u{1f000}-\u{1faff}\u{20000}-\u{3ffff}]+$/u;
/** Results that stand fine beside a Latin letter: Latin letters, punctuation, symbols. */
const LATIN_OR_SYMBOL =
  /^[\u00a0-\u024f\u0300-\u036f\u1e00-\u1eff\u2000-\u2bff\u{1f000}-\u{1faff}]$/u;

function plausible(decoded: string, before: string, after: string): boolean {
  if (!PLAUSIBLE.test(decoded)) return false;
  // One character of another script glued to a word ("allé »" → "al须"): real text, not mojibake.
  const lone = [...decoded].length === 1 && !LATIN_OR_SYMBOL.test(decoded);
  return !(lone && (/\p{L}/u.test(before) || /\p{L}/u.test(after)));
}

export function repairMojibake(text: string): string {
  return text.replace(suspicious, (run, offset: number) => {
    let decoded: string;
    try {
      decoded = utf8.decode(Uint8Array.from(run, (char) => byteOf.get(char)!));
    } catch {
      return run; // not UTF-8 after all: leave it as written
    }
    const before = text.slice(Math.max(0, offset - 1), offset);
    const after = text.slice(offset + run.length, offset + run.length + 1);
    return plausible(decoded, before, after) ? decoded : run;
  });
}
