import { parse } from "node-html-parser";
import { describe, expect, it } from "vitest";

import { bookingNextSteps } from "@/content/contact";
import { brandHex } from "@/content/brand-colors";
import { BRAND_NAME, siteConfig } from "@/content/site";
import { contact } from "@/lib/contact";
import { passwordReset } from "@/lib/mail/staff-templates";
import { contactNotification } from "@/lib/mail/lead-notifications";
import {
  applicationAutoReply,
  bookingConfirmation,
  contactAutoReply,
  newsletterConfirmation,
  type MailContent,
} from "@/lib/mail/templates";

// The shared frame (lib/mail/layout.ts) as every mail wears it; the XSS corpus over each template
// is tests/corpus/mail-templates-corpus.test.ts.
const VISITOR_MAILS: Record<string, MailContent> = {
  bookingConfirmation: bookingConfirmation("SaaS Solutions"),
  contactAutoReply: contactAutoReply(),
  applicationAutoReply: applicationAutoReply(),
  newsletterConfirmation: newsletterConfirmation(
    "https://agency.example/newsletter/confirm?t=a&b=c",
    "https://agency.example/api/newsletter/unsubscribe?t=x",
  ),
};
const ALL = {
  ...VISITOR_MAILS,
  contactNotification: contactNotification({
    name: "Ann",
    email: "ann@example.com",
    phone: "+1 555 010 0000",
    message: "Hi",
  }),
  passwordReset: passwordReset("https://agency.example/admin/reset/abc"),
};

describe.each(Object.entries(ALL))("%s", (_name, mail) => {
  const root = parse(mail.html);

  it("is multipart and branded: the wordmark as coloured text, no image, no remote load", () => {
    expect(mail.html.startsWith("<!doctype html>")).toBe(true);
    const wordmark = root
      .querySelectorAll("td")
      .find((td) => td.text === BRAND_NAME && /background-color/.test(td.getAttribute("style")!));
    expect(wordmark?.getAttribute("bgcolor")).toBe(brandHex.indigo);
    expect(root.querySelectorAll("img, link, style, script")).toHaveLength(0);
    expect(mail.html).not.toMatch(/\ssrc=|url\(/i);
    expect(mail.text.split("\n")[0]).toBe(BRAND_NAME);
  });

  it("tells how to reach us, in both parts", () => {
    for (const part of [root.text, mail.text]) {
      expect(part).toContain(contact.email.label);
      expect(part).toContain(contact.phone.label);
      expect(part).toContain(siteConfig.officeHours);
    }
    const hrefs = root.querySelectorAll("a").map((a) => a.getAttribute("href"));
    expect(hrefs).toContain(contact.email.href);
    // A demo number (CONTACT_PHONE unset) is text, never a tel: link to a fictional line.
    const tel = hrefs.filter((href) => href?.startsWith("tel:"));
    expect(tel).toEqual(contact.phone.href ? [contact.phone.href] : []);
  });

  it("reads as text: no markup in the text part, every link written out", () => {
    expect(mail.text).not.toMatch(/<[a-z!/]/i);
    for (const a of root.querySelectorAll("a")) {
      const href = a.getAttribute("href")!;
      if (href.startsWith("http")) expect(mail.text).toContain(href);
    }
  });
});

it("the booking confirmation says what was asked for and what happens next", () => {
  const mail = VISITOR_MAILS.bookingConfirmation!;
  expect(mail.subject).toBe(`Your booking with ${BRAND_NAME}: SaaS Solutions`);
  expect(mail.text).toContain("Service: SaaS Solutions");
  expect(mail.text).toContain("within 24 hours");
  const steps = parse(mail.html)
    .querySelectorAll("ol li")
    .map((li) => li.text);
  expect(steps).toEqual([...bookingNextSteps]);
  expect(mail.text).toContain(bookingNextSteps.map((s, i) => `${i + 1}. ${s}`).join("\n"));
});

it("a link that is not http(s), mailto or tel is shown, never linked", () => {
  const mail = passwordReset("javascript:alert(1)");
  const hrefs = parse(mail.html)
    .querySelectorAll("a")
    .map((a) => a.getAttribute("href")!);
  expect(hrefs.filter((h) => /javascript/i.test(h))).toEqual([]);
  expect(parse(mail.html).text).toContain("javascript:alert(1)");
});
