import { ResultType, Sniffer } from "encoding-sniffer/sniffer";
import iconv from "iconv-lite";

import { guessLegacyCharset } from "./guess-charset";

/**
 * Bytes → text for feeds. encoding-sniffer finds what the bytes and labels say (WHATWG names and
 * rules); iconv-lite decodes. The order:
 *
 *   1. a byte order mark, or the zero bytes around "<?" of BOM-less UTF-16/32: they cannot lie;
 *   2. the charset of the HTTP Content-Type, then the XML declaration's encoding="…" — but a label
 *      is only believed when the bytes agree with it: "utf-8" over bytes that are not UTF-8 (a
 *      windows-1251 feed whose server or template says utf-8) is skipped, and bytes that are valid
 *      UTF-8 with non-ASCII in them are UTF-8 whatever legacy charset a label names;
 *   3. otherwise UTF-8 when the bytes are valid UTF-8, else the legacy charset the bytes look like
 *      (guess-charset.ts: Cyrillic windows-1251 or Western windows-1252).
 *
 * A label nobody knows (encoding="bogus") is skipped like a lying one.
 */

const fatalUtf8 = new TextDecoder("utf-8", { fatal: true });

function isUtf8(bytes: Uint8Array): boolean {
  try {
    fatalUtf8.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) =>
  prefix.every((b, i) => bytes[i] === b);

/** UTF-32, which the Encoding Standard (and so the sniffer) no longer knows. */
function utf32Of(bytes: Uint8Array): string | null {
  // UTF-32LE's BOM begins with UTF-16LE's, so it is checked before the sniffer sees the bytes.
  if (startsWith(bytes, [0xff, 0xfe, 0, 0]) || startsWith(bytes, [0x3c, 0, 0, 0]))
    return "utf-32le";
  if (startsWith(bytes, [0, 0, 0xfe, 0xff]) || startsWith(bytes, [0, 0, 0, 0x3c]))
    return "utf-32be";
  return null;
}

function sniff(bytes: Uint8Array, transportLayerEncodingLabel?: string) {
  const sniffer = new Sniffer({ transportLayerEncodingLabel });
  sniffer.write(bytes.subarray(0, 1024));
  return sniffer;
}

const headerCharset = (contentType: string | null) =>
  /;\s*charset\s*=\s*["']?([^"';\s]+)/i.exec(contentType ?? "")?.[1];

/** The label's encoding unless the bytes contradict it (see the module comment). */
function believable(encoding: string, bytes: Uint8Array): string | null {
  if (encoding === "UTF-8") return isUtf8(bytes) ? encoding : null;
  if (/^UTF-16/.test(encoding)) return encoding;
  return bytes.some((b) => b >= 0x80) && isUtf8(bytes) ? "UTF-8" : encoding;
}

function decodeAs(encoding: string, bytes: Uint8Array): string {
  const buffer = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // iconv-lite knows every Encoding Standard name the sniffer returns but a few rare ones
  // (ISO-2022-JP, x-mac-cyrillic); Node's own TextDecoder (full ICU) decodes those.
  if (iconv.encodingExists(encoding)) return iconv.decode(buffer, encoding);
  return new TextDecoder(encoding).decode(buffer).replace(/^\ufeff/, "");
}

/** The encoding of a feed body; see the module comment for the order. */
function feedEncoding(bytes: Uint8Array, contentType: string | null): string {
  const utf32 = utf32Of(bytes);
  if (utf32) return utf32;
  const inDocument = sniff(bytes);
  if (inDocument.resultType === ResultType.BOM || inDocument.resultType === ResultType.XML_PREFIX)
    return inDocument.encoding;
  const header = headerCharset(contentType);
  const fromHeader = header ? sniff(new Uint8Array(), header) : null;
  const labels = [
    fromHeader?.resultType === ResultType.PASSED ? fromHeader.encoding : null,
    inDocument.resultType === ResultType.XML_ENCODING ? inDocument.encoding : null,
  ];
  for (const label of labels) {
    const encoding = label && believable(label, bytes);
    if (encoding) return encoding;
  }
  return isUtf8(bytes) ? "UTF-8" : guessLegacyCharset(bytes);
}

/** Decodes a feed body (without its BOM). Never throws. */
export function decodeFeedBytes(bytes: Uint8Array, contentType: string | null): string {
  return decodeAs(feedEncoding(bytes, contentType), bytes);
}
