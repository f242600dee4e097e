// Local-mode sessions end for real: after sign-out a copied cookie opens nothing (proxy, pages,
// route handlers, actions); "sign out everywhere" ends other devices' sessions; a new password
// ends every session opened under the old one.
import { STAFF } from "../helpers/staff-env";

import { NextRequest } from "next/server";
import { afterAll, beforeEach, describe, expect, it, vi } from "vitest";

import { request, setRequest } from "../helpers/next-headers";
import { exec } from "../helpers/sql";

const { signIn, signOut, signOutEverywhere } = await import("@/lib/auth/actions");
const { getStaff, requireStaff } = await import("@/lib/auth");
const { gateAdmin } = await import("@/lib/auth/proxy-gate");
const { getDb } = await import("@/lib/db/client");
const { hashPassword } = await import("@/lib/auth/password");
const csv = await import("@/app/api/admin/leads-csv/route");
const { deliverOutboxNow } = await import("@/lib/leads/admin-actions");

const COOKIE = "agency_staff_session";
const outcome = (run: () => Promise<unknown>) =>
  run().then(
    () => "done",
    (error: { digest?: string }) => String(error.digest).split(";")[2],
  );

/** Signs in through the real action; the session cookie it set. */
async function signedIn(password: string = STAFF.password): Promise<string> {
  setRequest({ headers: { "x-forwarded-for": "192.0.2.77" } });
  const data = new FormData();
  for (const [k, v] of Object.entries({ email: STAFF.email, password, next: "" })) data.set(k, v);
  expect(await outcome(() => signIn({ status: "idle" }, data))).toBe("/admin");
  return request.cookies.get(COOKIE)!.value;
}
const gate = (cookie: string, path = "/admin/leads") =>
  gateAdmin(
    new NextRequest(`http://localhost${path}`, { headers: { cookie: `${COOKIE}=${cookie}` } }),
  );

/** Everything a staff cookie opens; each answer as a stranger or as staff. */
async function opens(cookie: string) {
  setRequest({ cookies: { [COOKIE]: cookie } });
  return {
    staff: (await getStaff())?.email ?? null,
    gate: (await gate(cookie)).headers.get("location") ?? "through",
    page: await outcome(() => requireStaff("/admin/leads")),
    csv: (await csv.GET(new Request("http://localhost/api/admin/leads-csv"))).status,
    action: await outcome(() => deliverOutboxNow()),
  };
}
const STAFF_ACCESS = {
  staff: STAFF.email,
  gate: "through",
  page: "done",
  csv: 200,
  action: "done",
};
const REFUSED = {
  staff: null,
  gate: "http://localhost/admin/login?next=%2Fadmin%2Fleads",
  page: "/admin/login?next=%2Fadmin%2Fleads",
  csv: 401,
  action: expect.stringMatching(/^\/admin\/login\?next=/),
};

beforeEach(async () => {
  await exec(await getDb(), "delete from sign_in_failures; delete from rate_limits");
});

describe("sign-out", () => {
  it("ends the session for every copy of its cookie", async () => {
    const cookie = await signedIn();
    const copy = cookie; // what a thief or another tab kept
    expect(await opens(copy)).toEqual(STAFF_ACCESS);

    setRequest({ cookies: { [COOKIE]: cookie } });
    expect(await outcome(() => signOut())).toBe("/admin/login");
    expect(request.cookies.has(COOKIE)).toBe(false);
    expect(await opens(copy)).toEqual(REFUSED);
  });

  it("leaves other sessions open, and a fresh sign-in works", async () => {
    const laptop = await signedIn();
    const phone = await signedIn();
    setRequest({ cookies: { [COOKIE]: laptop } });
    await outcome(() => signOut());
    expect(await opens(phone)).toEqual(STAFF_ACCESS);
    const again = await signedIn();
    expect(await opens(again)).toEqual(STAFF_ACCESS);
    expect(await opens(laptop)).toEqual(REFUSED);
  });
});

describe("sign out everywhere", () => {
  it("ends every session of the account, on every device", async () => {
    const laptop = await signedIn();
    const phone = await signedIn();
    setRequest({ cookies: { [COOKIE]: laptop } });
    expect(await outcome(() => signOutEverywhere())).toBe("/admin/login?signed-out=everywhere");
    expect(await opens(phone)).toEqual(REFUSED);
    expect(await opens(laptop)).toEqual(REFUSED);
    expect(await opens(await signedIn())).toEqual(STAFF_ACCESS);
  });

  it("does nothing for a stranger", async () => {
    const phone = await signedIn();
    setRequest({});
    expect(await outcome(() => signOutEverywhere())).toBe("/admin/login?next=%2Fadmin");
    expect(await opens(phone)).toEqual(STAFF_ACCESS);
  });
});

