// Scale-out for real (`npm run test:scale`, production build first): PostgreSQL 15, Redis, two
// `next start` instances sharing both, and nginx round-robin in front, all on loopback. A write
// through one instance reaches the other's cached pages within 2 s; Redis going away makes the
// site slower, never failing, and sharing resumes when it returns; an instance restarted behind
// the load balancer loses no request. The follow-up cron fired twice at each instance in the same
// minute sends one digest per owner, counted at a loopback Resend.
import { createHash, randomBytes } from "node:crypto";

import { Client } from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";

import { startLoadBalancer, type LoadBalancer } from "../../scripts/nginx/local-nginx.mjs";
import { startPostgres, type PostgresServer } from "../helpers/postgres-server";
import { startRedis, type RedisServer } from "../helpers/redis-server";
import { CRON_SECRET, seedDatabase, startSite, type Site } from "../faults/harness";
import { startResend } from "../helpers/resend-server";
import { startLoad } from "./load";
import { anyPostSlug, createPost, deletePost, signIn } from "./staff";

let pg: PostgresServer;
let redis: RedisServer;
let a: Site;
let b: Site;
let lb: LoadBalancer;
let cookie = "";
let seeded = "";
let resend: Awaited<ReturnType<typeof startResend>>;
const env = () => ({
  DATABASE_URL: pg.url(),
  REDIS_URL: redis.url,
  RESEND_API_KEY: "re_test_key",
  RESEND_BASE_URL: resend.url,
});

beforeAll(async () => {
  [pg, redis, resend] = await Promise.all([startPostgres(), startRedis(), startResend()]);
  seedDatabase(pg.url());
  [a, b] = await Promise.all([startSite(env()), startSite(env())]);
  lb = await startLoadBalancer([a.port, b.port]);
  cookie = await signIn(a.base);
  seeded = await anyPostSlug(pg.url());
});

afterAll(async () => {
  await lb?.stop();
  await Promise.all([a?.stop(), b?.stop()]);
  await Promise.all([redis?.stop(), pg?.stop(), resend?.close()]);
});

async function page(site: Site, path: string) {
  const response = await fetch(`${site.base}${path}`, { redirect: "manual" });
  return {
    status: response.status,
    body: await response.text(),
    cache: response.headers.get("x-nextjs-cache"),
    policy: response.headers.get("content-security-policy"),
  };
}

/** Polls `check` until it holds, failing after `ms`: the deadline is the assertion. */
async function within(ms: number, what: string, check: () => Promise<boolean>) {
  const until = Date.now() + ms;
  while (!(await check().catch(() => false))) {
    if (Date.now() > until) throw new Error(`not within ${ms} ms: ${what}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

const listings = ["/blogs", "/", "/rss.xml", "/sitemap.xml"];

/** Caches B's listings first, so what follows proves a write expires another instance's copy. */
async function warmListings(site: Site) {
  for (const path of listings) for (let i = 0; i < 2; i++) await page(site, path);
}

async function visibleEverywhere(site: Site, slug: string, title: string) {
  const post = await page(site, `/blogs/${slug}`);
  if (post.status !== 200 || !post.body.includes(title)) return false;
  for (const path of listings) if (!(await page(site, path)).body.includes(slug)) return false;
  return true;
}

it("a page rendered by one instance is a cache hit on the other, with the same policy", async () => {
  await page(a, `/blogs/${seeded}`);
  const onA = await page(a, `/blogs/${seeded}`);
  const onB = await page(b, `/blogs/${seeded}`);
  expect(onA.status).toBe(200);
  expect(onB.cache).toBe("HIT");
  expect(onB.body).toBe(onA.body);
  expect(onB.policy).toBe(onA.policy);
  expect(onB.policy).toMatch(/script-src[^;]*'sha256-/);
});

it("a post created through A is on B's pages within 2 s; deleted, a 404 on both", async () => {
  await warmListings(b);
  expect((await page(b, "/blogs")).cache).toBe("HIT");
  const title = `Scale probe ${Date.now()}`;
  const slug = await createPost(a.base, cookie, title);
  await within(2_000, "the new post on B", () => visibleEverywhere(b, slug, title));

  await deletePost(a.base, cookie, pg.url(), slug);
  await within(2_000, "the deleted post gone from both", async () => {
    const [onA, onB] = await Promise.all([page(a, `/blogs/${slug}`), page(b, `/blogs/${slug}`)]);
    return (
      onA.status === 404 && onB.status === 404 && !(await page(b, "/blogs")).body.includes(slug)
    );
  });
});

it("posts written while both instances re-render their listings under load: each on both within 2 s", async () => {
  // Visitors keep the listings busy, so a write often lands while a re-render that read the
  // database before it is still running: that render must not be kept as the fresh version.
  const load = startLoad(lb.base, listings, { clients: 6 });
  await load.advance(20);
  for (let burst = 0; burst < 12; burst++) {
    const titles = [`Burst ${burst}a ${Date.now()}`, `Burst ${burst}b ${Date.now()}`];
    const slugs = [
      await createPost(a.base, cookie, titles[0]!),
      await createPost(b.base, cookie, titles[1]!),
    ];
    await within(2_000, `burst ${burst} on both instances' listings`, async () => {
      for (const site of [a, b]) {
        for (const path of listings) {
          const { body } = await page(site, path);
          if (!slugs.every((slug) => body.includes(slug))) return false;
        }
      }
      return true;
    });
  }
  const { failures } = await load.stop();
  expect(failures).toEqual([]);
});

