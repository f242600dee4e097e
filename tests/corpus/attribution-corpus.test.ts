import { describe, expect, it } from "vitest";

import { parseAttribution } from "@/lib/analytics/attribution";
import { ATTRIBUTION_FIELDS, ATTRIBUTION_MAX_LENGTH } from "@/lib/analytics/attribution-keys";
import { payloads } from "../helpers/xss-corpus";

// Every payload of the XSS corpus as every attribution field a lead form posts (and as the tail of
// a path): parsing never throws, and what it keeps holds the fields' promises, so the admin page,
// the CSV and the mails only ever meet printable, bounded text, this site's paths and host names.
// (The mails' escaping of the same payloads: ./mail-templates-corpus.test.ts.)

const NAMES = ["sourcePage", ...ATTRIBUTION_FIELDS] as const;
const PRINTABLE = /^[^\u0000-\u001f\u007f-\u009f\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]*$/;

describe("attribution fields over the XSS corpus", () => {
  const inputs = payloads.flatMap((p) => [p, `/${p}`, ` ${p}.example `]);

  it(`keeps only well-formed values of ${inputs.length} hostile inputs in every field`, () => {
    expect(payloads.length).toBeGreaterThan(1000);
    const broken: string[] = [];
    let kept = 0;
    for (const input of inputs) {
      const data = new FormData();
      for (const name of NAMES) data.set(name, input);
      const parsed = parseAttribution(data);
      for (const [name, value] of Object.entries(parsed)) {
        kept++;
        const ok =
          value === value.trim() &&
          value !== "" &&
          Array.from(value).length <= ATTRIBUTION_MAX_LENGTH &&
          PRINTABLE.test(value) &&
          (name === "sourcePage" || name === "landingPage"
            ? /^\/(?![/\\])[^\s\\?#]*$/.test(value)
            : name === "referrerHost"
              ? /^[a-z0-9.-]+$/.test(value)
              : true);
        if (!ok) broken.push(`${name}: ${JSON.stringify(value)}`);
      }
    }
    expect(broken).toEqual([]);
    expect(kept).toBeGreaterThan(0); // the checks above ran on something
  });
});
