// Property-based fuzzing of the three lead-form server actions (booking, contact, newsletter):
// hostile FormData never makes an action throw, nothing is stored unless the shared zod schema
// accepts every field, what the spam checks judge (honeypot, proof-of-work, impossible start
// time, disposable address) is held with its reason and sends nothing, and every mail that reaches the (fake) provider carries visitor text only
// escaped, one-line subjects, and fixed or validated recipients. Finally the real-world e-mail
// corpora vendored in tests/fixtures/corpus/email are replayed through the forms.
import { readFileSync } from "node:fs";
import path from "node:path";

import fc from "fast-check";
import { afterAll, describe, expect, it, vi } from "vitest";

import { captureLogs } from "../helpers/log-capture";
import { exec, query } from "../helpers/sql";

import { corpusDir } from "../helpers/corpus";
import { setRequest } from "../helpers/next-headers";
import { solvedProof } from "../helpers/proof";
import { startResend, type ReceivedMail } from "../helpers/resend-server";
import { disposableEmailBlocklistSet } from "disposable-email-domains-js";

const resend = await startResend();
const STAFF_TO = ["leads@agency.example", "sales@agency.example"];
Object.assign(process.env, {
  RESEND_API_KEY: "re_test_key",
  RESEND_BASE_URL: resend.url,
  LEADS_NOTIFY_TO: ` ${STAFF_TO.join(" , ")} `,
  FORM_MIN_FILL_SECONDS: "2",
  // Newsletter tokens are signed with it; set so no secret file is written under DATA_DIR.
  SESSION_SECRET: "fuzz-session-secret-0123456789abcdef-0123456789",
});
const pending: Promise<unknown>[] = [];
vi.mock("next/server", async (original) => ({
  ...(await original<typeof import("next/server")>()),
  after: (task: () => Promise<unknown>) => void pending.push(task()), // run now, awaited below
}));
const settle = async () => void (await Promise.all(pending.splice(0)));

const { submitBooking, submitContact, subscribeNewsletter } = await import("@/lib/leads/actions");
const { LEAD_TEXT } = await import("@/lib/leads/submit-lead");
const { KEPT_VALUE_MAX } = await import("@/lib/action-state");
const { KEPT } = await import("@/lib/leads/lead-schemas");
const { NEWSLETTER_TEXT } = await import("@/lib/leads/newsletter");
const { bookingSchema, contactSchema, newsletterSchema, emailField, BOT_FIELDS } =
  await import("@/lib/leads/lead-schemas");
const { services } = await import("@/content/services");
const { asciiAddress, EMAIL_TEXT } = await import("@/lib/mail/address");
const { env } = await import("@/lib/env");
const { getDb } = await import("@/lib/db/client");
const db = await getDb();
afterAll(() => resend.close());

// Unexpected server-side failures ("lead not stored", "mail attempt failed") are logged here; a
// fuzzed input must never cause one.
const log = captureLogs();
const serverErrors = {
  get all() {
    return log.entries.filter((e) => e.level === "error");
  },
  clear: () => log.entries.splice(0),
};

const rows = <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
  query<T>(db, sql, params);

// ---------------------------------------------------------------------------------------------
// Inputs

/** One FormData value as generated (Files and 1 MB strings are described, built per run). */
type Raw = string | { file: string; type: string } | { blob: string } | { big: string };
/** The values sent under one key, in order (none: the field is missing; two: a duplicated key). */
type Values = Raw[];

const xssList = readFileSync(path.join(corpusDir, "xss/payloadbox/xss-payload-list.txt"), "utf8")
  .split("\n")
  .map((l) => l.trim())
  .filter(Boolean);
