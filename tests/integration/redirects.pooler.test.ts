// Redirects on both engines: a post's rename keeps its old address (atomically), chains collapse,
// loops are refused, deletion cleans up, and the proxy's in-memory copy follows writes made on
// this instance at once and on another within its check interval, and outlives an outage.
import "../helpers/staff-env";

import { beforeAll, describe, expect, it } from "vitest";

import { captureLogs } from "../helpers/log-capture";
import { setRequest } from "../helpers/next-headers";
import { validCookie } from "../helpers/session-cookies";
import { query } from "../helpers/sql";

const { createBlog, updateBlog, deleteBlog } = await import("@/lib/blog/admin-actions");
const { insertBlog } = await import("@/lib/blog/repository");
const { getDb } = await import("@/lib/db/client");
const { openPostgres } = await import("@/lib/db/postgres");
const { saveRedirect, deleteRedirect } = await import("@/lib/redirects/actions");
const { createRedirectSnapshot, CHECK_EVERY_MS } = await import("@/lib/redirects/snapshot");

const idle = { status: "idle" } as const;
const postForm = (title: string, slug = "") => {
  const data = new FormData();
  const fields = { title, summary: "S.", content: "<p>C.</p>", imageUrl: "", category: "tech" };
  const published = { status: "published", contentFormat: "html" };
  for (const [k, v] of Object.entries({ ...fields, ...published, tags: "", slug })) data.set(k, v);
  return data;
};
const redirectForm = (fromPath: string, to: string, id = "", status = "301") => {
  const data = new FormData();
  for (const [k, v] of Object.entries({ id, fromPath, to, status })) data.set(k, v);
  return data;
};
const table = async () =>
  Object.fromEntries(
    (
      await query<{ from_path: string; to: string }>(
        await getDb(),
        'select from_path, "to" from redirects order by from_path',
      )
    ).map((r) => [r.from_path, r.to]),
  );
const post = async (title: string) => {
  const row = await insertBlog(await getDb(), { title, summary: "S.", content: "<p>C.</p>" });
  return row!;
};
const rename = (id: string, title: string, slug: string) =>
  updateBlog(id, idle, postForm(title, slug));

beforeAll(async () => setRequest({ cookies: await validCookie() }));

describe("a post's rename", () => {
  it("keeps the old address as a permanent redirect; chains collapse; renaming back undoes", async () => {
    const { id } = await post("Chain A");
    expect(await rename(id, "Chain A", "chain-b")).toMatchObject({
      status: "success",
      slug: "chain-b",
    });
    expect(await table()).toMatchObject({ "/blogs/chain-a": "/blogs/chain-b" });
    await rename(id, "Chain A", "chain-c");
    const after = await table();
    expect(after["/blogs/chain-a"]).toBe("/blogs/chain-c");
    expect(after["/blogs/chain-b"]).toBe("/blogs/chain-c");
    // Back to A: A is a post again, so its redirect goes; B and C lead to A.
    await rename(id, "Chain A", "chain-a");
    const back = await table();
    expect(back["/blogs/chain-a"]).toBeUndefined();
    expect(back["/blogs/chain-b"]).toBe("/blogs/chain-a");
    expect(back["/blogs/chain-c"]).toBe("/blogs/chain-a");
  });

  it("leaves the slug alone when the field is empty, and refuses a taken or malformed one", async () => {
    const { id, slug } = await post("Stay put");
    await post("Taken one");
    expect(await rename(id, "Stay put, edited", "")).toMatchObject({ slug });
    expect(await rename(id, "Stay put", "taken-one")).toMatchObject({
      status: "error",
      fieldErrors: { slug: "Another post already has this address" },
    });
    for (const bad of ["Has Caps", "a--b", "-x", "page", "x/y", "a".repeat(81)]) {
      const result = await rename(id, "Stay put", bad);
      expect(result, bad).toMatchObject({
        status: "error",
        fieldErrors: { slug: expect.any(String) },
      });
    }
    expect((await table())[`/blogs/${slug}`]).toBeUndefined();
  });

  it("is one transaction with its redirect: a failed redirect write leaves the post where it was", async () => {
    const db = await getDb();
    const { id } = await post("Atomic move");
    await query(
      db,
      `create function refuse_redirect() returns trigger language plpgsql as $$
      begin if new.from_path = '/blogs/atomic-move' then raise exception 'injected'; end if; return new; end $$`,
    );
    await query(
      db,
      `create trigger refuse_redirect before insert on redirects
      for each row execute function refuse_redirect()`,
    );
    try {
      const logs = captureLogs();
      const result = await rename(id, "Atomic move", "atomic-moved").finally(logs.restore);
      expect(result).toMatchObject({ status: "error", message: "Failed to update post" });
      const [row] = await query<{ slug: string }>(db, "select slug from blogs where id = $1", [id]);
      expect(row?.slug).toBe("atomic-move");
    } finally {
      await query(db, "drop trigger refuse_redirect on redirects");
    }
  });

  it("a new post does not take an address that redirects; deleting a post drops its redirects", async () => {
    const { id } = await post("Reused title");
    await rename(id, "Reused title", "reused-title-moved");
    const created = await createBlog(idle, postForm("Reused title"));
    expect(created).toMatchObject({ status: "success", slug: "reused-title-2" });
    expect(await deleteBlog(id)).toMatchObject({ status: "success" });
    expect((await table())["/blogs/reused-title"]).toBeUndefined();
  });
});

