// Every admin page, layout, server action and route handler, found from the file tree, refuses
// strangers (no cookie, forged, expired, tampered…) without changing anything, and works for staff.
import { STAFF } from "../helpers/staff-env";

import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it, vi } from "vitest";

import {
  argsFor,
  blogForm,
  createFixtures,
  fixtures,
  idFor,
  redirectForm,
  snapshot,
  workForm,
} from "../helpers/admin-fixtures";
import {
  actions,
  adminPages,
  adminRoutes,
  renderFile as renderWith,
  urlOf as urlWith,
} from "../helpers/admin-surface";
import { settleAfterTasks } from "../helpers/after-tasks";
import { setRequest } from "../helpers/next-headers";
import { badCookies, validCookie } from "../helpers/session-cookies";

vi.mock("next/server", async (original) => ({
  ...(await original<typeof import("next/server")>()),
  after: (await import("../helpers/after-tasks")).after, // no request scope in vitest
}));

const { gateAdmin } = await import("@/lib/auth/proxy-gate");

const urlOf = (file: string) => urlWith(file, idFor);
const renderFile = (file: string) => renderWith(file, idFor(file));

const refused = async (run: () => Promise<unknown>) => {
  const error = await run().then(
    () => null,
    (e: unknown) => e,
  );
  expect(String((error as { digest?: string } | null)?.digest)).toMatch(
    /^NEXT_REDIRECT;[a-z]+;\/admin\/login\?next=/,
  );
};

beforeAll(createFixtures);

it("finds the admin surface in the file tree", async () => {
  expect(adminPages.map(urlOf)).toEqual(
    expect.arrayContaining(["/admin", "/admin/create-blog", "/admin/seo", "/admin/blogs"]),
  );
  expect(adminRoutes).toContain("app/api/blogs/auto-fetch/route.ts");
  const names = (await actions()).map((a) => a.name);
  expect(names).toEqual(
    expect.arrayContaining(["createBlog", "updateBlog", "deleteBlog", "triggerAutoFetch"]),
  );
  expect(names.filter((n) => !(n in argsFor))).toEqual([]);
});

describe.each(Object.entries(await badCookies()))("refused with %s", (_case, cookies) => {
  it("proxy redirects every admin page to the login", async () => {
    for (const file of adminPages) {
      const url = urlOf(file);
      const cookie = Object.entries(cookies)
        .map(([k, v]) => `${k}=${v}`)
        .join("; ");
      const response = await gateAdmin(
        new NextRequest(`http://localhost${url}`, { headers: { cookie } }),
      );
      expect(response.headers.get("location"), url).toBe(
        `http://localhost/admin/login?next=${encodeURIComponent(url)}`,
      );
    }
  });

  it("lets the public account pages through without a session", async () => {
    const cookie = Object.entries(cookies)
      .map(([k, v]) => `${k}=${v}`)
      .join("; ");
    for (const url of ["/admin/forgot", "/admin/welcome/abc", "/admin/reset/abc"]) {
      const response = await gateAdmin(
        new NextRequest(`http://localhost${url}`, { headers: { cookie } }),
      );
      expect(response.headers.get("location"), url).toBeNull();
      expect(response.headers.get("x-robots-tag"), url).toBe("noindex, nofollow");
    }
  });

  it("a router fetch of an admin page gets nothing: no content, no redirect", async () => {
    const cookie = Object.entries(cookies)
      .map(([k, v]) => `${k}=${v}`)
      .join("; ");
    for (const file of adminPages) {
      const url = urlOf(file);
      // What the proxy sees of a router request: Next strips its rsc/prefetch headers first.
      const headers = { cookie, "sec-fetch-dest": "empty", "sec-fetch-mode": "cors" };
      const response = await gateAdmin(new NextRequest(`http://localhost${url}`, { headers }));
      expect(response.status, url).toBe(204);
      expect(response.headers.get("location"), url).toBeNull();
      expect(response.headers.get("x-middleware-next"), url).toBeNull();
    }
    // A page that saw the session end mid-prefetch redirects it to the login: nothing there either.
    const login = await gateAdmin(
      new NextRequest("http://localhost/admin/login?next=%2Fadmin%2Fcreate-blog", {
        headers: { cookie, "sec-fetch-dest": "empty", "sec-fetch-mode": "cors" },
      }),
    );
    expect(login.status).toBe(204);
  });

  it("pages and layouts redirect by themselves", async () => {
    setRequest({ cookies });
    for (const file of adminPages) await refused(() => renderFile(file));
  });

  it("server actions redirect and change nothing", async () => {
    const before = await snapshot();
    setRequest({ cookies });
    for (const { name, fn } of await actions()) await refused(() => fn(...argsFor[name]!()));
    await settleAfterTasks(); // an after() task, had one been scheduled
    expect(await snapshot()).toEqual(before);
  });

  it("route handlers answer 401 and change nothing", async () => {
    const before = await snapshot();
    setRequest({ cookies });
    for (const file of adminRoutes) {
      const mod = (await import(`@/${file}`)) as Record<string, (r: Request) => Promise<Response>>;
      for (const method of ["GET", "POST", "PUT", "PATCH", "DELETE"].filter((m) => m in mod)) {
        const request = new Request("http://localhost/x", {
          method,
          body: method === "GET" ? null : '{"action":"fetch"}',
          headers: { authorization: "Bearer wrong-secret-wrong-secret" },
        });
        expect((await mod[method]!(request)).status, `${method} ${file}`).toBe(401);
      }
    }
    expect(await snapshot()).toEqual(before);
  });

  it("the staff probe of cached pages says: not staff", async () => {
    setRequest({ cookies });
    const { GET } = await import("@/app/api/auth/staff/route");
    const response = await GET();
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(await response.json()).toEqual({ staff: false });
  });
});

