import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";

import { Client } from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";

import { startPostgres, type PostgresServer } from "../helpers/postgres-server";
import { startResend } from "../helpers/resend-server";
import { submitContact, type Submission } from "./forms";
import { runOutbox, seedDatabase, startSite, waitFor, type Site } from "./harness";

let pg: PostgresServer;
let resend: Awaited<ReturnType<typeof startResend>>;
let site: Site;
let post = "";

const query = async <T>(sql: string, params: unknown[] = []): Promise<T[]> => {
  const client = new Client({ connectionString: pg.url() });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows as T[];
  } finally {
    await client.end();
  }
};

beforeAll(async () => {
  pg = await startPostgres();
  resend = await startResend();
  seedDatabase(pg.url());
  site = await startSite({
    DATABASE_URL: pg.url(),
    RESEND_API_KEY: "re_test_key",
    RESEND_BASE_URL: resend.url,
  });
  const [row] = await query<{ slug: string }>("select slug from blogs order by created_at desc");
  post = row?.slug ?? "";
});

afterAll(async () => {
  await site?.stop();
  await resend?.close();
  await pg?.stop();
});

/** The image's HEALTHCHECK command, run as Docker runs it (PORT as the container sets it). */
const dockerHealthcheck = () => {
  const dockerfile = readFileSync(new URL("../../Dockerfile", import.meta.url), "utf8");
  const command = /^HEALTHCHECK[^\n]*\\\n\s*CMD (.+)$/m.exec(dockerfile)?.[1];
  if (!command) throw new Error("Dockerfile has no HEALTHCHECK CMD");
  return spawnSync("sh", ["-c", command], { env: { ...process.env, PORT: String(site.port) } })
    .status;
};

/** Pages and what they answer while the database is up. */
const pages = (): [string, number][] => [
  ["/", 200],
  ["/services", 200],
  ["/blogs", 200],
  [`/blogs?q=outage-${Date.now()}`, 200], // never cached: needs the database
  [`/blogs/${post}`, 200],
  [`/blogs/not-a-post-${Date.now()}`, 404],
  [`/work/not-a-study-${Date.now()}`, 404],
  ["/sitemap.xml", 200],
  ["/rss.xml", 200],
];
const expectPagesUp = async () => {
  for (const [path, status] of pages()) {
    expect((await fetch(`${site.base}${path}`)).status, path).toBe(status);
  }
};

it("keeps answering while the database is down, and recovers without a restart", async () => {
  const submissions: Submission[] = [];
  const submit = async (n: number) =>
    submissions.push(await submitContact(site.base, `outage-${n}@example.com`, `198.18.0.${n}`));

  await submit(1);
  await expectPagesUp();

  expect(dockerHealthcheck()).toBe(0);

  await pg.halt();
  // Readiness fails (a load balancer stops sending traffic); liveness holds (Docker must not mark
  // a container that still serves pages unhealthy).
  const health = await fetch(`${site.base}/api/health`);
  expect(health.status).toBe(503);
  expect(dockerHealthcheck()).toBe(0);
  for (const [path] of pages()) {
    const response = await fetch(`${site.base}${path}`);
    // A post never seen cannot be looked up: "unavailable, try again" rather than "not found".
    const unseen = /^\/(blogs\/not-a-post|work\/not-a-study)-/.test(path);
    if (unseen) expect(response.status, path).toBe(503);
    else expect(response.status, path).toBeLessThan(500);
    const html = await response.text();
    if (path.startsWith("/blogs?q=")) expect(html).toContain("Failed to fetch blogs:");
    if (path.startsWith("/blogs/not-a-post-"))
      expect(html).toContain("post is unavailable right now");
    if (path.startsWith("/work/not-a-study-")) {
      expect(html).toContain("case study is unavailable right now");
    }
  }
  for (let n = 2; n <= 4; n++) await submit(n);
  const refused = submissions.filter((s) => !s.stored);
  expect(refused.length).toBe(3);
  for (const s of refused) {
    expect(s.status).toBe(200); // a clear message in the form, not a 500
    expect(s.body).toMatch(/"status":"error"/);
  }
  expect((await runOutbox(site.base)).status).toBe(503);

  await pg.restart();
  await waitFor(async () => (await fetch(`${site.base}/api/health`)).ok, "recovery");
  for (let n = 5; n <= 6; n++) await submit(n);
  await expectPagesUp();

  // Every submission the site confirmed is stored exactly once; none it refused is.
  const rows = await query<{ email: string; n: string }>(
    "select email, count(*)::text as n from leads group by email",
  );
  const stored = new Map(rows.map((r) => [r.email, Number(r.n)]));
  for (const s of submissions) expect(stored.get(s.email) ?? 0, s.email).toBe(s.stored ? 1 : 0);
  expect(submissions.filter((s) => s.stored).length).toBe(3);

  // And their mails go out once the worker runs again.
  await waitFor(async () => {
    await runOutbox(site.base);
    return resend.delivered.length === 6; // 3 leads × (notification + auto-reply)
  }, "the outbox to drain");
  expect(new Set(resend.delivered.map((m) => m.key)).size).toBe(6);
  expect(site.output()).not.toMatch(/"status":500|Unhandled/);
});

