// Every server function of the production build ("use server" actions and "use cache" reads) has
// a reference id in its manifest, and a client can post any id with arguments of its choosing.
// A cached read must be refused outright (no browser calls one); every call, hostile arguments
// included, must answer quietly (no 5xx, no error in the log) with no more than a visitor may
// see: at most the RSS feed's posts, and staff functions only their sign-in redirect.
import { Client } from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { startPostgres, type PostgresServer } from "../helpers/postgres-server";
import { signIn } from "./forms";
import { migrateDatabase, startSite, type Site } from "./harness";
import {
  encodeCall,
  hostileCalls as calls,
  redirectTarget,
  serverReferences,
  type Call,
} from "./references";

const POSTS = 80; // more than any public list shows
const RSS_ITEMS = 50;
const SECRET = "staff-only-marker@client.example"; // in a lead and a subscriber, never public
const PUBLIC = [
  /^lib\/blog\/queries\.ts#/,
  /^lib\/media\/queries\.ts#/,
  /^lib\/work\/queries\.ts#/,
  /^lib\/(careers|team|testimonials)\/queries\.ts#/,
  /^app\/\(site\)\/blogs\/\[slug\]\/page\.tsx#/,
  /^app\/\(site\)\/work\/\[slug\]\/page\.tsx#/,
  /^app\/\(site\)\/career\/\[slug\]\/page\.tsx#/,
  /^lib\/leads\/actions\.ts#(submitBooking|submitContact|subscribeNewsletter)$/,
  /^lib\/leads\/newsletter-actions\.ts#confirmSubscription$/,
  /^lib\/careers\/actions\.ts#applyForJob$/,
  // A booked call's cancel/reschedule forms: refused without the signed token from its mail.
  /^lib\/booking\/manage-actions\.ts#(cancelBooking|rescheduleBooking)$/,
  /^lib\/auth\/actions\.ts#(signIn|signOut)$/,
  // The sign-in's two-factor step: refused without the ticket a right password leaves.
  /^lib\/auth\/two-factor-sign-in\.ts#signInWithCode$/,
  // A forgotten password (the same answer for any address) and the e-mailed links' forms.
  /^lib\/staff\/public-actions\.ts#(sendPasswordReset|acceptStaffInvitation|resetStaffPassword)$/,
];
const isPublic = (name: string) => PUBLIC.some((p) => p.test(name));
// Ends every session of the account, this test's included: called last, and sent to the login.
const SIGN_OUT_EVERYWHERE = "lib/auth/actions.ts#signOutEverywhere";

let pg: PostgresServer;
let site: Site;
const params: Record<string, string> = { slug: "reference-post-0", serviceId: "web-development" };

beforeAll(async () => {
  pg = await startPostgres();
  migrateDatabase(pg.url());
  const client = new Client({ connectionString: pg.url() });
  await client.connect();
  for (let i = 0; i < POSTS; i++) {
    await client.query(
      "insert into blogs (title, slug, summary, content) values ($1, $2, $3, $4)",
      [`Reference post ${i}`, `reference-post-${i}`, "A summary.", `<p>BODY-${i}-END</p>`],
    );
  }
  await client.query(
    "insert into leads (kind, name, email, phone, message) values ('contact', 'Lead', $1, '1', 'Hi')",
    [SECRET],
  );
  await client.query("insert into newsletter_subscribers (email) values ($1)", [SECRET]);
  // An open role at the same slug, so /career/{slug}'s references are posted to a real page.
  await client.query(
    "insert into job_openings (slug, title, status, date_posted, valid_through) values ($1, 'Reference role', 'published', now(), now() + interval '30 days')",
    [params.slug],
  );
  const [post] = (await client.query("select id from blogs limit 1")).rows as { id: string }[];
  params.id = post!.id;
  await client.end();
  // The discard port: an import this test started by mistake fails at once, offline.
  site = await startSite({
    DATABASE_URL: pg.url(),
    IMPORT_FEEDS: JSON.stringify([{ url: "http://127.0.0.1:9/feed.xml" }]),
  });
});

afterAll(async () => {
  await site?.stop();
  await pg?.stop();
});

const errorLines = (log: string) =>
  log.split("\n").filter((l) => /"level":"(error|fatal|warn)"|⨯|Error:|Warning:/.test(l));

async function call(id: string, page: string, c: Call, cookie = "") {
  const response = await fetch(`${site.base}${page}`, {
    method: "POST",
    redirect: "manual",
    body: encodeCall(c),
    headers: { "next-action": id, accept: "text/x-component", origin: site.base, cookie },
  });
  return { response, text: await response.text() };
}

