// The permission table (lib/auth/access.ts + permissions.ts) against the code: every admin page and
// layout, server action and staff route handler found in the file tree, run as an active account
// of every role, allows exactly the roles its rule names and refuses the others (pages and actions
// with the /admin?denied= redirect, handlers with a 403), changing nothing when it refuses. An entry
// point with no rule fails here by name.
import "../helpers/staff-env";

import { NextRequest } from "next/server";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { ACTION_RULES, pagePermission, ROUTE_RULES } from "@/lib/auth/access";
import { can, STAFF_ROLES, type StaffRole } from "@/lib/auth/permissions";

import { argsFor, createFixtures, fixtures, idFor, snapshot } from "../helpers/admin-fixtures";
import {
  actions,
  adminPages,
  adminRoutes,
  redirectOf,
  renderFile,
  routeHandlers,
  SCHEDULER_ONLY,
  urlOf,
} from "../helpers/admin-surface";
import { settleAfterTasks } from "../helpers/after-tasks";
import { setRequest } from "../helpers/next-headers";
import { query } from "../helpers/sql";
import { createRoleAccounts, roleCookie, type RoleAccount } from "../helpers/staff-roles";

vi.mock("next/server", async (original) => ({
  ...(await original<typeof import("next/server")>()),
  after: (await import("../helpers/after-tasks")).after, // no request scope in vitest
}));

const { gateAdmin } = await import("@/lib/auth/proxy-gate");
const { deniedPath } = await import("@/lib/auth");
const { getDb } = await import("@/lib/db/client");

let accounts: Record<StaffRole, RoleAccount>;
/** Each role's own draft: the post edit page opens it for whoever may draft. */
const ownDraft = {} as Record<StaffRole, string>;
const pageId = (file: string, role: StaffRole) =>
  file.includes("/blogs/[id]/") ? ownDraft[role] : idFor(file);
const pageUrl = (file: string, role: StaffRole) => urlOf(file, (f) => pageId(f, role));
const cookieHeader = (cookies: Record<string, string>) =>
  Object.entries(cookies)
    .map(([k, v]) => `${k}=${v}`)
    .join("; ");

const allActions = await actions();
const routes = (
  await Promise.all(
    adminRoutes.map(async (file) =>
      (await routeHandlers(file)).map((h) => ({ ...h, file, key: `${h.method} ${file}` })),
    ),
  )
).flat();
const staffRoutes = routes.filter((r) => !SCHEDULER_ONLY.includes(r.key));
const schedulerRoutes = routes.filter((r) => SCHEDULER_ONLY.includes(r.key));

const may = (role: StaffRole, permission: Parameters<typeof can>[1] | null | undefined) =>
  Boolean(permission && can(role, permission));
const verdict = (allowed: boolean) => (allowed ? "allowed" : "denied");

const counted = { pages: 0, actions: 0, routes: 0 };
afterAll(() => {
  const total = counted.pages + counted.actions + counted.routes;
  console.info(
    `permission matrix: ${total} cells (${STAFF_ROLES.length} roles × ` +
      `${adminPages.length} pages/layouts, ${allActions.length} actions, ${routes.length} route handlers) — ` +
      `pages ${counted.pages}, actions ${counted.actions}, route handlers ${counted.routes}`,
  );
});

beforeAll(async () => {
  await createFixtures();
  accounts = await createRoleAccounts();
  for (const role of STAFF_ROLES) {
    const [row] = await query<{ id: string }>(
      await getDb(),
      `insert into blogs (title, slug, summary, content, status, created_by)
       values ($1, $2, 's', '<p>c</p>', 'draft', $3) returning id`,
      [`${role} draft`, `${role}-draft`, accounts[role].id],
    );
    ownDraft[role] = row!.id;
  }
});

describe("every entry point has a rule", () => {
  it("admin pages and layouts (PAGE_RULES)", () => {
    const missing = adminPages.filter((f) => pagePermission(urlOf(f, idFor)) === null);
    expect(missing, `admin pages with no rule in PAGE_RULES: ${missing.join(", ")}`).toEqual([]);
  });

  it("server actions (ACTION_RULES), and no rule for an action that is gone", () => {
    const names = allActions.map((a) => a.name);
    const missing = names.filter((n) => !(n in ACTION_RULES));
    expect(missing, `server actions with no rule in ACTION_RULES: ${missing.join(", ")}`).toEqual(
      [],
    );
    const stale = Object.keys(ACTION_RULES).filter((n) => !names.includes(n));
    expect(stale, `ACTION_RULES names no action: ${stale.join(", ")}`).toEqual([]);
  });

  it("staff route handlers (ROUTE_RULES), and no rule for a file that is gone", () => {
    const missing = [...new Set(staffRoutes.map((r) => r.file))].filter((f) => !ROUTE_RULES[f]);
    expect(missing, `route handlers with no rule in ROUTE_RULES: ${missing.join(", ")}`).toEqual(
      [],
    );
    const stale = Object.keys(ROUTE_RULES).filter((f) => !adminRoutes.includes(f));
    expect(stale, `ROUTE_RULES names no route file: ${stale.join(", ")}`).toEqual([]);
  });
});