/** What a visitor or crawler must never read: where the database is, or what its driver said. */
const leaks = () => {
  const { host, port } = new URL(pg.url());
  return [
    host,
    `:${port}`,
    "ECONNREFUSED",
    "ECONNRESET",
    "Connection terminated",
    "terminating connection",
    "database system is",
    "timeout exceeded when trying to connect",
    "postgres://",
  ];
};

it("tells visitors nothing about the database while it is down", async () => {
  // Every URL a crawler finds, plus what only a visitor asks for.
  const sitemap = await (await fetch(`${site.base}/sitemap.xml`)).text();
  const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
  expect(urls).toContain(`/blogs/${post}`);
  const paths = [
    ...urls,
    `/blogs?q=x`,
    `/blogs?q=outage-${Date.now()}`,
    `/blogs/not-a-post-${Date.now()}`,
    "/rss.xml",
    "/sitemap.xml",
    "/sitemaps/1.xml",
    "/api/blogs/latest",
    "/api/health",
    "/does-not-exist",
  ];
  const found: string[] = [];
  const check = async (base: string) => {
    for (const path of paths) {
      for (const headers of [{}, { RSC: "1" }] as Record<string, string>[]) {
        const response = await fetch(`${base}${path}`, { headers });
        const body = await response.text();
        const seen = leaks().filter((leak) => body.includes(leak));
        if (seen.length) found.push(`${path} ${JSON.stringify(headers)}: ${seen.join(", ")}`);
      }
    }
  };

  await pg.halt();
  // An instance that starts during the outage has nothing cached to fall back on.
  const cold = await startSite({
    DATABASE_URL: pg.url(),
    RESEND_API_KEY: "re_test_key",
    RESEND_BASE_URL: resend.url,
  });
  try {
    await check(site.base);
    await check(cold.base);
    await check(cold.base); // and again, from whatever the first round left cached
    const list = await (await fetch(`${cold.base}/blogs?q=x`)).text();
    expect(list).toContain("Failed to fetch blogs:"); // the spec's message, with nothing internal
  } finally {
    await cold.stop();
    await pg.restart();
  }
  expect(found).toEqual([]);
  await waitFor(async () => (await fetch(`${site.base}/api/health`)).ok, "recovery");
});

// Next's own start-up banner, printed by `next start` before the app is loaded (as in
// tests/e2e/support/log-check.ts): the only lines that are not the logger's.
const NEXT_BANNER = /^(▲ Next\.js|- (Local|Network):|✓ (Ready in|Running next\.config))/;
const loggedLines = (output: string) =>
  output.split("\n").filter((line) => line.trim() !== "" && !NEXT_BANNER.test(line));

it("logs the outage as JSON lines only, each request's with its id, and no lead data", async () => {
  await pg.halt();
  const cold = await startSite({
    DATABASE_URL: pg.url(),
    RESEND_API_KEY: "re_test_key",
    RESEND_BASE_URL: resend.url,
    ACCESS_LOG: "1",
  });
  const email = `private-lead-${Date.now()}@example.com`;
  try {
    for (const path of [
      "/",
      `/blogs/${post}`,
      `/blogs/not-a-post-${Date.now()}`,
      `/blogs?q=outage-${Date.now()}`,
      "/sitemap.xml",
      "/api/health",
    ]) {
      await (await fetch(`${cold.base}${path}`)).arrayBuffer();
    }
    const submission = await submitContact(cold.base, email, "198.18.9.9");
    expect(submission.stored).toBe(false);
  } finally {
    await cold.stop();
    await pg.restart();
  }

  const lines = loggedLines(cold.output());
  const notJson = lines.filter((line) => {
    try {
      return typeof JSON.parse(line) !== "object";
    } catch {
      return true;
    }
  });
  expect(notJson).toEqual([]);
  const entries = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  // The lead's values (the form's fields, as submitContact sends them) appear nowhere.
  for (const value of [email, "Fault Tester", "+1 555 010 0000"]) {
    expect(
      lines.filter((line) => line.includes(value)),
      value,
    ).toEqual([]);
  }
  expect(lines.filter((line) => /params:|\n\s+at /.test(line))).toEqual([]);
  // The access log: one line per request, each with the id its other lines carry.
  const requests = entries.filter((e) => e.msg === "request");
  expect(requests.length).toBeGreaterThanOrEqual(7);
  const failed = entries.find((e) => e.msg === "lead not stored");
  expect(failed?.requestId).toEqual(expect.any(String));
  expect(requests.map((e) => e.requestId)).toContain(failed?.requestId);
  await waitFor(async () => (await fetch(`${site.base}/api/health`)).ok, "recovery");
});