const distinct = (text: string, pattern: RegExp) => new Set(text.match(pattern)).size;

/** Next's mark of a "use cache" function in its reference id (the top bit of the first byte). */
const isCachedFunction = (id: string) => (Number.parseInt(id.slice(0, 2), 16) & 0x80) !== 0;
/**
 * What a client can post to a page: every reference but the cached reads that only a route
 * handler loads (a share image's), which the first test posts to pages anyway and sees refused.
 */
const pageReferences = () =>
  serverReferences(params).filter((r) => r.pages.length > 0 || !isCachedFunction(r.id));

describe("every server reference in the build, called by id with hostile arguments", () => {
  it("a cached read is no server action: its id is refused wherever it is posted", async () => {
    const cached = serverReferences(params).filter((r) => isCachedFunction(r.id));
    expect(cached.length).toBeGreaterThanOrEqual(7);
    const before = site.output().length;
    for (const { id, name, pages } of cached) {
      for (const page of [...pages, "/", "/contact", "/blog/x", "/admin/login"]) {
        const { response, text } = await call(id, page, { args: [1e15] });
        expect.soft(response.status, `${name} at ${page}`).toBe(404);
        expect.soft(text, `${name} at ${page}`).not.toMatch(/Reference post/);
        const form = new FormData();
        form.set(`$ACTION_ID_${id}`, "");
        const noJs = await fetch(`${site.base}${page}`, { method: "POST", body: form });
        expect.soft(noJs.status, `${name} as a form at ${page}`).toBe(404);
        expect.soft(await noJs.text(), `${name} as a form at ${page}`).not.toMatch(/Reference/);
      }
    }
    expect(errorLines(site.output().slice(before))).toEqual([]);
  });

  it("answers a visitor quietly with no more than the public pages show", async () => {
    const rss = await (await fetch(`${site.base}/rss.xml`)).text();
    expect.soft(distinct(rss, /BODY-\d+-END/g)).toBe(RSS_ITEMS);
    const references = pageReferences();
    expect(references.length).toBeGreaterThan(10);
    const before = site.output().length;
    for (const { id, name, pages } of references) {
      expect(pages.length, `${name} is loaded by no page`).toBeGreaterThan(0);
      for (const [i, c] of calls.entries()) {
        const what = `${name} call ${i}`;
        const { response, text } = await call(id, pages[0]!, c);
        expect.soft(response.status, what).toBeLessThan(500);
        expect.soft(text, what).not.toContain(SECRET);
        expect.soft(distinct(text, /Reference post \d+/g), what).toBeLessThanOrEqual(RSS_ITEMS);
        expect.soft(distinct(text, /BODY-\d+-END/g), what).toBeLessThanOrEqual(RSS_ITEMS);
        // A visitor turned away receives the sign-in page's payload (public, whatever its size);
        // anything else must not outweigh the RSS feed. The marker counts above hold for both.
        if (!redirectTarget(response))
          expect.soft(text.length, what).toBeLessThanOrEqual(rss.length);
        if (!isPublic(name))
          expect.soft(String(redirectTarget(response)), what).toMatch(/^\/admin\/login\b/);
      }
    }
    expect(errorLines(site.output().slice(before))).toEqual([]);
  });

  it("answers staff quietly too: refused arguments are an ordinary answer, never a 5xx", async () => {
    const cookie = await signIn(site.base, "faults@agency.example", "faults password 2025");
    expect(cookie).toBeTruthy();
    const staff = pageReferences()
      .filter((r) => !isPublic(r.name))
      .sort(
        (a, b) => Number(a.name === SIGN_OUT_EVERYWHERE) - Number(b.name === SIGN_OUT_EVERYWHERE),
      );
    expect(staff.length).toBeGreaterThan(5);
    expect(staff.at(-1)?.name).toBe(SIGN_OUT_EVERYWHERE);
    const before = site.output().length;
    for (const { id, name, pages } of staff) {
      const ends = name === SIGN_OUT_EVERYWHERE;
      for (const [i, c] of calls.entries()) {
        const { response } = await call(id, pages[0]!, c, cookie!);
        expect.soft(response.status, `${name} call ${i}`).toBeLessThan(500);
        if (ends)
          expect.soft(redirectTarget(response), `${name} call ${i}`).toMatch(/^\/admin\/login\b/);
        else expect.soft(redirectTarget(response), `${name} call ${i}`).toBeNull();
      }
    }
    expect(errorLines(site.output().slice(before))).toEqual([]);
  });
});