const xss = fc.constantFrom(...xssList);
const HOSTILE = [
  "a@b.com\r\nBcc: x@y.com",
  "a@b.com\nBcc: x@y.com",
  "Name\nSubject: hi",
  "Name\r\nSubject: hi\r\n\r\n<h1>body</h1>",
  "x\rBcc: y@z.com",
  "a@b.com, c@d.com",
  "a@b.com;c@d.com",
  "Ann <a@b.com>",
  "%0d%0aBcc:x@y.com",
  "=?utf-8?b?QmNjOiB4QHkuY29t?=",
  "<script>alert(1)</script>",
  "<img src=x onerror=alert(1)>",
  '"><svg onload=alert(1)>',
  "' onmouseover='alert(1)",
  "</td></tr></table><script>alert(1)</script>",
  "&amp;&lt;&#60;&#x3C;",
  "<!--",
  "]]><![CDATA[",
  "javascript:alert(1)",
  "\u0000",
  "a\u0000b",
  "\u0007\u001b[31mred\u001b[0m\u007f",
  "\u202Egnp.exe",
  "\u200f\u05e9\u05dc\u05d5\u05dd \u0645\u0631\u062d\u0628\u0627",
  "Z\u0351\u0367\u0300\u0316a\u0301\u0301\u0301",
  "e\u0301",
  "👩‍👩‍👧‍👦🏳️‍🌈",
  "\ud800",
  "x\udc00y\udbff",
  "\u2028\u2029",
  "a\u0085b",
  "\ufeff",
  " \t ",
  "",
  "null",
  "undefined",
  "[object Object]",
  "__proto__",
  "' OR '1'='1' --",
  "${7*7}{{7*7}}",
];
const hostile = fc.constantFrom(...HOSTILE);
const special = fc.constantFrom(
  ...["<", ">", "&", '"', "'", "\r", "\n", "\r\n", "\t", "\u0000", "\u0007", "\u001b", "\u007f"],
  ...["\u0085", "\u2028", "\u2029", "\u202e", "\u200f", "\u0301", "\ufeff", "\ud800", "\udbff"],
  ...["\udc00", "\udfff", "😀", "👩‍💻", "ש", "ع", " ", "@", ",", ";", ":", "=", "/"],
);
const unit = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: "grapheme", minLength: 1, maxLength: 1 }) },
  { weight: 2, arbitrary: special },
  { weight: 1, arbitrary: fc.string({ unit: "binary", minLength: 1, maxLength: 1 }) },
);
const noisy = (maxLength: number) => fc.string({ unit, maxLength });
const padded = (a: fc.Arbitrary<string>) =>
  fc
    .tuple(a, fc.constantFrom("", " ", "  ", "\t", "\n", "\r\n", "\u00a0", "\u3000"))
    .map(([v, pad]) => `${pad}${v}${pad}`);
const anyText = fc.oneof(hostile, xss, noisy(80));
const nonString: fc.Arbitrary<Raw> = fc.constantFrom(
  { file: "<script>alert(1)</script>", type: "text/html" },
  { file: "", type: "" },
  { file: "ann@example.com", type: "text/plain" },
  { blob: "Ada Visitor" },
);
const big: fc.Arbitrary<Raw> = fc.constantFrom(
  { big: "x" },
  { big: "<" },
  { big: " " },
  { big: "1" },
);

/** A field: usually a plausible value for it (hostile content included), else anything at all. */
const field = (plausible: fc.Arbitrary<string>): fc.Arbitrary<Values> =>
  fc.oneof(
    { weight: 14, arbitrary: plausible.map((v) => [v]) },
    { weight: 2, arbitrary: anyText.map((v) => [v]) },
    { weight: 1, arbitrary: fc.constant<Values>([]) },
    { weight: 1, arbitrary: nonString.map((v) => [v]) },
    { weight: 1, arbitrary: big.map((v) => [v]) },
    {
      weight: 1,
      arbitrary: fc.tuple(fc.oneof(plausible, anyText, nonString), fc.oneof(anyText, nonString)),
    },
  );

const names = fc.oneof(
  fc.constantFrom("Ada Lovelace", "José Ñúñez-Ibáñez", "李小龙", "محمد بن موسى", "O'Brien & Sons"),
  fc.constantFrom('Eve "the hacker" <eve@evil.example>', "Bobby'); DROP TABLE leads;--"),
  // One line as far as the schema goes (no CR/LF), yet line breaks to some readers.
  fc.constantFrom("Ann\u2028Bcc: x@y.com", "Ann\u2029Subject: hi", "Ann\u0085Bcc: x@y.com"),
  fc.constantFrom("Ann\u000bBcc: x@y.com", "Ann\u000cTo: x@y.com", "Ann\u2028\u2029\u2028Zed"),
  xss.filter((s) => s.length <= 100),
  noisy(60),
  fc.string({ unit: "grapheme", minLength: 1, maxLength: 30 }),
);
const localPart = fc.stringMatching(/^[a-z0-9](?:[a-z0-9._+'-]{0,20}[a-z0-9])?$/);
const emails = fc.oneof(
  fc
    .tuple(localPart, fc.constantFrom("example.com", "Example.ORG", "mail.co.uk"))
    .map(([l, d]) => `${l}@${d}`),
  fc.emailAddress(),
  fc.constantFrom("ANN@Example.com", "common'name@domain.com", "a@b.cd", "user-@example.org"),
  // Internationalised domains (stored in Unicode, sent punycoded) and impossible addresses.
  fc.constantFrom("ann@bücher.de", "ann@XN--BCHER-KVA.de", "user@例え.jp", "josé@example.com"),
  fc.constantFrom("ann@-bücher.de", "ann@example-.com", `${"a".repeat(65)}@example.com`),
);
const paddedEmails = fc.oneof(emails, padded(emails));
const phones = fc.oneof(
  fc.stringMatching(/^\+?[0-9][0-9 ().-]{5,24}[0-9]$/),
  fc.constantFrom("+1 555 010 0000", "(020) 7946-0000", "+44.20.7946.0000"),
);
const serviceIds = services.map((s) => s.id);
const serviceValues = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...serviceIds) },
  { weight: 1, arbitrary: fc.constantFrom("toString", "__proto__", "Web-Development", "") },
);
const messages = fc.oneof(
  noisy(300),
  xss,
  hostile,
  fc.string({ unit: "grapheme", maxLength: 200 }),
);