describe("a new password", () => {
  afterAll(() => vi.unstubAllEnvs());

  it("ends every session opened under the old one", async () => {
    const old = await signedIn();
    expect(await opens(old)).toEqual(STAFF_ACCESS);
    // The server restarts with another ADMIN_PASSWORD_HASH (the account is read at start).
    const newPassword = "a brand new staff password 2026";
    vi.stubEnv("ADMIN_PASSWORD_HASH", await hashPassword(newPassword));
    vi.resetModules();
    const next = {
      headers: await import("../helpers/next-headers"),
      auth: await import("@/lib/auth"),
      actions: await import("@/lib/auth/actions"),
      proxy: await import("@/lib/auth/proxy-gate"),
    };
    next.headers.setRequest({ cookies: { [COOKIE]: old } });
    expect(await next.auth.getStaff()).toBeNull();
    const refused = await next.proxy.gateAdmin(
      new NextRequest("http://localhost/admin", { headers: { cookie: `${COOKIE}=${old}` } }),
    );
    expect(refused.headers.get("location")).toBe("http://localhost/admin/login?next=%2Fadmin");

    next.headers.setRequest({ headers: { "x-forwarded-for": "192.0.2.78" } });
    const data = new FormData();
    for (const [k, v] of Object.entries({ email: STAFF.email, password: newPassword })) {
      data.set(k, v);
    }
    expect(await outcome(() => next.actions.signIn({ status: "idle" }, data))).toBe("/admin");
    const fresh = next.headers.request.cookies.get(COOKIE)!.value;
    next.headers.setRequest({ cookies: { [COOKIE]: fresh } });
    expect(await next.auth.getStaff()).toMatchObject({ email: STAFF.email });
  });
});

describe("a password changed back", () => {
  afterAll(() => vi.unstubAllEnvs());

  /** A server restart with `env` on top of the staff env: the account is stored anew at start. */
  async function restart(env: Record<string, string> = {}) {
    vi.unstubAllEnvs();
    for (const [name, value] of Object.entries(env)) vi.stubEnv(name, value);
    vi.resetModules();
    await (await import("@/lib/auth/local-account")).announceLocalAccount();
    return {
      headers: await import("../helpers/next-headers"),
      auth: await import("@/lib/auth"),
      actions: await import("@/lib/auth/actions"),
      proxy: await import("@/lib/auth/proxy-gate"),
    };
  }

  it("does not revive the sessions of the original password", async () => {
    let server = await restart();
    server.headers.setRequest({ headers: { "x-forwarded-for": "192.0.2.79" } });
    const data = new FormData();
    for (const [k, v] of Object.entries({ email: STAFF.email, password: STAFF.password })) {
      data.set(k, v);
    }
    expect(await outcome(() => server.actions.signIn({ status: "idle" }, data))).toBe("/admin");
    const sessionA = server.headers.request.cookies.get(COOKIE)!.value;

    const other = "another staff password 2026";
    server = await restart({ ADMIN_PASSWORD_HASH: await hashPassword(other) });
    server = await restart(); // back to the original ADMIN_PASSWORD

    server.headers.setRequest({ cookies: { [COOKIE]: sessionA } });
    expect(await server.auth.getStaff()).toBeNull();
    const refused = await server.proxy.gateAdmin(
      new NextRequest("http://localhost/admin", { headers: { cookie: `${COOKIE}=${sessionA}` } }),
    );
    expect(refused.headers.get("location")).toBe("http://localhost/admin/login?next=%2Fadmin");
    // The original password itself still signs in.
    server.headers.setRequest({ headers: { "x-forwarded-for": "192.0.2.80" } });
    expect(await outcome(() => server.actions.signIn({ status: "idle" }, data))).toBe("/admin");
    const fresh = server.headers.request.cookies.get(COOKIE)!.value;
    server.headers.setRequest({ cookies: { [COOKIE]: fresh } });
    expect(await server.auth.getStaff()).toMatchObject({ email: STAFF.email });
  });
});
