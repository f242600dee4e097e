// Every admin page, layout, server action and route handler, found from the file tree, refuses
// strangers (no cookie, forged, expired, tampered…) without changing anything, and works for staff.
import { STAFF } from "../helpers/staff-env";

import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

import { NextRequest } from "next/server";
import { isValidElement, type ReactElement } from "react";
import { beforeAll, describe, expect, it, vi } from "vitest";

import { query } from "../helpers/sql";

import { settleAfterTasks } from "../helpers/after-tasks";
import { setRequest } from "../helpers/next-headers";
import { badCookies, validCookie } from "../helpers/session-cookies";

vi.mock("next/server", async (original) => ({
  ...(await original<typeof import("next/server")>()),
  after: (await import("../helpers/after-tasks")).after, // no request scope in vitest
}));

const { getDb } = await import("@/lib/db/client");
const { insertBlog } = await import("@/lib/blog/repository");
const { gateAdmin } = await import("@/lib/auth/proxy-gate");

const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)],
  );
const files = (dir: string) => walk(dir).map((f) => f.split(path.sep).join("/"));

// Public on purpose: the login page and the layout around it; the sign-in/out actions; the visitor
// forms and newsletter links; the 404 log.
const PUBLIC_PAGES = [
  "app/admin/layout.tsx",
  "app/admin/login/page.tsx",
  "app/admin/login/code/page.tsx", // the sign-in's two-factor step: it needs the password's ticket
];
const PUBLIC_ACTIONS = [
  "signIn",
  "signInWithCode", // the two-factor step: refused without the ticket a right password leaves
  "signOut",
  "submitBooking",
  "submitContact",
  "subscribeNewsletter",
  "confirmSubscription",
  "applyForJob", // a visitor's application for an open role (a lead, like the contact form)
];
const PUBLIC_ROUTES = [
  "app/api/not-found/route.ts",
  "app/api/newsletter/unsubscribe/route.ts",
  "app/api/health/route.ts", // public by design: says only "ok" or "unreachable"
  "app/api/health/live/route.ts", // public by design: says only "ok"
  "app/api/blogs/latest/route.ts", // the three newest posts, as /blogs shows them to anyone
  "app/api/auth/staff/route.ts", // says only whether this visitor is staff (checked below)
];

