// The purge hook: with CACHE_PURGE_URL set, a staff write queues the changed paths and sends each
// to the cache in front with X-Purge; a purge the cache refuses is retried later, and one that
// went through is never sent again.
import "../helpers/staff-env";

import { afterAll, beforeAll, beforeEach, expect, it, vi } from "vitest";

import { setRequest } from "../helpers/next-headers";
import { startPurgeServer } from "../helpers/purge-server";
import { validCookie } from "../helpers/session-cookies";
import { exec, query } from "../helpers/sql";

const purger = await startPurgeServer();
Object.assign(process.env, { CACHE_PURGE_URL: purger.url, CACHE_PURGE_RETRY_BASE_SECONDS: "0" });
const pending: Promise<unknown>[] = [];
vi.mock("next/server", async (original) => ({
  ...(await original<typeof import("next/server")>()),
  after: (task: () => Promise<unknown>) => void pending.push(task()), // run now, awaited by tests
}));
const settle = async () => void (await Promise.all(pending.splice(0)));

const { createBlog, updateBlog, deleteBlog } = await import("@/lib/blog/admin-actions");
const { deliverPurges } = await import("@/lib/cache/purge");
const { getDb } = await import("@/lib/db/client");
const db = await getDb();
afterAll(() => purger.close());

const idle = { status: "idle" } as const;
let n = 0;
const form = (title: string, content = "<p>Body.</p>") => {
  const data = new FormData();
  const values = { title, summary: "Purge test.", content, imageUrl: "", category: "tech" };
  for (const [k, v] of Object.entries({
    ...values,
    tags: "",
    status: "published",
    publishAt: "",
    authorId: "",
  }))
    data.set(k, v);
  return data;
};
const queue = () =>
  query<{ status: string; attempts: number; paths: string[] }>(
    db,
    "select status, attempts, paths from cache_purges order by created_at",
  );
const sentPaths = () => purger.calls.filter((c) => c.ok).map((c) => c.path);

beforeAll(async () => setRequest({ cookies: await validCookie() }));
beforeEach(async () => {
  purger.state.mode = "ok";
  purger.calls.length = 0;
  await exec(db, "delete from cache_purges");
});

it("a write queues one purge of the post and its listings, sent once with X-Purge", async () => {
  const state = await createBlog(idle, form(`Purge probe ${++n}`));
  expect(state.status).toBe("success");
  await settle();
  const rows = await queue();
  expect(rows).toHaveLength(1);
  expect(rows[0]).toMatchObject({ status: "sent", attempts: 1 });
  const expected = [`/blogs/${state.slug}`, "/", "/blogs", "/blogs/page/2", "/rss.xml"];
  expect(sentPaths()).toEqual(expect.arrayContaining([...expected, "/sitemap.xml"]));
  expect(sentPaths()).toHaveLength(rows[0]!.paths.length);
  expect(purger.calls.every((c) => c.purge === "1")).toBe(true);

  // Nothing is due any more: the cron sends nothing again.
  expect(await deliverPurges(db)).toEqual({ sent: 0, retrying: 0, failed: 0 });
  expect(purger.calls).toHaveLength(rows[0]!.paths.length);
});

it.each(["502", "drop", "other site"] as const)(
  "a cache answering %s is retried later, then not resent",
  async (mode) => {
    purger.state.mode = mode;
    const created = await createBlog(idle, form(`Purge retry ${++n}`));
    await settle();
    expect((await queue())[0]).toMatchObject({ status: "pending", attempts: 1 });
    expect(sentPaths()).toEqual([]);

    purger.state.mode = "ok";
    expect(await deliverPurges(db)).toEqual({ sent: 1, retrying: 0, failed: 0 });
    expect(sentPaths()).toContain(`/blogs/${created.slug}`);
    const sent = purger.calls.length;
    expect((await queue())[0]).toMatchObject({ status: "sent", attempts: 2 });
    expect(await deliverPurges(db)).toEqual({ sent: 0, retrying: 0, failed: 0 });
    expect(purger.calls).toHaveLength(sent);
  },
);

it("an edit and a delete each purge the post's path", async () => {
  const created = await createBlog(idle, form(`Purge edit ${++n}`));
  await settle();
  const [row] = await query<{ id: string }>(db, "select id from blogs where slug = $1", [
    created.slug,
  ]);
  const id = row?.id ?? "";
  purger.calls.length = 0;
  await updateBlog(id, idle, form(`Purge edit ${n}`, "<p>Changed.</p>"));
  await deleteBlog(id);
  await settle();
  expect(await queue()).toHaveLength(3);
  expect(sentPaths().filter((p) => p === `/blogs/${created.slug}`)).toHaveLength(2);
});
