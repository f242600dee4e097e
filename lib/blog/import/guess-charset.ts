/**
 * The legacy charset of bytes that are not UTF-8 and carry no label we believe. encoding-sniffer
 * and iconv-lite read labels and BOMs, not text, so this one guess is ours, and deliberately
 * small: Western windows-1252 (also what "iso-8859-1" means on the web) or Cyrillic, the
 * commonest mislabelled feeds after Western ones, in windows-1251 or KOI8-R.
 *
 * All three put letters at 0xC0–0xFF. Western text uses them for accents inside words of ASCII
 * letters ("présent", "Straße"); Cyrillic words are made of them alone ("Новости"). So when most
 * such bytes have no ASCII letter beside them, the text is Cyrillic. windows-1251 has its lower
 * case at 0xE0–0xFF and KOI8-R at 0xC0–0xDF, and running text is mostly lower case.
 */

type Legacy = "windows-1252" | "windows-1251" | "koi8-r";

const isAsciiLetter = (b: number | undefined) =>
  b !== undefined && ((b >= 0x41 && b <= 0x5a) || (b >= 0x61 && b <= 0x7a));

export function guessLegacyCharset(bytes: Uint8Array): Legacy {
  let besideAscii = 0;
  let low = 0; // 0xC0–0xDF
  let high = 0; // 0xE0–0xFF
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i]!;
    if (byte < 0xc0) continue;
    if (isAsciiLetter(bytes[i - 1]) || isAsciiLetter(bytes[i + 1])) besideAscii++;
    else if (byte < 0xe0) low++;
    else high++;
  }
  if (low + high <= besideAscii) return "windows-1252";
  return low > high ? "koi8-r" : "windows-1251";
}
