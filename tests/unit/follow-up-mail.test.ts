// The follow-up digest mail (lib/mail/follow-up-templates.ts): every payload of the XSS corpus as a
// lead's name, a staff member's name and a stage leaves the HTML with exactly the template's own
// elements and attributes, the payload readable as text where it belongs; the text part keeps it
// on one line.
import { parse, type HTMLElement } from "node-html-parser";
import { describe, expect, it } from "vitest";

import { followUpDigest, type DigestLead } from "@/lib/mail/follow-up-templates";

const oneLine = (value: string) => value.replace(/[\r\n\u2028\u2029]+/g, " ").trim();

import { payloads } from "../helpers/xss-corpus";

const item = (name: string, stage = "Contacted", day = "2026-11-20"): DigestLead => ({
  name,
  stage,
  day,
  url: "https://agency.example/admin/leads/6d3c2f7e-5a41-4b8e-9a3e-2f0c1d9b8a7e",
});
const digest = (name: string, staffName = "Ada") =>
  followUpDigest({
    staffName,
    day: "2026-11-26",
    overdue: [item(name, name)],
    today: [item("Plain Name", "New", "2026-11-26")],
  });

/** Tag names and attribute names, in document order: the HTML's shape without its text. */
const shape = (html: string) =>
  parse(html)
    .querySelectorAll("*")
    .map((el: HTMLElement) => `${el.tagName}[${Object.keys(el.attributes).join(",")}]`);

/** The links to leads' pages (the frame's footer links to the site and the contact details). */
const leadLinks = (html: string) =>
  parse(html)
    .querySelectorAll("a")
    .filter((a) => a.getAttribute("href")?.includes("/admin/leads/"));

describe("the digest mail", () => {
  it("lists overdue, then today, each with its stage, day and link", () => {
    const mail = digest("Grace Hopper");
    expect(mail.subject).toBe("Follow-ups for 2026-11-26: 1 overdue, 1 today");
    const links = leadLinks(mail.html);
    expect(links.map((a) => a.text)).toEqual(["Open Grace Hopper", "Open Plain Name"]);
    expect(links[0]!.getAttribute("href")).toBe(item("").url);
    expect(mail.text).toMatch(
      /Overdue \(1\)\n\nGrace Hopper: Grace Hopper · follow up on 2026-11-20\n/,
    );
    expect(mail.text).toContain(`Open Grace Hopper: ${item("").url}`);
    expect(mail.text.indexOf("Overdue")).toBeLessThan(mail.text.indexOf("Today (1)"));
  });

  it(`keeps the template's shape for all ${payloads.length} XSS corpus payloads`, () => {
    const expected = shape(digest("x").html);
    for (const payload of payloads) {
      const mail = digest(payload, payload);
      expect(shape(mail.html), payload).toEqual(expected);
      const [first] = leadLinks(mail.html);
      expect(first!.text, payload).toBe(`Open ${oneLine(payload)}`);
      expect(mail.subject).not.toMatch(/[\r\n]/);
      // The name's line in the text part: one line, whatever it held.
      const line = mail.text.split("\n").find((l) => l.endsWith("follow up on 2026-11-20"))!;
      expect(line).toContain(oneLine(payload));
    }
  });
});
