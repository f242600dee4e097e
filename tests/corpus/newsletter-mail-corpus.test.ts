import { parse } from "node-html-parser";
import { expect, it } from "vitest";

import { postMail } from "@/lib/newsletter/post-mail";
import { payloads } from "../helpers/xss-corpus";

// A post made of each payload of the XSS corpus (as its title, summary and body) sent as a
// newsletter: the mail's HTML must hold nothing that runs or loads from anywhere but an absolute
// http(s) image, every link must be absolute http(s) or mailto, and the title shows as text.

const FRAME = "html head meta title body table tr th td p ol li a strong div";
const POST =
  "h1 h2 h3 h4 h5 h6 br hr blockquote pre code kbd samp b em i u s del ins mark sub sup small ul dl dt dd img figure figcaption thead tbody tfoot caption span";
const ALLOWED = new Set(`${FRAME} ${POST}`.split(" "));
const URL_ATTRS = [
  "src",
  "srcset",
  "action",
  "formaction",
  "background",
  "srcdoc",
  "poster",
  "data",
];

function liveParts(html: string): string[] {
  const found: string[] = [];
  for (const el of parse(html).querySelectorAll("*")) {
    const tag = el.tagName.toLowerCase();
    if (!ALLOWED.has(tag)) found.push(`<${tag}>`);
    for (const [name, value] of Object.entries(el.attributes)) {
      const attr = name.toLowerCase();
      const url = value.replace(/[\t\n\r]/g, "").replace(/^[\u0000-\u0020]+/, "");
      if (attr.startsWith("on")) found.push(attr);
      if (attr === "href" && !/^(https?:\/\/|mailto:|tel:)/i.test(url)) found.push(`href=${value}`);
      if (
        URL_ATTRS.includes(attr) &&
        !(tag === "img" && attr === "src" && /^https?:\/\//i.test(url))
      )
        found.push(`${attr}=${value}`);
      if (attr === "style" && /url\(|expression|javascript:|@import/i.test(value))
        found.push(value);
    }
  }
  return found;
}

it(`a post made of any XSS payload stays inert in the newsletter mail (${payloads.length} payloads)`, () => {
  expect(payloads.length).toBeGreaterThan(1000);
  const failures: { payload: string; why: string }[] = [];
  for (const payload of payloads) {
    const mail = postMail({ title: payload, summary: payload, content: payload, slug: "x" });
    const live = liveParts(mail.html);
    if (live.length) failures.push({ payload, why: live.join(" ") });
    if (/<script/i.test(mail.html)) failures.push({ payload, why: "<script" });
    if (!mail.text.includes(payload)) failures.push({ payload, why: "title not in the text part" });
  }
  expect(failures).toEqual([]);
});

it("keeps the checker honest: a payload pasted into the mail unsanitized is caught", () => {
  const caught = payloads.filter((p) => liveParts(`<p>${p}</p>`).length > 0 || /<script/i.test(p));
  expect(caught.length).toBeGreaterThan(payloads.length / 2);
});