const pageCells = STAFF_ROLES.flatMap((role) => adminPages.map((file) => ({ role, file })));
describe("pages and layouts", () => {
  it.each(pageCells)("$role $file", async ({ role, file }) => {
    const url = pageUrl(file, role);
    const allowed = may(role, pagePermission(url));
    const cookies = await roleCookie(accounts[role]);
    const gate = await gateAdmin(
      new NextRequest(`http://localhost${url}`, { headers: { cookie: cookieHeader(cookies) } }),
    );
    expect(gate.headers.get("location"), `proxy, ${verdict(allowed)}: ${url}`).toBe(
      allowed ? null : `http://localhost${deniedPath(url)}`,
    );
    setRequest({ cookies });
    const to = await redirectOf(() => renderFile(file, pageId(file, role)));
    expect(to, `page, ${verdict(allowed)}: ${url}`).toBe(allowed ? null : deniedPath(url));
    counted.pages++;
  });
});

// The refusals first, while every fixture is still there to be (not) changed; then the runs.
const actionCells = STAFF_ROLES.flatMap((role) =>
  allActions.map((action) => ({ role, name: action.name, action })),
);
const deniedActions = actionCells.filter((c) => !may(c.role, ACTION_RULES[c.name]));
const allowedActions = actionCells
  .filter((c) => may(c.role, ACTION_RULES[c.name]))
  .sort((a, b) => Number(a.name === "signOutEverywhere") - Number(b.name === "signOutEverywhere"));

describe("server actions a role may not run: the denied redirect, nothing changed", () => {
  it.each(deniedActions)("$role $name", async ({ role, name, action }) => {
    setRequest({ cookies: await roleCookie(accounts[role]) });
    const before = await snapshot();
    const to = await redirectOf(() => action.fn(...(argsFor[name]?.() ?? [])));
    await settleAfterTasks();
    expect(to, `${role} ${name}`).toMatch(/^\/admin\?denied=/);
    expect(await snapshot()).toEqual(before);
    counted.actions++;
  });
});

const deniedRoutes = STAFF_ROLES.flatMap((role) => staffRoutes.map((r) => ({ role, ...r }))).filter(
  (c) => !may(c.role, ROUTE_RULES[c.file]),
);
const allowedRoutes = STAFF_ROLES.flatMap((role) =>
  staffRoutes.map((r) => ({ role, ...r })),
).filter((c) => may(c.role, ROUTE_RULES[c.file]));
const request = (method: string) =>
  new Request("http://localhost/x", {
    method,
    body: method === "GET" ? null : '{"action":"fetch"}',
  });

describe("route handlers", () => {
  it.each(deniedRoutes)(
    "$role $key: 403, nothing changed",
    async ({ role, key, handler, method }) => {
      setRequest({ cookies: await roleCookie(accounts[role]) });
      const before = await snapshot();
      const response = await handler(request(method));
      expect(response.status, `${role} ${key}`).toBe(403);
      expect(await response.json()).toEqual({ error: expect.any(String) });
      expect(await snapshot()).toEqual(before);
      counted.routes++;
    },
  );

  it.each(STAFF_ROLES.flatMap((role) => schedulerRoutes.map((r) => ({ role, ...r }))))(
    "$role $key: for schedulers only (401 to a session)",
    async ({ role, handler, method }) => {
      setRequest({ cookies: await roleCookie(accounts[role]) });
      expect((await handler(request(method))).status).toBe(401);
      counted.routes++;
    },
  );

  it.each(allowedRoutes)("$role $key: passes the gate", async ({ role, key, handler, method }) => {
    setRequest({ cookies: await roleCookie(accounts[role]) });
    const response = await handler(request(method));
    expect([401, 403], `${role} ${key} answered ${response.status}`).not.toContain(response.status);
    counted.routes++;
  });
});

describe("server actions a role may run: past the gate", () => {
  it.each(allowedActions)("$role $name", async ({ role, name, action }) => {
    setRequest({ cookies: await roleCookie(accounts[role]) });
    const to = await redirectOf(() => action.fn(...(argsFor[name]?.() ?? [])));
    await settleAfterTasks();
    expect(to ?? "", `${role} ${name}`).not.toMatch(/^\/admin(\?denied=|\/login\?next=)/);
    counted.actions++;
  });
});

it("fixtures are real rows", () => expect(fixtures.postId).not.toBe(""));