const mix = () => ["/", "/blogs", `/blogs/${seeded}`, "/rss.xml", "/sitemap.xml", "/services"];

it("Redis stopped under load: no failed request; back, the instances share again", async () => {
  const load = startLoad(lb.base, mix());
  await load.advance(30);
  await redis.halt();
  await load.advance(60);
  await redis.restart();
  await within(20_000, "both instances reconnected", async () => (await redis.clients()) >= 2);
  // A brand-new post: a hit on B can only be the page A stored in Redis after it came back.
  await warmListings(b);
  const title = `Scale after outage ${Date.now()}`;
  const slug = await createPost(a.base, cookie, title);
  const rendered = await page(a, `/blogs/${slug}`);
  expect(rendered.status).toBe(200);
  expect((await page(b, `/blogs/${slug}`)).cache).toBe("HIT");
  await within(2_000, "a write on A visible on B after the outage", () =>
    visibleEverywhere(b, slug, title),
  );
  const { total, failures } = await load.stop();
  expect(failures).toEqual([]);
  expect(total).toBeGreaterThan(90);
});

it("an instance drained and restarted under load: no failed request at the load balancer", async () => {
  const load = startLoad(lb.base, mix());
  await load.advance(30);
  await lb.setDown(b.port, true);
  await b.stop();
  b = await startSite(env(), { port: b.port });
  await lb.setDown(b.port, false);
  await load.advance(60);
  const { total, failures } = await load.stop();
  expect(failures).toEqual([]);
  expect(total).toBeGreaterThan(90);
  expect((await page(b, `/blogs/${seeded}`)).status).toBe(200);
});

it("the follow-up cron fired twice in the same minute at both instances: one digest per owner", async () => {
  const db = new Client({ connectionString: pg.url() });
  await db.connect();
  const owners: string[] = [];
  const token = randomBytes(32).toString("base64url");
  try {
    for (const n of [1, 2, 3]) {
      const email = `scale-sales-${n}-${Date.now()}@agency.example`;
      const { rows } = await db.query<{ id: string }>(
        `insert into staff_members (email, name, role, status, calendar_token_hash)
         values ($1, 'Scale', 'sales', 'active', $2) returning id`,
        [email, n === 3 ? createHash("sha256").update(token).digest("hex") : null],
      );
      // Overdue whatever day it is in the agency's zone; one lead more for the third owner.
      for (let i = 0; i < (n === 3 ? 2 : 1); i++) {
        await db.query(
          `insert into leads (kind, name, email, phone, message, owner_id, follow_up_on)
           values ('contact', 'Scale lead', 'v@example.com', '+1 555 010 0000', 'm', $1, '2000-01-01')`,
          [rows[0]!.id],
        );
      }
      owners.push(email);
    }
  } finally {
    await db.end();
  }
  const fire = (site: Site) =>
    fetch(`${site.base}/api/cron/follow-ups`, {
      headers: { authorization: `Bearer ${CRON_SECRET}` },
    });
  const responses = await Promise.all([fire(a), fire(b), fire(a), fire(b)]);
  expect(responses.map((r) => r.status)).toEqual([200, 200, 200, 200]);
  const runs = (await Promise.all(responses.map((r) => r.json()))) as { queued: number }[];
  expect(runs.reduce((sum, r) => sum + r.queued, 0)).toBe(3);
  // Each run delivers what it queued before answering: the count is final here.
  const digests = resend.delivered.filter((m) => m.subject.startsWith("Follow-ups"));
  expect(digests.map((m) => m.to[0]).sort()).toEqual([...owners].sort());

  // The third owner's calendar through the load balancer, as a calendar app polls it: the
  // production build serves it past proxy.ts, privately; a wrong token is a bare 401.
  const feed = await fetch(`${lb.base}/api/calendar/${token}.ics`);
  expect(feed.status).toBe(200);
  expect(feed.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
  expect(feed.headers.get("cache-control")).toBe("private, no-store");
  expect((await feed.text()).match(/BEGIN:VEVENT/g)).toHaveLength(2);
  const wrong = await fetch(`${lb.base}/api/calendar/${"A".repeat(43)}.ics`);
  expect([wrong.status, await wrong.text()]).toEqual([401, ""]);
});
