// Supabase Auth mode against a loopback GoTrue: the real sign-in action, getStaff/requireStaff and
// proxy gate over real supabase-js + @supabase/ssr. Staff = app_metadata.role or STAFF_EMAILS only.
import { decodeJwt, SignJWT } from "jose";
import { NextRequest } from "next/server";
import { afterAll, beforeAll, beforeEach, expect, it, onTestFinished, vi } from "vitest";

import { startGoTrue } from "../helpers/gotrue-server";
import { request, setRequest } from "../helpers/next-headers";
import { query } from "../helpers/sql";

const ANON_KEY = "test-anon-key";
const user = (name: string, extra: object = {}) =>
  ({ email: `${name}@agency.example`, password: `${name}-password-1`, ...extra }) as const;
const U = {
  role: user("role", { app_metadata: { role: "staff" } }),
  listed: user("listed"),
  client: user("client"),
  sneaky: user("sneaky", { user_metadata: { role: "staff" } }),
  throttled: user("throttled", { app_metadata: { role: "staff" } }),
};
// lib/env parses process.env once, at its first import: env first, then the modules.
const load = async () => ({
  actions: await import("@/lib/auth/actions"),
  auth: await import("@/lib/auth"),
  proxy: await import("@/lib/auth/proxy-gate"),
});
let lib: Awaited<ReturnType<typeof load>>;
let gotrue: Awaited<ReturnType<typeof startGoTrue>>;
beforeAll(async () => {
  gotrue = await startGoTrue(Object.values(U), { apiKey: ANON_KEY });
  vi.stubEnv("NEXT_PUBLIC_SUPABASE_URL", gotrue.url);
  vi.stubEnv("NEXT_PUBLIC_SUPABASE_ANON_KEY", ANON_KEY);
  vi.stubEnv("STAFF_EMAILS", "Listed@agency.example, other@agency.example");
  lib = await load();
});
afterAll(() => vi.unstubAllEnvs());
afterAll(() => gotrue?.close());

// A new client address per test: one test's sign-in delays never hold up another's.
let ip = 0;
const xff = () => ({ "x-forwarded-for": `198.51.100.${ip}` });
beforeEach(() => {
  ip++;
  setRequest({ headers: xff() });
  gotrue.state.failing = false;
});

type Jar = Record<string, string>;
type StoredSession = { access_token: string; refresh_token: string; expires_at: number };
const NOT_STAFF = "This account does not have staff access.";
const LOGIN_SEO = "http://localhost/admin/login?next=%2Fadmin%2Fseo";
/** The live Supabase cookies the code under test left on the current request. */
const sbCookies = (): Jar => {
  const live = [...request.cookies.values()].filter((c) => c.name.startsWith("sb-") && c.value);
  return Object.fromEntries(live.map((c) => [c.name, c.value]));
};
const asRequest = (jar: Jar) => setRequest({ cookies: jar, headers: xff() });
// @supabase/ssr's storage: sb-<first host label>-auth-token = "base64-" + base64url(session JSON).
const cookieName = () => `sb-${new URL(gotrue.url).hostname.split(".")[0]}-auth-token`;
const encode = (session: object): Jar => ({
  [cookieName()]: `base64-${Buffer.from(JSON.stringify(session)).toString("base64url")}`,
});
const decode = (value = "") =>
  JSON.parse(Buffer.from(value.slice(7), "base64url").toString()) as StoredSession;

const attempt = (email: string, password: string, next = "/admin/seo") => {
  const data = new FormData();
  for (const [k, v] of Object.entries({ email, password, next })) data.set(k, v);
  return lib.actions.signIn({ status: "idle" }, data).then(
    (state) => ({ state, digest: undefined }),
    (error: { digest?: string }) => ({ state: undefined, digest: error.digest }),
  );
};
const gate = (jar: Jar) => {
  const req = new NextRequest("http://localhost/admin/seo");
  for (const [name, value] of Object.entries(jar)) req.cookies.set(name, value);
  return lib.proxy.gateAdmin(req);
};
const accountOf = (email: string) => gotrue.accounts.find((a) => a.email === email)!;
const passwordGrants = (email: string) =>
  gotrue.calls.filter((c) => c.path.endsWith("grant_type=password") && c.body?.email === email);