const adminPages = files("app/admin").filter(
  (f) => /\/(page|layout)\.tsx$/.test(f) && !PUBLIC_PAGES.includes(f),
);
const actionModules = ["app", "lib", "components"]
  .flatMap(files)
  .filter((f) => /\.tsx?$/.test(f) && /^\s*["']use server["']/.test(readFileSync(f, "utf8")));
const adminRoutes = files("app/api").filter(
  (f) => /\/route\.tsx?$/.test(f) && !PUBLIC_ROUTES.includes(f),
);

let postId = "";
let leadId = "";
let mailId = "";
let redirectId = "";
let workId = "";
let testimonialId = "";
let jobId = "";
let memberId = "";
/** The [id] of a page: the item of its section (a post's by default). */
const idFor = (file: string) =>
  file.includes("/work/")
    ? workId
    : file.includes("/testimonials/")
      ? testimonialId
      : file.includes("/careers/")
        ? jobId
        : file.includes("/team/")
          ? memberId
          : postId;
const urlOf = (file: string) =>
  file
    .replace(/^app/, "")
    .replace(/\/\([^)]+\)/g, "")
    .replace(/\/(page|layout)\.tsx$/, "")
    .replace("[id]", idFor(file)) || "/";

const blogForm = () => {
  const form = new FormData();
  for (const [k, v] of Object.entries({
    title: "Gate test post",
    summary: "Should only exist when staff wrote it.",
    content: "<p>Body</p>",
    imageUrl: "",
    category: "tech",
    tags: "a, b",
    status: "published",
    publishAt: "",
    authorId: "",
  }))
    form.set(k, v);
  return form;
};
const workForm = () => ({
  title: "Gate test case study",
  slug: "",
  client: "",
  summary: "Should only change when staff wrote it.",
  categories: ["web-development"],
  services: ["web-development"],
  challenge: "C.",
  approach: "A.",
  outcome: "O.",
  results: [{ label: "Speed", value: "2×" }],
  technologies: "",
  coverUrl: "",
  coverAlt: "",
  gallery: [],
  testimonialQuote: "",
  testimonialName: "",
  testimonialRole: "",
  liveUrl: "",
  status: "published",
  featured: true,
  sortOrder: 0,
});
const testimonialForm = () => {
  const form = new FormData();
  for (const [k, v] of Object.entries({
    quote: "Gate quote",
    personName: "Gate",
    status: "published",
  }))
    form.set(k, v);
  return form;
};
const formOf = (values: Record<string, string>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(values)) form.set(k, v);
  return form;
};
const redirectForm = () => {
  const form = new FormData();
  for (const [k, v] of Object.entries({ id: "", fromPath: "/gate", to: "/", status: "301" })) {
    form.set(k, v);
  }
  return form;
};
// Arguments that would change data if the gate were missing. A new action must be added here.
const argsFor: Record<string, () => unknown[]> = {
  createBlog: () => [{ status: "idle" }, blogForm()],
  updateBlog: () => [postId, { status: "idle" }, blogForm()],
  previewPost: () => [postId, { status: "idle" }, blogForm()],
  deleteBlog: () => [postId],
  deleteMedia: () => ["0b6e1a52-5b7a-4a35-9c9e-3f4b1a2c3d4e"],
  triggerAutoFetch: () => [],
  analyzeUrl: () => [{ status: "idle" }, Object.assign(new FormData(), {}) as FormData],
  analyzeSitemap: () => [],
  previewPostContent: () => ["# Preview", "markdown"],
  updateLeadStatus: () => [leadId, "won"],
  retryLeadMail: () => [mailId],
  deliverOutboxNow: () => [],
  signOutEverywhere: () => [],
  startTwoFactor: () => [formOf({})],
  enableTwoFactor: () => [{ status: "idle" }, formOf({ code: "123456" })],
  regenerateRecoveryCodes: () => [{ status: "idle" }, formOf({ code: "123456" })],
  disableTwoFactor: () => [{ status: "idle" }, formOf({ code: "123456" })],
  saveRedirect: () => [{ status: "idle" }, redirectForm()],
  deleteRedirect: () => [redirectId],
  saveCaseStudy: () => [workId, workForm()],
  deleteCaseStudy: () => [workId],
  previewCaseStudy: () => [workId, workForm()],
  saveTestimonialForm: () => [testimonialId, { status: "idle" }, testimonialForm()],
  setTestimonialStatus: () => [testimonialId, "published"],
  deleteTestimonial: () => [testimonialId],
  saveJobOpening: () => [
    { status: "idle" },
    formOf({ id: jobId, title: "Gate role", slug: "", status: "published" }),
  ],
  deleteJobOpening: () => [jobId],
  saveTeamMember: () => [
    memberId,
    { status: "idle" },
    formOf({ name: "Gate", role: "Gate", status: "published" }),
  ],
  deleteTeamMember: () => [memberId],
  moveTeamMember: () => [formOf({ id: memberId, direction: "up" })],
};

async function actions() {
  const found: { name: string; fn: (...a: unknown[]) => Promise<unknown> }[] = [];
  for (const file of actionModules) {
    const mod = (await import(`@/${file}`)) as Record<string, unknown>;
    for (const [name, fn] of Object.entries(mod)) {
      if (typeof fn === "function" && !PUBLIC_ACTIONS.includes(name))
        found.push({ name, fn: fn as never });
    }
  }
  return found;
}

/** Runs a page or layout as far as its own async components (where requireStaff lives). */
async function render(node: unknown): Promise<void> {
  if (Array.isArray(node)) for (const child of node) await render(child);
  if (!isValidElement(node)) return;
  const { type, props } = node as ReactElement<{ children?: unknown }>;
  if (typeof type === "function" && type.constructor.name === "AsyncFunction") {
    return render(await (type as (p: unknown) => Promise<unknown>)(props));
  }
  await render(props.children);
}
const renderFile = async (file: string) => {
  const mod = (await import(`@/${file}`)) as { default: (p: unknown) => unknown };
  const props = {
    params: Promise.resolve({ id: idFor(file) }),
    searchParams: Promise.resolve({}),
    children: null,
  };
  await render(await mod.default(props));
};

