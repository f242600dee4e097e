// Two instances' worth of state in one: Redis keeps the cached pages while an instance cannot reach
// it (a network partition), a staff edit lands meanwhile, and the instance restarts before the
// partition heals. The edit's tag expiry, which Redis could not be told, must survive the restart
// (lib/cache/pending-expiries.mjs) and reach Redis when it is back: the edited post is served, not
// the copy Redis kept through the outage.
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

import { Client } from "pg";
import { afterAll, beforeAll, expect, it } from "vitest";

import { startPostgres, type PostgresServer } from "../helpers/postgres-server";
import { startRedis, type RedisServer } from "../helpers/redis-server";
import { createPost, signIn } from "../scale/staff";
import { startSite, seedDatabase, waitFor, type Site } from "./harness";

/** A TCP link to Redis that can be cut (every connection reset, new ones refused) and healed. */
async function startLink(target: number) {
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  let port = 0;
  const heal = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(target, "127.0.0.1");
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on("close", () => sockets.delete(socket));
          socket.on("error", () => {});
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, "127.0.0.1", () => {
        port = (server!.address() as net.AddressInfo).port;
        resolve();
      });
    });
  const cut = () =>
    new Promise<void>((resolve) => {
      if (!server) return resolve();
      server.close(() => resolve());
      server = undefined;
      for (const socket of sockets) socket.destroy();
    });
  await heal();
  return { url: `redis://127.0.0.1:${port}`, cut, heal };
}

let pg: PostgresServer;
let redis: RedisServer;
let link: Awaited<ReturnType<typeof startLink>>;
let site: Site;
const dataDir = mkdtempSync(path.join(tmpdir(), "faults-partition-"));
const env = () => ({ DATABASE_URL: pg.url(), REDIS_URL: link.url, DATA_DIR: dataDir });

beforeAll(async () => {
  [pg, redis] = await Promise.all([startPostgres(), startRedis()]);
  link = await startLink(Number(new URL(redis.url).port));
  seedDatabase(pg.url());
  site = await startSite(env());
});

afterAll(async () => {
  await site?.stop();
  await link?.cut();
  await Promise.all([redis?.stop(), pg?.stop()]);
  rmSync(dataDir, { recursive: true, force: true });
});

/** updateBlog as the edit form calls it: React's reply encoding of (id, state, formData). */
async function editPost(cookie: string, slug: string, title: string, content: string) {
  const client = new Client({ connectionString: pg.url() });
  await client.connect();
  const { rows } = await client
    .query<{ id: string }>("select id from blogs where slug = $1", [slug])
    .finally(() => client.end());
  const id = rows[0]!.id;
  const manifest = JSON.parse(
    readFileSync(path.resolve(".next/server/server-reference-manifest.json"), "utf8"),
  ) as { node: Record<string, { filename: string; exportedName: string }> };
  const action = Object.entries(manifest.node).find(
    ([, v]) => v.filename === "lib/blog/admin-actions.ts" && v.exportedName === "updateBlog",
  )?.[0];
  const fields = {
    title,
    summary: "Written by the redis-partition fault test.",
    content,
    imageUrl: "",
    category: "news",
    tags: "",
    status: "published",
    publishAt: "",
    authorId: "",
  };
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(`_1_${k}`, v);
  body.set("0", JSON.stringify([id, { status: "idle" }, "$K1"]));
  const response = await fetch(`${site.base}/admin/blogs/${id}/edit`, {
    method: "POST",
    redirect: "manual",
    body,
    headers: { "next-action": action!, accept: "text/x-component", cookie, origin: site.base },
  });
  return response.text();
}

async function page(base: string, p: string) {
  const response = await fetch(`${base}${p}`, { redirect: "manual" });
  return { html: await response.text(), cache: response.headers.get("x-nextjs-cache") };
}

it("an edit made while Redis is unreachable is served after a restart and Redis's return", async () => {
  const cookie = await signIn(site.base);
  const title = `Partition probe ${Date.now()}`;
  const slug = await createPost(site.base, cookie, title);
  const url = `/blogs/${slug}`;
  // Stored in Redis: a hit can only come from there (this instance keeps no private copy).
  await waitFor(async () => (await page(site.base, url)).cache === "HIT", "the post in redis");
  expect((await page(site.base, url)).html).toContain(`${title} body.`);

  await link.cut();
  const edited = await editPost(cookie, slug, title, "<p>Written during the partition.</p>");
  expect(edited).not.toMatch(/"status":"error"/);

  await site.stop();
  site = await startSite(env());
  await link.heal();
  await waitFor(
    async () => site.output().includes("tag expiries replayed after a redis outage"),
    "the restarted instance replaying the expiry",
  );

  // The replay reaches Redis itself: another instance, which never knew of the edit, serves it
  // (asked first, before this instance renders the post again and stores the new version).
  const other = await startSite({ DATABASE_URL: pg.url(), REDIS_URL: redis.url });
  try {
    await waitFor(async () => (await redis.clients()) >= 2, "the other instance connected");
    expect((await page(other.base, url)).html).toContain("Written during the partition.");
  } finally {
    await other.stop();
  }
  for (let i = 0; i < 3; i++) {
    const { html } = await page(site.base, url);
    expect(html).toContain("Written during the partition.");
    expect(html).not.toContain(`${title} body.`);
  }
});
