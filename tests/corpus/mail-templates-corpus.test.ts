import { parse } from "node-html-parser";
import { describe, expect, it } from "vitest";

import {
  applicationNotification,
  bookingNotification,
  contactNotification,
} from "@/lib/mail/lead-notifications";
import {
  bookingConfirmation,
  newsletterConfirmation,
  type MailContent,
} from "@/lib/mail/templates";
import { passwordReset, staffInvitation } from "@/lib/mail/staff-templates";
import { payloads } from "../helpers/xss-corpus";

// Every mail template that takes a value, given each payload of the XSS corpus in every value it
// takes: the HTML part must hold nothing that runs, the payload only as text, and the text part
// the payload exactly as given. (The auto-replies take no value; tests/unit/mail-layout.test.ts.)

const lead = (v: string) => ({
  name: v,
  email: v,
  phone: v,
  message: v,
  service: v,
  customization: v,
  appliedFor: v,
  // Where it came from ("Came from" and "Heard about us" rows), as the server stores any of them.
  landingPage: v,
  utmSource: v,
  utmCampaign: v,
  heardAbout: v,
});
const TEMPLATES: Record<string, (v: string) => MailContent> = {
  bookingNotification: (v) => bookingNotification(lead(v), v),
  contactNotification: (v) => contactNotification(lead(v)),
  applicationNotification: (v) => applicationNotification(lead(v)),
  bookingConfirmation: (v) => bookingConfirmation(v),
  newsletterConfirmation: (v) => newsletterConfirmation(v, v),
  staffInvitation: (v) => staffInvitation({ name: v, role: "editor", invitedBy: v, url: v }),
  passwordReset: (v) => passwordReset(v),
};

// The frame's own markup (lib/mail/layout.ts); a payload that made any other element failed.
const OWN_TAGS = new Set("html head meta title body table tr th td p ol li a strong".split(" "));
const LINK = /^(https?:\/\/|mailto:|tel:)/i;

/** What in a mail's HTML could run or load something, as a browser would read it. */
function liveParts(root: ReturnType<typeof parse>): string[] {
  const found: string[] = [];
  for (const el of root.querySelectorAll("*")) {
    const tag = el.tagName.toLowerCase();
    if (!OWN_TAGS.has(tag)) found.push(`<${tag}>`);
    for (const [name, value] of Object.entries(el.attributes)) {
      const attr = name.toLowerCase();
      if (attr.startsWith("on")) found.push(attr);
      const url = value.replace(/[\t\n\r]/g, "").replace(/^[\u0000-\u0020]+/, "");
      if (attr === "href" && !LINK.test(url)) found.push(`href=${value}`);
      if (["src", "srcset", "action", "formaction", "background", "srcdoc"].includes(attr))
        found.push(attr);
      if (attr === "style" && /url\(|expression|javascript:/i.test(value)) found.push(value);
    }
  }
  return found;
}

describe.each(Object.keys(TEMPLATES))("%s over the XSS corpus", (name) => {
  const template = TEMPLATES[name]!;
  it(`runs nothing and shows every payload as given (${payloads.length} payloads)`, () => {
    expect(payloads.length).toBeGreaterThan(1000);
    const failures: { payload: string; why: string }[] = [];
    for (const payload of payloads) {
      const mail = template(payload);
      const root = parse(mail.html);
      const live = liveParts(root);
      if (live.length) failures.push({ payload, why: live.join(" ") });
      if (/<script/i.test(mail.html)) failures.push({ payload, why: "<script" });
      if (!mail.text.includes(payload)) failures.push({ payload, why: "not in the text part" });
      // As text in the HTML part (the parsed document's text, entities decoded), or, for a link
      // of ours that the payload is, as its href.
      const linked = root.querySelectorAll("a").some((a) => a.getAttribute("href") === payload);
      if (!root.text.includes(payload) && !linked)
        failures.push({ payload, why: "not shown as text in the HTML part" });
      if (/[\r\n]/.test(mail.subject)) failures.push({ payload, why: "line break in subject" });
    }
    expect(failures).toEqual([]);
  });
});

it("keeps the checker honest: a payload pasted into the frame unescaped is caught", () => {
  const live = payloads.filter(
    (p) => liveParts(parse(`<html><body><p>${p}</p></body></html>`)).length,
  );
  expect(live.length).toBeGreaterThan(payloads.length / 2);
});