/** Hidden anti-bot fields, each generated with whether it lets a person through. */
type Stamp = { ago: number; format: number } | Raw;
const humanHoneypotValues = fc.constantFrom<Values>(
  [],
  [""],
  [" \t\n"],
  [{ blob: "x" }],
  ["", "x"],
);
const humanHoneypots = humanHoneypotValues.map((values) => ({ values, human: true }));
const honeypots = fc
  .oneof(
    { weight: 8, arbitrary: humanHoneypotValues },
    { weight: 1, arbitrary: fc.constantFrom<Values>(["http://spam.example"], ["x"], [" x "]) },
    {
      weight: 1,
      arbitrary: noisy(10)
        .filter((s) => s.trim() !== "" && s.toWellFormed().trim() !== "")
        .map((s) => [s]),
    },
  )
  .map((values) => {
    const first = values[0];
    return { values, human: !(typeof first === "string" && first.trim() !== "") };
  });
const HOUR = 3600_000;
const humanStamps = fc
  .tuple(fc.integer({ min: 3000, max: 23 * HOUR }), fc.integer({ min: 0, max: 4 }))
  .map(([ago, format]) => ({ values: [{ ago, format }] as Stamp[], human: true }));
// The start time is the client's word: only an impossible one counts (human: false); a missing
// one (no JavaScript) or a fast one is left to the proof-of-work.
const NOT_IMPOSSIBLE: Stamp[][] = [
  [],
  [""],
  [{ ago: 500, format: 0 }],
  [{ ago: -60_000, format: 0 }],
];
const startStamps = fc.oneof(
  { weight: 8, arbitrary: humanStamps },
  {
    weight: 2,
    arbitrary: fc
      .constantFrom<Stamp[]>(
        [],
        [""],
        ["abc"],
        ["0"],
        ["-1"],
        ["NaN"],
        ["Infinity"],
        ["1e400"],
        [{ ago: -60_000, format: 0 }], // a minute ahead: a visitor's clock may be
        [{ ago: -3_600_000, format: 0 }], // an hour in the future is forged
        [{ ago: 500, format: 0 }], // faster than a person: not spam by itself
        [{ ago: 25 * HOUR, format: 0 }], // an abandoned tab from yesterday
        [{ file: "1", type: "text/plain" }],
        ["garbage", { ago: 10_000, format: 0 }],
      )
      .map((values) => ({
        values,
        human: NOT_IMPOSSIBLE.some((v) => JSON.stringify(v) === JSON.stringify(values)),
      })),
  },
);
const stampText = (s: Stamp) => {
  if (typeof s !== "object" || !("ago" in s)) return s;
  const t = Date.now() - s.ago;
  return [`${t}`, ` ${t} `, `0x${t.toString(16)}`, `${t}.25`, `${t / 1000}e3`][s.format]!;
};

const extraKeys = fc
  .oneof(
    fc.constantFrom("__proto__", "constructor", "toString", "kind", "status", "id", "lead_id"),
    fc.constantFrom("to", "bcc", "replyTo", "email[]", "name ", "EMAIL", "$ACTION_ID_1", "0"),
    fc.constantFrom("name", "email", "phone", "service", "customization", "message"),
    fc.string({ maxLength: 12 }),
  )
  .filter((k) => k !== BOT_FIELDS.honeypot && k !== BOT_FIELDS.startedAt && k !== "altcha");
const extras = fc.array(fc.tuple(extraKeys, fc.oneof(anyText, nonString)), { maxLength: 4 });

/** x-forwarded-for: unique per run (the last hop counts), sometimes behind hostile earlier hops. */
let runNo = 0;
const forwardedFor = fc.oneof(
  fc.constant(""),
  fc.ipV4(),
  fc.ipV6(),
  fc.constantFrom("unknown", "1.2.3.4 , evil", "::1,::1", "x".repeat(300)),
);
const clientHeader = (prefix: string) => {
  const n = ++runNo;
  // A new /24 every run: the per-network limits count networks.
  const ip = `198.51.${n & 255}.${((n >> 8) & 254) + 1}`;
  return prefix ? `${prefix}, ${ip}` : ip;
};

const FIELDS = {
  booking: {
    name: names,
    email: paddedEmails,
    phone: phones,
    service: serviceValues,
    customization: messages,
    message: messages,
  },
  contact: { name: names, email: paddedEmails, phone: phones, message: messages },
  newsletter: { email: paddedEmails },
} as const;
type Kind = keyof typeof FIELDS;

/**
 * Half the runs send plausible values only (hostile content included) from a person, so that many
 * are stored and mailed; the other half fuzz everything, the anti-bot fields included.
 */