it.each([
  ["app_metadata.role = staff", U.role],
  ["listed in STAFF_EMAILS (any case), no role", U.listed],
])("staff (%s): signs in, recognised by getStaff, requireStaff and the gate", async (_c, u) => {
  const { email, password } = u;
  expect(lib.auth.authMode).toBe("supabase");
  const { digest } = await attempt(email, password);
  expect(digest).toMatch(/^NEXT_REDIRECT;\w+;\/admin\/seo;30[37];/);
  const jar = sbCookies();
  expect(Object.keys(jar)).toEqual([cookieName()]);
  const { access_token, expires_at } = decode(jar[cookieName()]);
  expect(expires_at).toBeGreaterThan(Date.now() / 1000);
  const grant = { apikey: ANON_KEY, apiVersion: "2024-01-01", body: { email, password } };
  expect(passwordGrants(email).at(-1)).toMatchObject(grant);

  asRequest(jar);
  // The staff account the user maps to (lib/auth/supabase-staff.ts): its own id and role.
  const staff = { email, provider: "supabase", role: u === U.listed ? "owner" : "editor" };
  expect(await lib.auth.getStaff()).toMatchObject(staff);
  await expect(lib.auth.requireStaff("/admin/seo")).resolves.toMatchObject(staff);
  const check = { path: "/auth/v1/user", authorization: `Bearer ${access_token}` };
  expect(gotrue.calls.at(-1)).toMatchObject(check);
  const through = await gate(jar);
  expect(through.headers.get("location")).toBeNull();
  expect(through.headers.get("x-robots-tag")).toBe("noindex, nofollow");
  expect((await gate({})).headers.get("location")).toBe(LOGIN_SEO);
});

it("off-site next -> /admin; sign-out revokes the session at GoTrue; a replay is refused", async () => {
  const { digest } = await attempt(U.role.email, U.role.password, "//evil.example/x");
  expect(digest).toMatch(/^NEXT_REDIRECT;\w+;\/admin;/);
  const jar = sbCookies();
  asRequest(jar);
  const toLogin = { digest: expect.stringMatching(/^NEXT_REDIRECT;\w+;\/admin\/login;/) };
  await expect(lib.actions.signOut()).rejects.toMatchObject(toLogin);
  expect(gotrue.calls.at(-1)?.path).toBe("/auth/v1/logout?scope=global");
  expect(sbCookies()).toEqual({});
  asRequest(jar);
  expect(await lib.auth.getStaff()).toBeNull();
  expect((await gate(jar)).headers.get("location")).toBe(LOGIN_SEO);
});

it.each([
  ["refused: a valid user who is not staff", U.client],
  ["refused: user_metadata.role = staff (user-editable)", U.sneaky],
])("%s: no staff access, no session cookie, session ended at GoTrue", async (_case, u) => {
  const { state } = await attempt(u.email, u.password);
  expect(state).toEqual({ status: "error", message: NOT_STAFF, email: u.email });
  expect(sbCookies()).toEqual({});
  expect(gotrue.calls.at(-1)?.path).toBe("/auth/v1/logout?scope=global");
  expect([...gotrue.sessions.values()].map((s) => s.userId)).not.toContain(accountOf(u.email).id);
  expect(await lib.auth.getStaff()).toBeNull();

  // A valid session of that user, however obtained, is not staff either.
  const jar = encode(await gotrue.sessionFor(u.email));
  asRequest(jar);
  expect(await lib.auth.getStaff()).toBeNull();
  expect((await gate(jar)).headers.get("location")).toBe(LOGIN_SEO);
});

it("a wrong password and an unknown e-mail get the same message", async () => {
  const wrong = await attempt(U.role.email, "nope-nope-nope");
  const unknown = await attempt("nobody@agency.example", U.role.password);
  expect(wrong.state?.message).toBe("Incorrect e-mail or password.");
  expect(unknown.state).toEqual({ ...wrong.state, email: "nobody@agency.example" });
  expect(sbCookies()).toEqual({});
});

