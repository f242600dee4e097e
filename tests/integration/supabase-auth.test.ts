// Supabase Auth mode against a loopback GoTrue: real supabase-js and @supabase/ssr calls, real
// sign-in action, proxy gate and requireStaff; staff by app_metadata.role or STAFF_EMAILS only.
import { afterAll, beforeEach, describe, expect, it } from "vitest";

import { startGoTrue } from "../helpers/gotrue-server";
import { request, setRequest } from "../helpers/next-headers";

const gotrue = await startGoTrue([
  { email: "role@agency.example", password: "role-password-1", app_metadata: { role: "staff" } },
  { email: "listed@agency.example", password: "listed-password-1" },
  { email: "client@agency.example", password: "client-password-1" },
  {
    email: "sneaky@agency.example",
    password: "sneaky-password-1",
    user_metadata: { role: "staff" },
  },
]);
process.env.NEXT_PUBLIC_SUPABASE_URL = gotrue.url;
process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY = "test-anon-key";
process.env.STAFF_EMAILS = "Listed@agency.example, other@agency.example";

const { signIn, signOut } = await import("@/lib/auth/actions");
const { getStaff, requireStaff, authMode } = await import("@/lib/auth");
const { gateAdmin } = await import("@/lib/auth/proxy-gate");
const { getDb } = await import("@/lib/db/client");
const { NextRequest } = await import("next/server");

afterAll(() => gotrue.close());

const idle = { status: "idle" } as const;
let ip = 0;
beforeEach(async () => {
  await (await getDb()).query("delete from rate_limits");
  setRequest({ headers: { "x-forwarded-for": `198.51.100.${++ip}` } });
  gotrue.state.failing = false;
});
const form = (email: string, password: string) => {
  const data = new FormData();
  data.set("email", email);
  data.set("password", password);
  data.set("next", "/admin/seo");
  return data;
};
const authCookies = () => [...request.cookies.values()].filter((c) => c.name.startsWith("sb-"));
const signInAs = async (email: string, password: string) =>
  signIn(idle, form(email, password)).then(
    (state) => ({ state, location: undefined }),
    (error: { digest?: string }) => ({ state: undefined, location: error.digest?.split(";")[2] }),
  );
const gate = (cookies: { name: string; value: string }[]) =>
  gateAdmin(
    new NextRequest("http://localhost/admin/seo", {
      headers: { cookie: cookies.map((c) => `${c.name}=${c.value}`).join("; ") },
    }),
  );

it("is in Supabase mode", () => expect(authMode).toBe("supabase"));

describe.each([
  ["app_metadata.role = staff", "role@agency.example", "role-password-1"],
  ["listed in STAFF_EMAILS", "listed@agency.example", "listed-password-1"],
])("a staff user (%s)", (_case, email, password) => {
  it("signs in, is recognised everywhere, and signs out", async () => {
    expect(await signInAs(email, password)).toMatchObject({ location: "/admin/seo" });
    const cookies = authCookies();
    expect(cookies.length).toBeGreaterThan(0);
    expect(gotrue.calls).toContain("POST /auth/v1/token?grant_type=password");

    expect(await getStaff()).toMatchObject({ email, provider: "supabase" });
    await expect(requireStaff()).resolves.toMatchObject({ email });
    expect((await gate(cookies)).headers.get("location")).toBeNull();
    expect(gotrue.calls).toContain("GET /auth/v1/user");

    await expect(signOut()).rejects.toMatchObject({
      digest: expect.stringContaining(";/admin/login;"),
    });
    expect(gotrue.calls.some((c) => c.startsWith("POST /auth/v1/logout"))).toBe(true);
    expect(authCookies().filter((c) => c.value)).toEqual([]);
    expect(await getStaff()).toBeNull();
  });
});

describe("refused", () => {
  it("a valid user who is not staff, and the session is dropped", async () => {
    const result = await signInAs("client@agency.example", "client-password-1");
    expect(result.state?.message).toBe("This account does not have staff access.");
    expect(authCookies().filter((c) => c.value)).toEqual([]);
    expect(await getStaff()).toBeNull();
  });

  it("user_metadata.role = staff (user-editable) does not count", async () => {
    const result = await signInAs("sneaky@agency.example", "sneaky-password-1");
    expect(result.state?.message).toBe("This account does not have staff access.");
  });

  it("a wrong password and an unknown e-mail get the same message", async () => {
    const wrong = await signInAs("role@agency.example", "nope-nope-nope");
    const unknown = await signInAs("nobody@agency.example", "role-password-1");
    expect(wrong.state?.message).toBe("Incorrect e-mail or password.");
    expect(unknown.state?.message).toBe(wrong.state?.message);
  });

  it("a forged session cookie", async () => {
    await signInAs("role@agency.example", "role-password-1");
    const [cookie] = authCookies();
    const forged = { name: cookie!.name, value: cookie!.value.replace(/.{8}$/, "AAAAAAAA") };
    setRequest({ cookies: { [forged.name]: forged.value } });
    expect(await getStaff()).toBeNull();
    await expect(requireStaff("/admin/seo")).rejects.toMatchObject({
      digest: expect.stringContaining("/admin/login?next=%2Fadmin%2Fseo"),
    });
    expect((await gate([forged])).headers.get("location")).toBe(
      "http://localhost/admin/login?next=%2Fadmin%2Fseo",
    );
    expect((await gate([])).headers.get("location")).toBe(
      "http://localhost/admin/login?next=%2Fadmin%2Fseo",
    );
  });

  it("GoTrue down: a clear message at sign-in, signed out elsewhere, never a throw", async () => {
    await signInAs("role@agency.example", "role-password-1");
    gotrue.state.failing = true;
    expect(await getStaff()).toBeNull();
    expect((await gate(authCookies())).headers.get("location")).toContain("/admin/login");
    const result = await signInAs("role@agency.example", "role-password-1");
    expect(result.state?.message).toBe(
      "Sign-in is unavailable right now. Please try again shortly.",
    );
  });
});