const submission = (kind: Kind) =>
  fc.boolean().chain((clean) =>
    fc.record({
      fields: fc.record(
        Object.fromEntries(
          Object.entries(FIELDS[kind]).map(([k, a]) => [
            k,
            clean ? (a as fc.Arbitrary<string>).map((v) => [v]) : field(a),
          ]),
        ) as Record<string, fc.Arbitrary<Values>>,
      ),
      honeypot: clean ? humanHoneypots : honeypots,
      startedAt: clean ? humanStamps : startStamps,
      extras,
      extrasFirst: fc.boolean(),
      forwardedFor,
      preconfirmed: fc.boolean(), // newsletter: the address already confirmed its subscription
      // What the widget's field holds: a fresh solution, nothing, a forged one, a file.
      // (One person in five with plausible fields sends none: a browser without JavaScript.)
      proof: clean
        ? fc.constantFrom("solved", "solved", "solved", "solved", "none")
        : fc.constantFrom("solved", "solved", "solved", "none", "forged", "file"),
    }),
  );
type Submission = {
  fields: Record<string, Values>;
  honeypot: { values: Values; human: boolean };
  startedAt: { values: Stamp[]; human: boolean };
  extras: [string, Raw][];
  extrasFirst: boolean;
  forwardedFor: string;
  preconfirmed: boolean;
  proof: "solved" | "none" | "forged" | "file";
};

const materialize = (raw: Raw): string | Blob => {
  if (typeof raw === "string") return raw;
  if ("big" in raw) return raw.big.repeat(1 << 20); // 1 MB (1 MiB) of one character
  if ("file" in raw) return new File([raw.file], "upload.html", { type: raw.type });
  return new Blob([raw.blob]);
};

async function buildForm(s: Submission): Promise<FormData> {
  const form = new FormData();
  const add = (key: string, raw: Raw) => form.append(key, materialize(raw));
  const addExtras = () => s.extras.forEach(([k, v]) => add(k, v));
  if (s.extrasFirst) addExtras();
  for (const [key, values] of Object.entries(s.fields)) values.forEach((v) => add(key, v));
  s.honeypot.values.forEach((v) => add(BOT_FIELDS.honeypot, v));
  s.startedAt.values.forEach((v) => add(BOT_FIELDS.startedAt, stampText(v)));
  if (s.proof === "solved") form.append("altcha", await solvedProof());
  if (s.proof === "forged") form.append("altcha", "eyJhbGdvcml0aG0iOiJTSEEtMjU2In0=");
  if (s.proof === "file") add("altcha", { file: "solution", type: "text/plain" });
  if (!s.extrasFirst) addExtras();
  return form;
}

// ---------------------------------------------------------------------------------------------
// Oracles

/** What the schema makes of the form, read the way a form post is read: the first value per key. */
function expectedOf(kind: Kind, form: FormData) {
  const get = (n: string) => form.get(n) ?? undefined;
  const parsed =
    kind === "booking"
      ? bookingSchema.safeParse(
          Object.fromEntries(Object.keys(FIELDS.booking).map((n) => [n, get(n)])),
        )
      : kind === "contact"
        ? contactSchema.safeParse(
            Object.fromEntries(Object.keys(FIELDS.contact).map((n) => [n, get(n)])),
          )
        : newsletterSchema.safeParse({ email: get("email") });
  if (parsed.success) return { valid: true as const, data: parsed.data as Record<string, string> };
  const fieldErrors: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const key = String(issue.path[0]);
    fieldErrors[key] ??= issue.message;
  }
  return { valid: false as const, fieldErrors };
}

/**
 * Visitor addresses that passed validation: the only non-staff recipients a mail may have (as
 * stored, and as sent: an internationalised domain goes to the provider in its ASCII form).
 */
const validatedAddresses = new Set<string>();
const validated = (address: string) => validatedAddresses.add(address).add(asciiAddress(address));