describe("signed in as staff", () => {
  it("the staff probe of cached pages says: staff", async () => {
    setRequest({ cookies: await validCookie() });
    const { GET } = await import("@/app/api/auth/staff/route");
    expect(await (await GET()).json()).toEqual({ staff: true, autoFetch: true, newPost: true });
  });

  it("passes the proxy and renders every admin page", async () => {
    const cookies = await validCookie();
    const cookie = Object.entries(cookies)
      .map(([k, v]) => `${k}=${v}`)
      .join("; ");
    for (const file of adminPages) {
      const response = await gateAdmin(
        new NextRequest(`http://localhost${urlOf(file)}`, { headers: { cookie } }),
      );
      expect(response.headers.get("location")).toBeNull();
      expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    }
    setRequest({ cookies });
    for (const file of adminPages) await expect(renderFile(file)).resolves.toBeUndefined();
  });

  it("runs the actions", async () => {
    setRequest({ cookies: await validCookie() });
    const { createBlog, updateBlog, deleteBlog } = await import("@/lib/blog/admin-actions");
    const created = await createBlog({ status: "idle" }, blogForm());
    expect(created).toMatchObject({ status: "success", message: "Blog created successfully!" });
    expect(await updateBlog(fixtures.postId, { status: "idle" }, blogForm())).toMatchObject({
      status: "success",
    });
    expect((await snapshot())?.title).toBe("Gate test post");
    expect(await deleteBlog(fixtures.postId)).toMatchObject({ status: "success" });
    const { saveRedirect, deleteRedirect } = await import("@/lib/redirects/actions");
    expect(await saveRedirect({ status: "idle" }, redirectForm())).toMatchObject({
      status: "success",
    });
    expect(await deleteRedirect(fixtures.redirectId)).toMatchObject({ status: "success" });
    const work = await import("@/lib/work/actions");
    expect(await work.saveCaseStudy(fixtures.workId, workForm())).toMatchObject({
      status: "success",
    });
    expect((await snapshot())?.work_title).toBe("Gate test case studypublished");
    expect(await work.previewCaseStudy(fixtures.workId, workForm())).toMatchObject({
      status: "success",
    });
    expect(await work.deleteCaseStudy(fixtures.workId)).toMatchObject({ status: "success" });
  });

  it("runs the import for a staff session or the cron secret, not for a wrong secret", async () => {
    const { POST } = await import("@/app/api/blogs/auto-fetch/route");
    const post = (auth?: string, body = '{"action":"fetch"}') =>
      POST(
        new Request("http://localhost/api/blogs/auto-fetch", {
          method: "POST",
          body,
          headers: auth ? { authorization: auth } : {},
        }),
      );
    setRequest({});
    expect((await post(`Bearer ${STAFF.cronSecret}`)).status).toBe(200);
    expect((await post(`Bearer ${STAFF.cronSecret}x`)).status).toBe(401);
    expect((await post(`Bearer ${STAFF.cronSecret}`, '{"action":"nope"}')).status).toBe(400);
    setRequest({ cookies: await validCookie() });
    const response = await post();
    expect(response.status).toBe(200);
    const { run } = (await response.json()) as {
      run: { failedFeeds: number; results: { error?: string }[] };
    };
    expect(run.failedFeeds).toBe(1); // the configured loopback feed is down: recorded, not thrown
  });
});