describe("staff redirects", () => {
  it("adds, collapses onto an existing redirect, refuses loops and posts' addresses", async () => {
    expect(await saveRedirect(idle, redirectForm("/old-x", "/old-y"))).toMatchObject({
      status: "success",
    });
    // /old-y now redirects too: /old-x follows it in one hop.
    await saveRedirect(idle, redirectForm("/old-y", "/services"));
    expect(await table()).toMatchObject({ "/old-x": "/services", "/old-y": "/services" });
    expect(await saveRedirect(idle, redirectForm("/loop-a", "/loop-a"))).toMatchObject({
      fieldErrors: { to: "The new address is the old address itself" },
    });
    await saveRedirect(idle, redirectForm("/loop-a", "/loop-b"));
    expect(await saveRedirect(idle, redirectForm("/loop-b", "/loop-a"))).toMatchObject({
      status: "error",
      fieldErrors: { to: "/loop-a already redirects to /loop-b: this would make a loop" },
    });
    const { slug } = await post("Live post here");
    expect(await saveRedirect(idle, redirectForm(`/blogs/${slug}`, "/services"))).toMatchObject({
      fieldErrors: {
        fromPath: `A post lives at /blogs/${slug}: rename or delete the post instead`,
      },
    });
    expect(await saveRedirect(idle, redirectForm("/old-x", "/about"))).toMatchObject({
      fieldErrors: {
        fromPath: "/old-x already redirects to /services: edit that redirect instead",
      },
    });
  });

  it("refuses off-site targets with a field message; edits and deletes", async () => {
    expect(await saveRedirect(idle, redirectForm("/off", "https://evil.example/"))).toMatchObject({
      status: "error",
      fieldErrors: { to: expect.stringContaining("Off-site addresses must be on an allowed host") },
    });
    expect((await table())["/off"]).toBeUndefined();
    await saveRedirect(idle, redirectForm("/edit-me", "/services"));
    const [row] = await query<{ id: string }>(
      await getDb(),
      "select id from redirects where from_path = '/edit-me'",
    );
    await saveRedirect(idle, redirectForm("/edit-me", "/blogs", row!.id, "308"));
    expect((await table())["/edit-me"]).toBe("/blogs");
    expect(await deleteRedirect(row!.id)).toMatchObject({ status: "success" });
    expect(await deleteRedirect(row!.id)).toMatchObject({ status: "error" });
    expect((await table())["/edit-me"]).toBeUndefined();
  });
});