it("a forged access token (right shape and claims, not signed by GoTrue)", async () => {
  const real = await gotrue.sessionFor(U.role.email);
  const access_token = await new SignJWT(decodeJwt(real.access_token))
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .sign(new TextEncoder().encode("not-the-gotrue-secret-0123456789abcdef"));
  const jar = encode({ ...real, access_token });
  asRequest(jar);
  expect(await lib.auth.getStaff()).toBeNull();
  expect(gotrue.calls.at(-1)?.authorization).toBe(`Bearer ${access_token}`);
  await expect(lib.auth.requireStaff("/admin/seo")).rejects.toMatchObject({
    digest: expect.stringContaining(";/admin/login?next=%2Fadmin%2Fseo;"),
  });
  expect((await gate(jar)).headers.get("location")).toBe(LOGIN_SEO);
  asRequest({ [cookieName()]: "base64-not-a-session" });
  expect(await lib.auth.getStaff()).toBeNull();
});

it("a role revoked by an admin counts at once, whatever the token still claims", async () => {
  const jar = encode(await gotrue.sessionFor(U.role.email));
  asRequest(jar);
  expect(await lib.auth.getStaff()).not.toBeNull();
  const account = accountOf(U.role.email);
  account.app_metadata = {};
  onTestFinished(() => void (account.app_metadata = { role: "staff" }));
  expect(await lib.auth.getStaff()).toBeNull();
  expect((await gate(jar)).headers.get("location")).toBe(LOGIN_SEO);
});

it("an attempt inside its client's sign-in delay is refused before it reaches GoTrue", async () => {
  const { getDb } = await import("@/lib/db/client");
  for (let i = 0; i < 6; i++) {
    // Each delay runs out at once, so six failures reach GoTrue; the sixth sets an 8 s delay.
    await query(await getDb(), "update sign_in_failures set retry_at = now()");
    expect((await attempt(U.throttled.email, `wrong-${i}`)).state?.message).toBe(
      "Incorrect e-mail or password.",
    );
  }
  const { state } = await attempt(U.throttled.email, U.throttled.password);
  expect(state?.message).toMatch(/^Too many sign-in attempts\. Try again in [78] seconds\.$/);
  expect(passwordGrants(U.throttled.email)).toHaveLength(6);
  // The right password from another client is not held up by these failures.
  setRequest({ headers: { "x-forwarded-for": "198.51.100.250" } });
  expect((await attempt(U.throttled.email, U.throttled.password)).digest).toMatch(/^NEXT_REDIRECT/);
});

it("an expired access token: the gate refreshes it, rotated cookies on the response", async () => {
  const stale = await gotrue.sessionFor(U.role.email, -60);
  const response = await gate(encode(stale));
  expect(response.headers.get("location")).toBeNull();
  const rotated = decode(response.cookies.get(cookieName())?.value);
  expect(rotated.refresh_token).not.toBe(stale.refresh_token);
  expect(rotated.expires_at).toBeGreaterThan(Date.now() / 1000);
  expect(gotrue.calls.some((c) => c.body?.refresh_token === stale.refresh_token)).toBe(true);
  // That refresh token is spent now: replaying the stale cookie signs out.
  asRequest(encode(stale));
  expect(await lib.auth.getStaff()).toBeNull();
  expect(sbCookies()).toEqual({});
});

it("GoTrue down (503): reads as signed out, refuses sign-in clearly, never throws, and recovers", async () => {
  await attempt(U.role.email, U.role.password);
  const jar = sbCookies();
  asRequest(jar);
  gotrue.state.failing = true;
  expect(await lib.auth.getStaff()).toBeNull();
  expect((await gate(jar)).headers.get("location")).toBe(LOGIN_SEO);
  setRequest({ headers: xff() });
  const { state } = await attempt(U.role.email, U.role.password);
  expect(state?.message).toBe("Sign-in is unavailable right now. Please try again shortly.");

  gotrue.state.failing = false; // the outage did not cost the staff member their session
  asRequest(jar);
  expect(await lib.auth.getStaff()).toMatchObject({ email: U.role.email });
});

it("GoTrue failing the sign-out: a refused user still gets no session cookie", async () => {
  gotrue.state.failing = /^POST \/auth\/v1\/logout/;
  const { state } = await attempt(U.client.email, U.client.password);
  expect(state?.message).toBe(NOT_STAFF);
  expect(sbCookies()).toEqual({});
});