const refused = async (run: () => Promise<unknown>) => {
  const error = await run().then(
    () => null,
    (e: unknown) => e,
  );
  expect(String((error as { digest?: string } | null)?.digest)).toMatch(
    /^NEXT_REDIRECT;[a-z]+;\/admin\/login\?next=/,
  );
};

async function snapshot() {
  const db = await getDb();
  const [row] = await query<{
    blogs: number;
    runs: number;
    title: string;
    lead: string;
    mail: string;
    previews: number;
    redirects: number;
    work: number;
    work_title: string;
    testimonial: string | null;
    job: string | null;
    member: string | null;
  }>(
    db,
    `select (select count(*)::int from blogs) as blogs, (select count(*)::int from feed_import_runs) as runs,
       (select title from blogs where id = $1) as title, (select status from leads where id = $2) as lead,
       (select status || attempts from email_outbox where id = $3) as mail,
       (select count(*)::int from blog_previews) as previews,
       (select count(*)::int from redirects) as redirects,
       (select count(*)::int from case_studies) as work,
       (select title || status from case_studies where id = $4) as work_title,
       (select quote || status from testimonials where id = $5) as testimonial,
       (select title || status from job_openings where id = $6) as job,
       (select name || role || status || sort_order from team_members where id = $7) as member`,
    [postId, leadId, mailId, workId, testimonialId, jobId, memberId],
  );
  return row;
}

beforeAll(async () => {
  const post = await insertBlog(await getDb(), {
    title: "Existing post",
    summary: "s",
    content: "<p>c</p>",
    imageUrl: null,
    category: "tech",
    tags: null,
    isAutoGenerated: false,
  });
  postId = post!.id;
  const [lead] = await query<{ id: string }>(
    await getDb(),
    "insert into leads (kind, name, email, phone, message) values ('contact', 'L', 'l@example.com', '+1 555 010 0000', 'm') returning id",
  );
  leadId = lead!.id;
  const [mail] = await query<{ id: string }>(
    await getDb(),
    "insert into email_outbox (lead_id, kind, to_address, subject, html, text, status) values ($1, 'contact-notification', 'x@example.com', 's', 'h', 't', 'failed') returning id",
    [leadId],
  );
  mailId = mail!.id;
  const [redirect] = await query<{ id: string }>(
    await getDb(),
    "insert into redirects (from_path, \"to\", kind) values ('/gate-existing', '/', 'manual') returning id",
  );
  redirectId = redirect!.id;
  const [work] = await query<{ id: string }>(
    await getDb(),
    "insert into case_studies (slug, title, status) values ('gate-existing', 'Existing case study', 'draft') returning id",
  );
  workId = work!.id;
  const [testimonial] = await query<{ id: string }>(
    await getDb(),
    "insert into testimonials (quote, person_name) values ('Existing quote', 'Existing') returning id",
  );
  testimonialId = testimonial!.id;
  const [job] = await query<{ id: string }>(
    await getDb(),
    "insert into job_openings (slug, title) values ('gate-existing', 'Existing role') returning id",
  );
  jobId = job!.id;
  const [member] = await query<{ id: string }>(
    await getDb(),
    "insert into team_members (name, role, sort_order) values ('Existing', 'Member', 10) returning id",
  );
  memberId = member!.id;
});

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
    expect(await (await GET()).json()).toEqual({ staff: true });
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
    expect(await updateBlog(postId, { status: "idle" }, blogForm())).toMatchObject({
      status: "success",
    });
    expect((await snapshot())?.title).toBe("Gate test post");
    expect(await deleteBlog(postId)).toMatchObject({ status: "success" });
    const { saveRedirect, deleteRedirect } = await import("@/lib/redirects/actions");
    expect(await saveRedirect({ status: "idle" }, redirectForm())).toMatchObject({
      status: "success",
    });
    expect(await deleteRedirect(redirectId)).toMatchObject({ status: "success" });
    const work = await import("@/lib/work/actions");
    expect(await work.saveCaseStudy(workId, workForm())).toMatchObject({ status: "success" });
    expect((await snapshot())?.work_title).toBe("Gate test case studypublished");
    expect(await work.previewCaseStudy(workId, workForm())).toMatchObject({ status: "success" });
    expect(await work.deleteCaseStudy(workId)).toMatchObject({ status: "success" });
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
