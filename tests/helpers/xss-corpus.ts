import { readFileSync } from "node:fs";
import path from "node:path";

import { corpusDir } from "./corpus";

// Every payload of the XSS corpus vendored in tests/fixtures/corpus/xss (OWASP's cheat sheet
// vectors, DOMPurify's test inputs, payloadbox's list): the sanitizer tests (HTML and Markdown
// posts) put every payload through it and check the result with ./live-parts.ts.
const xss = path.join(corpusDir, "xss");
export const payloads = [
  ...(
    JSON.parse(readFileSync(path.join(xss, "owasp/xss_filter_evasion_vectors.json"), "utf8")) as {
      vector: string;
    }[]
  ).map((v) => v.vector),
  ...(
    JSON.parse(readFileSync(path.join(xss, "dompurify/expect.json"), "utf8")) as {
      payload: string;
    }[]
  ).map((d) => d.payload),
  ...readFileSync(path.join(xss, "payloadbox/xss-payload-list.txt"), "utf8")
    .split("\n")
    .filter((line) => line.trim()),
];
