import punycode from "punycode/punycode.js";
import isEmail from "validator/lib/isEmail";

import * as z from "@/lib/zod";

/**
 * E-mail addresses as every form takes them (leads, newsletter, staff), in the browser and on the
 * server alike (no Node APIs: the forms load the schemas). The grammar is validator.js's isEmail
 * (maintained, and tested on the corpus in tests/fixtures/corpus/email); what it only answers
 * with `false` is checked first here, so each impossible address gets a message that says why.
 */
export const EMAIL_TEXT = {
  required: "Email address is required",
  invalid: "Enter a valid email address",
  tooLong: "Email address is too long: at most 254 characters",
  localNotAscii:
    "The part before @ must use Latin letters, digits and symbols such as . _ % + -; most mail servers cannot deliver to accented or non-Latin names",
  localTooLong: "The part before @ is too long: at most 64 characters",
  badDomain: "The part after @ is not a valid domain name",
  labelTooLong: "A part of the domain between dots is too long: at most 63 characters",
  labelHyphen: "A part of the domain between dots cannot start or end with a hyphen",
} as const;

// RFC 5321: 64 octets before the @, 63 per DNS label, 254 for the address as sent (the IDN
// domain in its ASCII form: without SMTPUTF8 that is what travels).
const LIMITS = { total: 254, local: 64, label: 63 };
const GRAMMAR = { allow_utf8_local_part: false } as const;
const TYPED = { ...GRAMMAR, ignore_max_length: true } as const;

/**
 * The domain's ASCII (punycode) form by UTS #46, as browsers map host names (case folded,
 * normalised, `bücher.de` → `xn--bcher-kva.de`), or null when it is no domain name at all.
 * Only letters, digits, dots, hyphens and non-ASCII characters reach the URL parser, so no
 * delimiter in the input can change what it parses.
 */
function asciiDomain(domain: string): string | null {
  if (!domain || /[^A-Za-z0-9.\-\u0080-\uffff]/.test(domain)) return null;
  try {
    return new URL(`http://${domain}`).hostname || null;
  } catch {
    return null;
  }
}

type Checked = { ok: true; address: string } | { ok: false; message: string };

/**
 * An address typed into a form → the address we store, or the reason it cannot be one. An
 * internationalised domain is stored in its Unicode form whichever form was typed (Chrome sends
 * `type=email` values punycoded, other browsers as typed), so one person is one address;
 * ASCII domains are kept as typed. lib/mail/transport.ts sends the ASCII form.
 */
function checkEmailAddress(value: string): Checked {
  const fail = (message: string): Checked => ({ ok: false, message });
  if (!value) return fail(EMAIL_TEXT.required);
  if (value.length > LIMITS.total) return fail(EMAIL_TEXT.tooLong);
  const at = value.lastIndexOf("@");
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  if (at < 1 || !domain) return fail(EMAIL_TEXT.invalid);
  // Quoted local parts ("john doe"@…) are valid by the RFC and by isEmail, deliverable almost
  // nowhere, and would carry quotes and spaces into the To header.
  if (local.includes('"')) return fail(EMAIL_TEXT.invalid);
  if (/[^\x00-\x7f]/.test(local)) return fail(EMAIL_TEXT.localNotAscii);
  if (local.length > LIMITS.local) return fail(EMAIL_TEXT.localTooLong);
  const ascii = asciiDomain(domain);
  if (!ascii) return fail(EMAIL_TEXT.badDomain);
  const labels = ascii.split(".");
  const unicode = punycode.toUnicode(ascii);
  if (labels.some((l) => l.length > LIMITS.label)) return fail(EMAIL_TEXT.labelTooLong);
  // On both forms: `-bücher` is `xn---bcher-kva` once encoded.
  const hyphened = (l: string) => l.startsWith("-") || l.endsWith("-");
  if ([...labels, ...unicode.split(".")].some(hyphened)) return fail(EMAIL_TEXT.labelHyphen);
  if (local.length + 1 + ascii.length > LIMITS.total) return fail(EMAIL_TEXT.tooLong);
  // The grammar on both forms: the typed one (isEmail refuses full-width look-alikes that UTS #46
  // would map to ASCII; its lengths, counted in UTF-8 there, were checked above on the ASCII
  // form) and the ASCII one, which is what is sent.
  if (!isEmail(value, TYPED) || !isEmail(`${local}@${ascii}`, GRAMMAR)) {
    return fail(EMAIL_TEXT.invalid);
  }
  const idn = labels.some((l) => l.startsWith("xn--"));
  return { ok: true, address: idn ? `${local}@${unicode}` : value };
}

/**
 * The address as handed to the mail provider: an internationalised domain in its ASCII form; an
 * ASCII address exactly as stored.
 */
export function asciiAddress(address: string): string {
  const at = address.lastIndexOf("@");
  const domain = address.slice(at + 1);
  if (at < 1 || !/[^\x00-\x7f]/.test(domain)) return address;
  const ascii = asciiDomain(domain);
  return ascii ? `${address.slice(0, at)}@${ascii}` : address;
}

/**
 * The one e-mail field of every form schema: trimmed, checked, and canonical (see
 * checkEmailAddress). Typed as a string in and out, so forms and actions share it unchanged.
 */
export const emailAddress = () =>
  z
    .string(EMAIL_TEXT.required)
    .trim()
    .transform((value, ctx) => {
      const checked = checkEmailAddress(value);
      if (checked.ok) return checked.address;
      ctx.issues.push({ code: "custom", message: checked.message, input: value });
      return z.NEVER;
    });
