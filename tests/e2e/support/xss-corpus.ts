import { readFileSync } from "node:fs";
import path from "node:path";

import { corpusDir } from "../../helpers/corpus";

const corpus = path.join(corpusDir, "xss");

/** A large sample of the vendored XSS corpus, written by others: OWASP, DOMPurify's tests, payloadbox. */
export function xssPayloads(): string[] {
  const owasp = JSON.parse(
    readFileSync(path.join(corpus, "owasp/xss_filter_evasion_vectors.json"), "utf8"),
  ) as { vector: string }[];
  const dompurify = JSON.parse(
    readFileSync(path.join(corpus, "dompurify/expect.json"), "utf8"),
  ) as { payload: string }[];
  const payloadbox = readFileSync(path.join(corpus, "payloadbox/xss-payload-list.txt"), "utf8")
    .split("\n")
    .filter((line, i) => line.trim() && i % 8 === 0);
  return [...owasp.map((v) => v.vector), ...dompurify.map((d) => d.payload), ...payloadbox];
}

/** Payloads per post: enough that the browser check needs only a few navigations. */
export const XSS_CHUNK = 200;
export const xssSlug = (n: number) => `xss-sample-${n}`;
export const xssWorkSlug = (n: number) => `xss-case-study-${n}`;
