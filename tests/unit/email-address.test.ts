import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { signInSchema } from "@/lib/auth/sign-in-schema";
import {
  applicationSchema,
  bookingSchema,
  contactSchema,
  newsletterSchema,
} from "@/lib/leads/lead-schemas";
import { asciiAddress, EMAIL_TEXT } from "@/lib/mail/address";
import { forgotSchema, inviteSchema } from "@/lib/staff/schemas";
import { corpusDir } from "../helpers/corpus";

// Issue 26 part 6: every form that takes an address checks it the same way, through its own
// schema (the one its browser form and its server action share).
const lead = {
  name: "Ann",
  phone: "+1 555 010 0000",
  message: "Hello",
  service: "web-development",
  cvUrl: "https://example.com/cv",
};
const FORMS = {
  booking: (email: string) => bookingSchema.safeParse({ ...lead, email }),
  contact: (email: string) => contactSchema.safeParse({ ...lead, email }),
  application: (email: string) => applicationSchema.safeParse({ ...lead, email }),
  newsletter: (email: string) => newsletterSchema.safeParse({ email }),
  staffInvite: (email: string) => inviteSchema.safeParse({ name: "Ann", role: "editor", email }),
  staffForgot: (email: string) => forgotSchema.safeParse({ email }),
  staffSignIn: (email: string) => signInSchema.safeParse({ email, password: "x" }),
};
type Parsed = ReturnType<(typeof FORMS)[keyof typeof FORMS]>;
const emailOf = (parsed: Parsed) =>
  parsed.success
    ? { stored: parsed.data.email }
    : { error: parsed.error.issues.find((i) => i.path[0] === "email")?.message };

const LABEL_64 = "a".repeat(64);
const CASES: [given: string, expected: { stored: string } | { error: string }][] = [
  // Internationalised domains, typed in Unicode or punycode: one stored form (Unicode).
  ["info@bücher.de", { stored: "info@bücher.de" }],
  ["info@xn--bcher-kva.de", { stored: "info@bücher.de" }],
  ["info@XN--BCHER-KVA.DE", { stored: "info@bücher.de" }],
  ["user@例え.jp", { stored: "user@例え.jp" }],
  ["user@xn--r8jz45g.jp", { stored: "user@例え.jp" }],
  ["  Ann.Lee+news@Example.COM ", { stored: "Ann.Lee+news@Example.COM" }],
  ["o'brien@example.ie", { stored: "o'brien@example.ie" }],
  [`${"a".repeat(64)}@example.com`, { stored: `${"a".repeat(64)}@example.com` }],
  [`ann@${"a".repeat(63)}.com`, { stored: `ann@${"a".repeat(63)}.com` }],
  // Impossible addresses, each with its reason.
  ["ann@-example.com", { error: EMAIL_TEXT.labelHyphen }],
  ["ann@example-.com", { error: EMAIL_TEXT.labelHyphen }],
  ["ann@mail.-bücher.de", { error: EMAIL_TEXT.labelHyphen }],
  [`${"a".repeat(65)}@example.com`, { error: EMAIL_TEXT.localTooLong }],
  [`ann@${LABEL_64}.com`, { error: EMAIL_TEXT.labelTooLong }],
  // 60 Unicode characters are 63+ octets once punycoded: the DNS limit is on that form.
  [`ann@${"ü".repeat(60)}.de`, { error: EMAIL_TEXT.labelTooLong }],
  [`ann@${`${"a".repeat(60)}.`.repeat(5)}com`, { error: EMAIL_TEXT.tooLong }],
  // 236 characters as typed, 261 once punycoded: too long as sent.
  [`ann@${`${"ü".repeat(45)}.`.repeat(5)}de`, { error: EMAIL_TEXT.tooLong }],
  ["josé@example.com", { error: EMAIL_TEXT.localNotAscii }],
  ["用户@例え.jp", { error: EMAIL_TEXT.localNotAscii }],
  ["ann@xn--zz.com", { error: EMAIL_TEXT.badDomain }],
  ["ann@exa_mple.com", { error: EMAIL_TEXT.badDomain }],
  ["not-an-email", { error: EMAIL_TEXT.invalid }],
  ['"ann lee"@example.com', { error: EMAIL_TEXT.invalid }],
  ["ann@example", { error: EMAIL_TEXT.invalid }],
  ["ann..lee@example.com", { error: EMAIL_TEXT.invalid }],
  ["ann@ｇｍａｉｌ.com", { error: EMAIL_TEXT.invalid }],
  ["ann@example.com\r\nBcc: eve@example.com", { error: EMAIL_TEXT.invalid }],
  ["   ", { error: EMAIL_TEXT.required }],
];

describe.each(Object.keys(FORMS) as (keyof typeof FORMS)[])("the %s form's address", (form) => {
  it.each(CASES)("%s", (given, expected) => {
    expect(emailOf(FORMS[form](given))).toEqual(expected);
  });
});

it("the non-ASCII refusal says why, in one sentence the forms can show", () => {
  expect(EMAIL_TEXT.localNotAscii).toMatch(/Latin letters, digits/);
  expect(EMAIL_TEXT.localNotAscii).toMatch(/cannot deliver to accented or non-Latin names/);
});

it("hands the provider the ASCII form of an internationalised domain", () => {
  expect(asciiAddress("info@bücher.de")).toBe("info@xn--bcher-kva.de");
  expect(asciiAddress("user@例え.jp")).toBe("user@xn--r8jz45g.jp");
  expect(asciiAddress("Ann@Bücher.de")).toBe("Ann@xn--bcher-kva.de");
  expect(asciiAddress("Ann@Example.com")).toBe("Ann@Example.com");
});

// The vendored real-world lists (tests/fixtures/corpus/email): zod's agree with us everywhere;
// validator.js's default lists (its isEmail is our grammar) only where we are stricter on purpose.
describe("the real-world address lists", () => {
  const dir = path.join(corpusDir, "email");
  const zod = JSON.parse(readFileSync(path.join(dir, "zod-email-cases.json"), "utf8")) as Record<
    string,
    { valid: string[]; invalid: string[] }
  >;
  const validator = (
    JSON.parse(readFileSync(path.join(dir, "validatorjs-isEmail-cases.json"), "utf8")) as {
      args: unknown[] | null;
      valid?: string[];
      invalid?: string[];
    }[]
  ).filter((g) => g.args === null);
  const accepted = (a: string) => newsletterSchema.safeParse({ email: a }).success;
  const lists = [...Object.values(zod), ...validator];

  it("valid addresses are accepted, but for non-ASCII and quoted local parts", () => {
    const refused = lists.flatMap((g) => (g.valid ?? []).filter((a) => !accepted(a)));
    expect(refused.sort()).toEqual(
      [
        "hans.m端ller@test.com",
        '"foobar"@example.com',
        '"  foo  m端ller "@example.com',
        '"foo\\@bar"@example.com',
      ].sort(),
    );
  });

  it("invalid addresses are all refused", () => {
    expect(lists.flatMap((g) => (g.invalid ?? []).filter(accepted))).toEqual([]);
  });
});