describe("targets on the site's own address", () => {
  // The site's origin in these tests: NEXT_PUBLIC_SITE_URL's default, http://localhost:3000.
  it("are kept as paths, so a loop through them is refused, not flattened into a self-redirect", async () => {
    expect(
      await saveRedirect(idle, redirectForm("/selfabs", "HTTP://LocalHost:3000/selfabs/")),
    ).toMatchObject({
      status: "error",
      fieldErrors: { to: "The new address is the old address itself" },
    });
    await saveRedirect(idle, redirectForm("/c3-a", "/c3-b"));
    await saveRedirect(idle, redirectForm("/c3-b", "/c3-c"));
    expect(
      await saveRedirect(idle, redirectForm("/c3-c", "http://localhost:3000/c3-a")),
    ).toMatchObject({ status: "error", fieldErrors: { to: expect.stringContaining("loop") } });
    const after = await table();
    expect(after).toMatchObject({ "/c3-a": "/c3-c", "/c3-b": "/c3-c" });
    expect(after["/c3-c"]).toBeUndefined();
    // Not a loop: stored as the path it names.
    await saveRedirect(idle, redirectForm("/abs-ok", "http://localhost:3000/contact?from=abs"));
    expect((await table())["/abs-ok"]).toBe("/contact?from=abs");
  });

  it("stored absolute by an older version: a row leading to itself is not served", async () => {
    await query(
      await getDb(),
      `insert into redirects (from_path, "to", status, kind) values ($1, $2, 301, 'manual')`,
      ["/legacy-self", "http://localhost:3000/legacy-self/"],
    );
    const copy = createRedirectSnapshot();
    expect(await copy.find("/legacy-self")).toBeNull();
    // …and a new redirect onto it is refused as the loop it would join.
    expect(await saveRedirect(idle, redirectForm("/legacy-self", "/about"))).toMatchObject({
      status: "error",
    });
  });
});

describe("addresses that are taken", () => {
  it.each(["/services", "/contact", "/about-us", "/services/web-development", "/blogs/page/2"])(
    "refuses a redirect from the live page %s",
    async (fromPath) => {
      expect(await saveRedirect(idle, redirectForm(fromPath, "/contact-us"))).toMatchObject({
        status: "error",
        fieldErrors: {
          fromPath: `${fromPath} is one of the site's pages: a redirect would send every visitor away from it`,
        },
      });
      expect((await table())[fromPath]).toBeUndefined();
    },
  );

  it("names the redirect an old address already has, without an error in the log", async () => {
    await saveRedirect(idle, redirectForm("/dup-old", "/services"));
    const logs = captureLogs();
    let result;
    try {
      result = await saveRedirect(idle, redirectForm("/dup-old/", "/contact"));
    } finally {
      logs.restore();
    }
    expect(result).toMatchObject({
      status: "error",
      message: "/dup-old already redirects to /services: edit that redirect instead",
    });
    expect(logs.entries.filter((e) => e.level === "error")).toEqual([]);
    expect((await table())["/dup-old"]).toBe("/services");
  });
});

describe("the proxy's copy", () => {
  it("sees a write here at once and another instance's within its check interval", async () => {
    let clock = 1_000_000;
    const here = createRedirectSnapshot({ now: () => clock });
    const there = createRedirectSnapshot({ now: () => clock });
    expect(await here.find("/copy-test")).toBeNull();
    expect(await there.find("/copy-test")).toBeNull();
    await saveRedirect(idle, redirectForm("/copy-test", "/services"));
    await here.refresh(); // what the action does on the instance that wrote
    expect(await here.find("/copy-test")).toEqual({ to: "/services", status: 301 });
    expect(await there.find("/copy-test")).toBeNull(); // checked less than a second ago
    clock += CHECK_EVERY_MS;
    expect(await there.find("/copy-test/")).toEqual({ to: "/services", status: 301 });
  });

  it("keeps serving its last copy while the database is down, and logs it", async () => {
    let clock = 2_000_000;
    const down = openPostgres("postgres://nobody@127.0.0.1:9/none", 1).db;
    let current = await getDb();
    const copy = createRedirectSnapshot({ now: () => clock, db: async () => current });
    await saveRedirect(idle, redirectForm("/outage-test", "/about"));
    expect(await copy.find("/outage-test")).toEqual({ to: "/about", status: 301 });
    current = down;
    clock += CHECK_EVERY_MS;
    const logs = captureLogs();
    try {
      expect(await copy.find("/outage-test")).toEqual({ to: "/about", status: 301 });
      expect(await copy.find("/no-redirect-here")).toBeNull();
      await copy.refresh();
    } finally {
      logs.restore();
    }
    expect(logs.entries.map((e) => e.msg)).toContain(
      "redirects not refreshed; serving the last copy",
    );
  });
});
