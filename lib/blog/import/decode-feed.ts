/**
 * Bytes → text for feeds, the way browsers and feed readers pick the encoding:
 *
 *   1. a byte order mark (UTF-8, UTF-16LE/BE, UTF-32LE/BE) — it cannot be there by accident;
 *   2. the charset of the HTTP Content-Type — the server's word beats the document's, as in
 *      browsers and RFC 7303 (a proxy that transcodes fixes the header, never the declaration);
 *   3. the XML declaration's encoding="…", sniffed from the first bytes (UTF-16/32 without a BOM
 *      is recognised by the zero bytes around "<?");
 *   4. otherwise UTF-8, and windows-1252 when the bytes are not valid UTF-8: undeclared legacy
 *      feeds are almost always Latin-1, and mojibake-free titles beat U+FFFD everywhere.
 *
 * A label TextDecoder does not know (encoding="bogus") is ignored and the next rule applies.
 * Node ships full ICU, so every WHATWG label works (iso-8859-x, windows-125x, koi8-r, big5…).
 */

type Encoding = { label: string } | { utf32: "le" | "be" };

/** windows-1252's bytes 0x80–0x9F (WHATWG index); every other byte is its own code point. */
const CP1252_80_9F =
  "\u20ac\u0081\u201a\u0192\u201e\u2026\u2020\u2021\u02c6\u2030\u0160\u2039\u0152\u008d\u017d\u008f" +
  "\u0090\u2018\u2019\u201c\u201d\u2022\u2013\u2014\u02dc\u2122\u0161\u203a\u0153\u009d\u017e\u0178";

/**
 * windows-1252 (also what the labels latin1, iso-8859-1 and us-ascii mean) decoded by hand:
 * Node's TextDecoder decodes it as ISO-8859-1 since v20.18.3/v22.13.0 (nodejs/node#56542,
 * #60888), so 0x92 became U+0092 instead of "’" and smart quotes, "€" and "…" were lost.
 */
export function decodeWindows1252(bytes: Uint8Array): string {
  let latin1 = "";
  for (let i = 0; i < bytes.length; i += 8192) {
    latin1 += String.fromCharCode(...bytes.subarray(i, i + 8192));
  }
  return latin1.replace(/[\x80-\x9f]/g, (c) => CP1252_80_9F[c.charCodeAt(0) - 0x80]!);
}

/** TextDecoder for `label`, except windows-1252, which goes through decodeWindows1252. */
function decodeAs(label: string, bytes: Uint8Array): string {
  return label === "windows-1252" ? decodeWindows1252(bytes) : new TextDecoder(label).decode(bytes);
}

const startsWith = (bytes: Uint8Array, prefix: readonly number[]) =>
  prefix.every((b, i) => bytes[i] === b);

function byBom(bytes: Uint8Array): Encoding | null {
  // UTF-32LE's BOM begins with UTF-16LE's, so the longer marks are checked first.
  if (startsWith(bytes, [0xff, 0xfe, 0, 0])) return { utf32: "le" };
  if (startsWith(bytes, [0, 0, 0xfe, 0xff])) return { utf32: "be" };
  if (startsWith(bytes, [0xef, 0xbb, 0xbf])) return { label: "utf-8" };
  if (startsWith(bytes, [0xff, 0xfe])) return { label: "utf-16le" };
  if (startsWith(bytes, [0xfe, 0xff])) return { label: "utf-16be" };
  return null;
}

/** The encoding TextDecoder would use for `label`, or null when it has no such encoding. */
function known(label: string | undefined): string | null {
  if (!label) return null;
  try {
    return new TextDecoder(label.trim()).encoding;
  } catch {
    return null;
  }
}

function byHeader(contentType: string | null): Encoding | null {
  const charset = /;\s*charset\s*=\s*["']?([^"';\s]+)/i.exec(contentType ?? "")?.[1];
  const label = known(charset);
  return label ? { label } : null;
}

function byDeclaration(bytes: Uint8Array): Encoding | null {
  // "<?" with zero bytes around it: a BOM-less UTF-32 or UTF-16 document, whatever it declares.
  if (startsWith(bytes, [0, 0, 0, 0x3c])) return { utf32: "be" };
  if (startsWith(bytes, [0x3c, 0, 0, 0])) return { utf32: "le" };
  if (startsWith(bytes, [0, 0x3c, 0, 0x3f])) return { label: "utf-16be" };
  if (startsWith(bytes, [0x3c, 0, 0x3f, 0])) return { label: "utf-16le" };
  // ASCII-compatible from here on: latin1 maps each byte to one character, so this never fails.
  const head = new TextDecoder("latin1").decode(bytes.subarray(0, 200));
  const declared = /<\?xml\s[^>]*?encoding\s*=\s*["']([A-Za-z0-9._:-]+)["']/.exec(head)?.[1];
  const label = known(declared);
  // These bytes are not UTF-16, whatever the declaration says (HTML treats a utf-16 meta the same).
  if (!label || label.startsWith("utf-16")) return null;
  return { label };
}

function decodeUtf32(bytes: Uint8Array, order: "le" | "be"): string {
  // TextDecoder has no UTF-32 (the Encoding Standard dropped it); it is rare enough to do by hand.
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const chars: string[] = [];
  for (let i = 0; i + 4 <= bytes.length; i += 4) {
    const cp = view.getUint32(i, order === "le");
    const valid = cp <= 0x10ffff && (cp < 0xd800 || cp > 0xdfff);
    chars.push(valid ? String.fromCodePoint(cp) : "\ufffd");
  }
  return chars.join("").replace(/^\ufeff/, "");
}

/** Decodes a feed body; see the module comment for how the encoding is chosen. Never throws. */
export function decodeFeedBytes(bytes: Uint8Array, contentType: string | null): string {
  const encoding = byBom(bytes) ?? byHeader(contentType) ?? byDeclaration(bytes);
  if (encoding && "utf32" in encoding) return decodeUtf32(bytes, encoding.utf32);
  if (encoding) return decodeAs(encoding.label, bytes);
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return decodeWindows1252(bytes);
  }
}
