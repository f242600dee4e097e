// What each role is shown: the content lists offer edit, delete and "new" only to a role that may
// use them (an author: their own drafts and uploads; sales: nothing), the dashboard shows lead
// figures only to roles that read leads and says why a page was refused, and the header lists
// only the sections the role may open, with who is signed in as what.
import "../helpers/staff-env";

import { AppRouterContext } from "next/dist/shared/lib/app-router-context.shared-runtime";
import { PathnameContext } from "next/dist/shared/lib/hooks-client-context.shared-runtime";
import { createElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { beforeAll, describe, expect, it, vi } from "vitest";

import { can, type StaffRole } from "@/lib/auth/permissions";

import { createFixtures, fixtures } from "../helpers/admin-fixtures";
import { setRequest } from "../helpers/next-headers";
import { query } from "../helpers/sql";
import { createRoleAccounts, roleCookie, type RoleAccount } from "../helpers/staff-roles";

vi.mock("next/server", async (original) => ({
  ...(await original<typeof import("next/server")>()),
  after: (await import("../helpers/after-tasks")).after,
}));

const { getDb } = await import("@/lib/db/client");
const { AdminHeader } = await import("@/components/admin/admin-header");
const { staffUserOf } = await import("@/lib/auth/local-backend");

const router = {
  back() {},
  forward() {},
  refresh() {},
  push() {},
  replace() {},
  prefetch() {},
  hmrRefresh() {},
};
/** A server page's tree as HTML, client components included (they need a router to mount in). */
const html = (tree: ReactNode) =>
  renderToStaticMarkup(
    createElement(
      AppRouterContext.Provider,
      { value: router as never },
      createElement(PathnameContext.Provider, { value: "/admin" }, tree),
    ),
  );

let accounts: Record<StaffRole, RoleAccount>;
const authorsDraft = { id: "" };
const ROLES = ["owner", "editor", "sales", "author"] as const;

async function page(role: StaffRole, file: string, searchParams: Record<string, string> = {}) {
  setRequest({ cookies: await roleCookie(accounts[role]) });
  const mod = (await import(`@/app/admin/(staff)/${file}`)) as {
    default: (p: unknown) => Promise<ReactNode>;
  };
  return html(
    await mod.default({
      params: Promise.resolve({}),
      searchParams: Promise.resolve(searchParams),
    }),
  );
}
const count = (text: string, pattern: RegExp) => text.match(pattern)?.length ?? 0;

beforeAll(async () => {
  await createFixtures();
  accounts = await createRoleAccounts();
  const [row] = await query<{ id: string }>(
    await getDb(),
    `insert into blogs (title, slug, summary, content, status, created_by)
     values ('Author draft', 'author-draft', 's', '<p>c</p>', 'draft', $1) returning id`,
    [accounts.author.id],
  );
  authorsDraft.id = row!.id;
  await query(
    await getDb(),
    `insert into media (original_name, content_type, byte_size, width, height, created_by)
     values ('authors.png', 'image/png', 10, 1, 1, $1), ('editors.png', 'image/png', 10, 1, 1, $2)`,
    [accounts.author.id, accounts.editor.id],
  );
});

describe("content lists", () => {
  it.each([
    ["work/page.tsx", "New case study"],
    ["testimonials/page.tsx", "New testimonial"],
    ["careers/page.tsx", "New job opening"],
    ["team/page.tsx", "New team member"],
  ])("%s: edit, delete and new for roles that manage content only", async (file, create) => {
    for (const role of ROLES) {
      const shown = await page(role, file);
      const manages = can(role, "content.manage");
      expect(shown.includes(create), `${role} ${file}`).toBe(manages);
      expect(count(shown, />\s*Edit\s*</g) > 0, `${role} ${file}`).toBe(manages);
      expect(/aria-label="Delete/.test(shown), `${role} ${file}`).toBe(manages);
    }
  });

  it("posts: an author edits their own draft only; sales nothing", async () => {
    const edits = async (role: StaffRole) => [
      ...new Set(
        [
          ...(await page(role, "blogs/page.tsx")).matchAll(/href="\/admin\/blogs\/([^/]+)\/edit"/g),
        ].map((m) => m[1]),
      ),
    ];
    expect((await edits("editor")).sort()).toEqual([fixtures.postId, authorsDraft.id].sort());
    expect(await edits("author")).toEqual([authorsDraft.id]);
    expect(await edits("sales")).toEqual([]);
    expect((await page("sales", "blogs/page.tsx")).includes("New post")).toBe(false);
    expect((await page("author", "blogs/page.tsx")).includes("New post")).toBe(true);
  });

  it("media: an author may delete their own uploads only", async () => {
    const deletes = (shown: string) => shown.match(/aria-label="Delete [^"]*"/g) ?? [];
    expect(deletes(await page("editor", "media/page.tsx"))).toHaveLength(2);
    const authors = deletes(await page("author", "media/page.tsx"));
    expect(authors).toHaveLength(1);
    expect(authors[0]).toContain("authors.png");
  });
});

describe("dashboard", () => {
  it("shows lead figures to roles that read leads only", async () => {
    for (const role of ROLES) {
      const shown = await page(role, "page.tsx");
      expect(shown.includes("New leads"), role).toBe(can(role, "leads.read"));
      expect(shown.includes("Unsent mail"), role).toBe(can(role, "leads.read"));
      expect(shown.includes('href="/admin/leads"'), role).toBe(can(role, "leads.read"));
    }
  });

  it("says politely which page the role could not open", async () => {
    const shown = await page("editor", "page.tsx", { denied: "/admin/leads" });
    expect(shown).toContain('<p role="status"');
    expect(shown).toContain("Your role (Editor) cannot open /admin/leads.");
    const odd = await page("sales", "page.tsx", { denied: "https://evil.example/<b>" });
    expect(odd).toContain("Your role (Sales) cannot open that page.");
    expect(await page("sales", "page.tsx")).not.toContain('role="status"');
  });
});

describe("header", () => {
  it("lists only the sections the role may open, and who is signed in as what", async () => {
    const links = (role: StaffRole) => {
      const shown = html(
        createElement(AdminHeader, {
          staff: staffUserOf(
            { ...accounts[role], status: "active", twoFactor: false, provisioned: false },
            "local",
          ),
        }),
      );
      return { shown, hrefs: [...shown.matchAll(/href="(\/admin[^"]*)"/g)].map((m) => m[1]) };
    };
    const owner = links("owner");
    expect(owner.hrefs).toEqual(
      expect.arrayContaining([
        "/admin/leads",
        "/admin/staff",
        "/admin/audit",
        "/admin/settings",
        "/admin/account",
      ]),
    );
    expect(owner.shown).toContain("Owner Person");
    expect(owner.shown).toContain("(Owner)");
    expect(owner.shown).toContain("owner@roles.example");
    const editor = links("editor");
    expect(editor.hrefs).not.toContain("/admin/leads");
    expect(editor.hrefs).not.toContain("/admin/staff");
    expect(editor.hrefs).toContain("/admin/redirects");
    const sales = links("sales");
    expect(sales.hrefs).toContain("/admin/leads");
    expect(sales.hrefs).not.toContain("/admin/create-blog");
    expect(sales.hrefs).not.toContain("/admin/media");
    const author = links("author");
    expect(author.hrefs).toEqual(
      expect.arrayContaining(["/admin/create-blog", "/admin/media", "/admin/account"]),
    );
    expect(author.hrefs).not.toContain("/admin/seo");
    expect(author.shown).toContain("(Author)");
  });
});

describe("the staff probe of cached pages (public /blogs tools)", () => {
  it.each(ROLES)("offers %s only the tools the role may use", async (role) => {
    setRequest({ cookies: await roleCookie(accounts[role]) });
    const { GET } = await import("@/app/api/auth/staff/route");
    expect(await (await GET()).json()).toEqual({
      staff: true,
      autoFetch: can(role, "site.manage"),
      newPost: can(role, "posts.draft"),
    });
  });
});