const ENTITY = /&(?:amp|lt|gt|quot|apos|#39|#x27|#\d{1,7}|#x[0-9a-f]{1,6});/gi;
// Our own markup (lib/mail/layout.ts): these elements, these attributes, quoted values without
// quotes or angle brackets in them. Any tag or attribute a visitor smuggled in stays behind.
const OWN_TAG =
  /<!doctype html>|<\/?(?:html|head|meta|title|body|table|tr|th|td|p|ol|li|a|strong)(?:\s+(?:style|align|valign|role|href|lang|charset|name|content|width|cellpadding|cellspacing|border|bgcolor)="[^"<>]*")*\s*>/gi;

/** The HTML part's text with our tags removed and entities decoded, after checking it is inert. */
function inertText(html: string): string {
  const tags = html.match(/<[^>]*>?/g) ?? [];
  for (const tag of tags) expect(tag, "no event handler in any tag").not.toMatch(/\son\w+\s*=/i);
  expect(html.toLowerCase()).not.toContain("<script");
  const rest = html.replace(OWN_TAG, "");
  expect(rest, "only our own tags").not.toMatch(/[<>"]/);
  expect(rest.replace(ENTITY, ""), "every & is an entity").not.toContain("&");
  const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'" };
  return rest.replace(ENTITY, (e) => {
    const body = e.slice(1, -1).toLowerCase();
    if (body.startsWith("#x")) return String.fromCodePoint(parseInt(body.slice(2), 16));
    if (body.startsWith("#")) return String.fromCodePoint(parseInt(body.slice(1), 10));
    return named[body]!;
  });
}

/** Checks every mail must pass, whoever caused it. */
function checkMail(mail: ReceivedMail) {
  expect(mail.from).toBe(env.MAIL_FROM);
  expect(mail.to).toHaveLength(1);
  const to = mail.to[0]!;
  expect(to, "recipient is one address").not.toMatch(/[\r\n,;<>\s"]/);
  expect(STAFF_TO.includes(to) || validatedAddresses.has(to), `recipient ${to}`).toBe(true);
  expect(mail.subject, "one-line subject").not.toMatch(/[\r\n\u2028\u2029]/);
  for (const replyTo of [mail.reply_to ?? []].flat()) {
    expect(replyTo).not.toMatch(/[\r\n,;<>\s"]/);
    expect(validatedAddresses.has(replyTo)).toBe(true);
  }
  for (const value of Object.values(mail.headers ?? {})) expect(value).not.toMatch(/[\r\n]/);
  return inertText(mail.html);
}

// The first auto-reply seen, per kind (and per service for booking confirmations).
const firstAutoReply = new Map<string, { subject: string; text: string; html: string }>();
const AUTO_REPLIES = ["contact-auto-reply", "booking-confirmation"];

/** The visitor's values each mail kind shows, escaped in HTML and as given in the text part. */
function checkLeadMail(mail: ReceivedMail, kind: string, lead: Record<string, string>) {
  const text = checkMail(mail);
  const shown =
    kind === "booking-notification"
      ? [
          lead.name,
          lead.email,
          lead.phone,
          lead.customization || "No customization specified",
          lead.message,
        ]
      : kind === "contact-notification"
        ? [lead.name, lead.email, lead.phone, lead.message]
        : [];
  for (const value of shown) {
    expect(text).toContain(value);
    expect(mail.text).toContain(value);
  }
  // Auto-replies go to an unverified address: nothing the visitor wrote may ride along, so every
  // auto-reply is the same mail whatever the form held (a confirmation names the chosen service).
  if (AUTO_REPLIES.includes(kind)) {
    const content = { subject: mail.subject, text: mail.text, html: mail.html };
    const key = `${kind}:${lead.service ?? ""}`;
    if (!firstAutoReply.has(key)) firstAutoReply.set(key, content);
    expect(content).toEqual(firstAutoReply.get(key));
  } else {
    expect(mail.subject).toContain(lead.name!.replace(/[\r\n\u2028\u2029]+/g, " "));
    expect(mail.reply_to).toBe(asciiAddress(lead.email!));
  }
}

// The maintained list itself, as the oracle for "disposable-address" (the domain or a parent).
const disposable = disposableEmailBlocklistSet();
function isDisposable(email: string): boolean {
  const labels = email
    .slice(email.lastIndexOf("@") + 1)
    .trim()
    .toLowerCase()
    .split(".");
  return labels.some((_, i) => disposable.has(labels.slice(i).join(".")));
}

const stats = { runs: 0, bots: 0, invalid: 0, stored: 0, throttled: 0, mails: 0 };
const ACTIONS = { booking: submitBooking, contact: submitContact, newsletter: subscribeNewsletter };
const VISIBLE: Record<Kind, readonly string[]> = {
  booking: ["name", "email", "phone", "service", "customization", "message"],
  contact: ["name", "email", "phone", "message"],
  newsletter: ["email"],
};

async function resetTables() {
  // Each run starts from empty tables; counters are cleared only now and then, so runs share them.
  await exec(
    db,
    `delete from email_outbox; delete from leads; delete from newsletter_subscribers;` +
      (runNo % 25 === 0 ? " delete from rate_limits;" : ""),
  );
}

async function check(kind: Kind, s: Submission) {
  await resetTables();
  setRequest({ headers: { "x-forwarded-for": clientHeader(s.forwardedFor) } });
  const form = await buildForm(s);
  const expected = expectedOf(kind, form);
  const email = expected.valid ? expected.data.email! : undefined;
  // The first reason the spam checks find, in their order (the throttle is shared, so it is
  // read from the result below).
  const reason = !s.honeypot.human
    ? "honeypot"
    : s.proof === "none" || s.proof === "file"
      ? "no-proof"
      : s.proof === "forged"
        ? "bad-proof"
        : !s.startedAt.human
          ? "timing"
          : email && isDisposable(email)
            ? "disposable-address"
            : null;
  const subscriber = kind === "newsletter" && email ? email.toLowerCase() : undefined;
  if (subscriber && s.preconfirmed)
    await rows("insert into newsletter_subscribers (email, status) values ($1, 'confirmed')", [
      subscriber,
    ]);
  const before = resend.delivered.length;
  serverErrors.clear();

  const answer = await ACTIONS[kind]({ status: "idle" }, form);
  await settle();
  stats.runs++;

  expect(serverErrors.all).toEqual([]);
  expect(["success", "error"]).toContain(answer.status);
  expect(
    Object.keys(answer).every((k) => ["status", "message", "fieldErrors", "values"].includes(k)),
  ).toBe(true);
  // The values a page without JavaScript is rendered with: the visible fields, strings only,
  // never the anti-bot fields; a refused form gets back exactly what it sent.
  const { values, ...state } = answer;
  for (const [name, value] of Object.entries(values ?? {})) {
    expect(VISIBLE[kind]).toContain(name);
    expect(typeof value).toBe("string");
  }
  if (answer.status === "error") {
    const sent = VISIBLE[kind].flatMap((n) => {
      const v = form.get(n);
      return typeof v === "string"
        ? [[n, v.slice(0, KEPT[n as keyof typeof KEPT] ?? KEPT_VALUE_MAX)]]
        : [];
    });
    expect(values).toEqual(Object.fromEntries(sent));
  }
  // Everything the run left behind, in one round trip.
  const [after] = await rows<{
    leads: Record<string, string | null>[];
    outbox: { kind: string; status: string }[];
    subscribers: { email: string; status: string; spam_reason: string | null }[];
  }>(
    `select
       (select coalesce(json_agg(l), '[]') from leads l) as leads,
       (select coalesce(json_agg(json_build_object('kind', kind, 'status', status)), '[]')
          from email_outbox) as outbox,
       (select coalesce(json_agg(json_build_object('email', email, 'status', status,
          'spam_reason', spam_reason)), '[]')
          from newsletter_subscribers) as subscribers`,
  );
  const { leads, outbox, subscribers } = after!;
  const mails = resend.delivered.slice(before);
  const ok = kind === "newsletter" ? NEWSLETTER_TEXT.pending : LEAD_TEXT[kind].ok;

  const nothingStored = () => {
    expect(leads).toEqual([]);
    expect(outbox).toEqual([]);
    expect(mails).toEqual([]);
    expect(subscribers).toEqual(
      s.preconfirmed && subscriber
        ? [{ email: subscriber, status: "confirmed", spam_reason: null }]
        : [],
    );
  };
  const heldAs = (kind === "newsletter" ? subscribers : leads)[0]?.spam_reason ?? null;

  if (!expected.valid) {
    stats.invalid++;
    expect(state).toEqual(
      kind === "newsletter"
        ? { status: "error", fieldErrors: expected.fieldErrors }
        : {
            status: "error",
            message: "Please fix the highlighted fields.",
            fieldErrors: expected.fieldErrors,
          },
    );
    for (const message of Object.values(state.fieldErrors ?? {}))
      expect(message).toMatch(/^[\w ,.'():;@%+-]{5,160}$/); // a fixed, clean sentence
    return nothingStored();
  }
  if (reason || heldAs) {
    // Held: stored with the reason, answered as a real one, nothing queued or sent.
    if (reason) stats.bots++;
    else stats.throttled++;
    expect(state).toEqual({ status: "success", message: ok });
    expect(outbox).toEqual([]);
    expect(mails).toEqual([]);
    if (kind === "newsletter") {
      expect(leads).toEqual([]);
      expect(subscribers).toEqual([
        s.preconfirmed
          ? { email: subscriber, status: "confirmed", spam_reason: null }
          : { email: subscriber, status: "pending", spam_reason: reason ?? "throttled" },
      ]);
    } else {
      expect(leads).toHaveLength(1);
      expect(leads[0]).toMatchObject({ spam_reason: reason ?? "throttled", email });
      expect(subscribers).toEqual([]);
    }
    return;
  }
  if (state.status === "error") {
    // The only other refusal: a hard cap (its counters are shared between runs).
    stats.throttled++;
    expect(state.message).toMatch(
      kind === "newsletter"
        ? /^Too many requests\. Please try again later\.$/
        : /^Too many requests\. Please try again in \d+ minutes?\.$/,
    );
    expect(state.fieldErrors).toBeUndefined();
    return nothingStored();
  }

  stats.stored++;
  stats.mails += mails.length;
  validated(kind === "newsletter" ? subscriber! : email!);
  expect(outbox.every((m) => m.status === "sent")).toBe(true);
  expect(mails).toHaveLength(outbox.length);
  if (kind === "newsletter") {
    expect(leads).toEqual([]);
    const already = s.preconfirmed;
    // Subscribed or not, the same answer: the form does not tell who is on the list.
    expect(state).toEqual({ status: "success", message: ok });
    expect(subscribers).toEqual([
      { email: subscriber, status: already ? "confirmed" : "pending", spam_reason: null },
    ]);
    expect(mails).toHaveLength(already ? 0 : 1);
    for (const mail of mails) {
      checkMail(mail);
      expect(mail.to).toEqual([asciiAddress(subscriber!)]);
      expect(mail.html).toContain(
        `href="${env.NEXT_PUBLIC_SITE_URL.replace(/\/+$/, "")}/newsletter/`,
      );
    }
    return;
  }
  const lead = expected.data;
  expect(state).toEqual({ status: "success", message: ok });
  // A booking's confirmation shows what was stored; a sent message empties its form.
  expect(values).toEqual(kind === "booking" ? lead : undefined);
  expect(leads).toHaveLength(1);
  expect(leads[0]).toMatchObject({
    kind,
    name: lead.name,
    email: lead.email,
    phone: lead.phone,
    message: lead.message,
    service: kind === "booking" ? lead.service : null,
    customization: kind === "booking" ? lead.customization : null,
  });
  expect(subscribers).toEqual([]);
  const staffKind = `${kind}-notification`;
  expect(outbox.map((m) => m.kind).sort()).toEqual(
    [
      ...STAFF_TO.map(() => staffKind),
      ...(kind === "contact" ? ["contact-auto-reply"] : ["booking-confirmation"]),
    ].sort(),
  );
  const toStaff = mails.filter((m) => STAFF_TO.includes(m.to[0]!));
  expect(toStaff.map((m) => m.to[0]).sort()).toEqual([...STAFF_TO].sort());
  for (const mail of toStaff) checkLeadMail(mail, staffKind, lead);
  for (const mail of mails.filter((m) => !STAFF_TO.includes(m.to[0]!))) {
    expect(mail.to).toEqual([asciiAddress(lead.email!)]);
    expect(mail.reply_to).toBeUndefined();
    checkLeadMail(mail, kind === "contact" ? "contact-auto-reply" : "booking-confirmation", lead);
  }
}

// ---------------------------------------------------------------------------------------------
// Properties

const RUNS = { booking: 500, contact: 500, newsletter: 300 };

describe.each(Object.keys(RUNS) as Kind[])("%s action under fuzzed FormData", (kind) => {
  it(`always answers, stores only what the schema accepts, mails only escaped text (${RUNS[kind]} runs)`, async () => {
    const before = { ...stats };
    await fc.assert(
      fc.asyncProperty(submission(kind), (s) => check(kind, s as Submission)),
      { numRuns: RUNS[kind] },
    );
    const runs = stats.runs - before.runs;
    // The generators must reach every branch, and the rate limits must not dominate. The stored
    // share varies from run to run (random submissions; a booking's time may be refused): about
    // 15–20 % for bookings, so the floor is 10 %, far above what a broken branch would leave.
    expect(stats.stored - before.stored).toBeGreaterThan(runs * 0.1);
    expect(stats.invalid - before.invalid).toBeGreaterThan(runs * 0.15);
    expect(stats.bots - before.bots).toBeGreaterThan(runs * 0.02);
    expect(stats.throttled - before.throttled).toBeLessThan(runs * 0.1);
  }, 120_000);
});

// ---------------------------------------------------------------------------------------------
// Real-world address lists

type Group = { source: string; valid: string[]; invalid: string[] };
const emailDir = path.join(corpusDir, "email");
const zodCases = JSON.parse(
  readFileSync(path.join(emailDir, "zod-email-cases.json"), "utf8"),
) as Record<string, { valid: string[]; invalid: string[] }>;
const validatorCases = JSON.parse(
  readFileSync(path.join(emailDir, "validatorjs-isEmail-cases.json"), "utf8"),
) as {
  description: string;
  args: Record<string, unknown>[] | null;
  valid?: string[];
  invalid?: string[];
}[];

// validator.js's lists depend on isEmail's options. Its default options (args null, and
// `ignore_max_length: false`, which is the default) say what an address is; groups run with other
// options (display names, IP domains, host allow/deny lists, underscores, ...) describe those
// options, not addresses, so their addresses are only checked for consistency (stored iff our
// schema accepts them), not held to that group's verdict.
const isDefault = (args: Record<string, unknown>[] | null) =>
  args === null || JSON.stringify(args) === JSON.stringify([{ ignore_max_length: false }]);
const groups: Group[] = [
  ...Object.entries(zodCases).map(([k, g]) => ({
    source: `zod ${k}`,
    valid: g.valid,
    invalid: g.invalid,
  })),
  ...validatorCases
    .filter((g) => isDefault(g.args))
    .map((g) => ({
      source: `validator.js: ${g.description}`,
      valid: g.valid ?? [],
      invalid: g.invalid ?? [],
    })),
];
const optionDependent = validatorCases
  .filter((g) => !isDefault(g.args))
  .flatMap((g) => [...(g.valid ?? []), ...(g.invalid ?? [])]);

/**
 * Where the corpus and our emailField (lib/mail/address.ts: validator.js's isEmail with ASCII
 * local parts, and the RFC lengths checked on the domain's ASCII form) disagree. Only
 * validator.js's default lists, on purpose; zod's lists agree entirely. Each is refused with a
 * message of EMAIL_TEXT:
 * - a non-ASCII local part (SMTPUTF8, which most mail servers cannot deliver to);
 * - quoted local parts: valid by the RFC, deliverable almost nowhere, and they would carry quotes
 *   and spaces into the To header (zod's own corpus lists `"email"@domain.com` as invalid).
 * Internationalised domains (`hans@m端ller.com`) are accepted: stored in Unicode, sent punycoded.
 */
const REFUSED_THOUGH_VALID: Record<string, string> = {
  "hans.m端ller@test.com": "non-ASCII local part",
  '"foobar"@example.com': "quoted local part",
  '"  foo  m端ller "@example.com': "quoted local part with spaces, non-ASCII",
  '"foo\\@bar"@example.com': "quoted local part with an escaped @",
};
const ACCEPTED_THOUGH_INVALID: Record<string, string> = {};
const EMAIL_MESSAGES = Object.values(EMAIL_TEXT) as string[];

const corpusMails = { count: 0 };
const PADS = ["", " ", "\t", "  \n", "\u00a0", "\r\n "];

/** Submits `address` through the contact form and the newsletter; says whether both took it. */
async function submitAddress(address: string, i: number): Promise<boolean> {
  const pad = PADS[i % PADS.length]!;
  const given = `${pad}${address}${pad}`;
  const accepted = emailField.safeParse(given).success;
  const results: boolean[] = [];
  for (const kind of ["contact", "newsletter"] as const) {
    await resetTables();
    setRequest({ headers: { "x-forwarded-for": clientHeader("") } });
    const form = new FormData();
    const values: Record<string, string> =
      kind === "contact"
        ? {
            name: "Corpus Case",
            email: given,
            phone: "+1 555 010 0000",
            message: "An address from the corpus.",
          }
        : { email: given };
    for (const [k, v] of Object.entries({
      ...values,
      website: "",
      startedAt: String(Date.now() - 10_000),
      altcha: await solvedProof(),
    }))
      form.append(k, v);
    const before = resend.delivered.length;
    const state = await ACTIONS[kind]({ status: "idle" }, form);
    await settle();
    const mails = resend.delivered.slice(before);
    corpusMails.count += mails.length;
    if (state.status === "success") {
      const storedAs = emailField.parse(given);
      const stored =
        kind === "contact"
          ? await rows<{ email: string }>("select email from leads")
          : await rows<{ email: string }>("select email from newsletter_subscribers");
      // As given, trimmed, an internationalised domain in Unicode (the newsletter keeps addresses
      // lowercased, its unique key).
      expect(stored).toEqual([{ email: kind === "contact" ? storedAs : storedAs.toLowerCase() }]);
      validated(stored[0]!.email);
      for (const mail of mails) checkMail(mail);
      expect(mails.length).toBe(kind === "contact" ? STAFF_TO.length + 1 : 1);
      results.push(true);
    } else {
      expect(EMAIL_MESSAGES).toContain(state.fieldErrors?.email);
      expect(Object.keys(state.fieldErrors ?? {})).toEqual(["email"]);
      expect(state.fieldErrors?.email).toBe(emailField.safeParse(given).error?.issues[0]?.message);
      expect(await rows("select id from leads")).toEqual([]);
      expect(await rows("select id from newsletter_subscribers")).toEqual([]);
      expect(mails).toEqual([]);
      results.push(false);
    }
  }
  expect(results).toEqual([accepted, accepted]);
  return accepted;
}

describe("real-world e-mail corpus (tests/fixtures/corpus/email)", () => {
  it("addresses the corpus calls valid are stored as given; invalid ones get a field error", async () => {
    const mismatches = { refused: [] as string[], accepted: [] as string[] };
    let i = 0;
    for (const group of groups) {
      expect(group.valid.length + group.invalid.length, group.source).toBeGreaterThan(0);
      for (const address of group.valid) {
        if (!(await submitAddress(address, i++))) mismatches.refused.push(address);
      }
      for (const address of group.invalid) {
        const accepted = await submitAddress(address, i++);
        if (accepted) mismatches.accepted.push(address);
        // Whatever the verdict, an accepted address is one line, one recipient.
        if (accepted) expect(address).not.toMatch(/[\r\n,;<>]/);
      }
    }
    // The disagreements are exactly the ones listed (and explained) above, no more, no fewer.
    expect([...new Set(mismatches.refused)].sort()).toEqual(
      Object.keys(REFUSED_THOUGH_VALID).sort(),
    );
    expect([...new Set(mismatches.accepted)].sort()).toEqual(
      Object.keys(ACCEPTED_THOUGH_INVALID).sort(),
    );
    for (const address of Object.keys(REFUSED_THOUGH_VALID))
      expect(EMAIL_MESSAGES).toContain(emailField.safeParse(address).error?.issues[0]?.message);
    for (const address of Object.keys(ACCEPTED_THOUGH_INVALID))
      expect(emailField.safeParse(address).data).toBe(address);
  }, 120_000);

  it("addresses from option-specific validator.js groups: stored exactly when our schema accepts", async () => {
    expect(optionDependent.length).toBeGreaterThan(50);
    let i = 0;
    for (const address of new Set(optionDependent)) await submitAddress(address, i++);
  }, 120_000);
});

it("every mail the provider received in this file passed the same checks (property 2)", () => {
  expect(resend.delivered.length).toBeGreaterThan(500);
  expect(resend.delivered.length).toBe(stats.mails + corpusMails.count);
  expect(resend.requests.length).toBe(resend.delivered.length); // each sent once, none retried
  for (const mail of resend.delivered) checkMail(mail);
});
