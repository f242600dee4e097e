// The session cookie follows the protocol the visitor used, not the site URL of the build: over
// plain HTTP no Secure flag (a browser would drop it) and the plain name; over HTTPS, as a proxy
// TRUST_PROXY trusts reports it, Secure with the `__Host-` prefix. Sign-in, the proxy's gate,
// requireStaff() and sign-out all agree on the name, and the other protocol's name is ignored.
import { STAFF } from "../helpers/staff-env";

import { NextRequest } from "next/server";
import { beforeEach, describe, expect, it } from "vitest";

import { request, setRequest } from "../helpers/next-headers";
import { exec } from "../helpers/sql";

// nginx on this host is the one proxy trusted to say how the visitor connected.
process.env.TRUST_PROXY = "127.0.0.1";

const { signIn, signOut } = await import("@/lib/auth/actions");
const { getStaff } = await import("@/lib/auth");
const { gateAdmin } = await import("@/lib/auth/proxy-gate");
const { getDb } = await import("@/lib/db/client");

const PLAIN = "agency_staff_session";
const HOST = "__Host-agency_staff_session";
// Through the trusted proxy, which appended the visitor's address and set X-Forwarded-Proto.
const viaHttpsProxy = {
  "x-forwarded-for": "203.0.113.40, 127.0.0.1",
  "x-forwarded-proto": "https",
};
const viaHttpProxy = { "x-forwarded-for": "203.0.113.41, 127.0.0.1", "x-forwarded-proto": "http" };
// A visitor straight on the socket, claiming HTTPS: not a proxy, not believed.
const claimingHttps = { "x-forwarded-for": "203.0.113.42", "x-forwarded-proto": "https" };

const outcome = (run: () => Promise<unknown>) =>
  run().then(
    () => "done",
    (error: { digest?: string }) => String(error.digest).split(";")[2],
  );

/** Signs in through the real action with these request headers; the cookies it set. */
async function signInWith(headers: Record<string, string>, cookies: Record<string, string> = {}) {
  setRequest({ headers, cookies });
  const data = new FormData();
  data.set("email", STAFF.email);
  data.set("password", STAFF.password);
  expect(await outcome(() => signIn({ status: "idle" }, data))).toBe("/admin");
  return request.cookies;
}

/** Whether the proxy's gate lets this request into /admin. */
async function gateLetsIn(headers: Record<string, string>, cookie: string) {
  const response = await gateAdmin(
    new NextRequest("http://localhost/admin", { headers: { ...headers, cookie } }),
  );
  return !response.headers.has("location");
}

beforeEach(async () => {
  await exec(await getDb(), "delete from sign_in_failures; delete from rate_limits");
});

describe("over plain HTTP", () => {
  it.each([
    ["straight to the server", { "x-forwarded-for": "203.0.113.43" }],
    ["through the trusted proxy", viaHttpProxy],
    ["claiming HTTPS without being a trusted proxy", claimingHttps],
  ])("%s: the plain name, not Secure", async (_, headers) => {
    const jar = await signInWith(headers);
    expect(jar.has(HOST)).toBe(false);
    expect(jar.get(PLAIN)?.options).toMatchObject({ secure: false, httpOnly: true, path: "/" });
    const token = jar.get(PLAIN)!.value;
    expect(await gateLetsIn(headers, `${PLAIN}=${token}`)).toBe(true);
    setRequest({ headers, cookies: { [PLAIN]: token } });
    expect(await getStaff()).toMatchObject({ email: STAFF.email });
  });
});

describe("over HTTPS through a trusted proxy", () => {
  it("sets a Secure __Host- cookie (Path=/, no Domain) that the gate and pages accept", async () => {
    const jar = await signInWith(viaHttpsProxy);
    expect(jar.has(PLAIN)).toBe(false);
    const cookie = jar.get(HOST)!;
    expect(cookie.options).toMatchObject({ secure: true, httpOnly: true, path: "/" });
    expect(cookie.options).not.toHaveProperty("domain");
    expect(await gateLetsIn(viaHttpsProxy, `${HOST}=${cookie.value}`)).toBe(true);
    setRequest({ headers: viaHttpsProxy, cookies: { [HOST]: cookie.value } });
    expect(await getStaff()).toMatchObject({ email: STAFF.email });
  });

  it("ignores a session under the plain name and clears it at sign-in", async () => {
    const plain = (await signInWith(viaHttpProxy)).get(PLAIN)!.value;
    expect(await gateLetsIn(viaHttpsProxy, `${PLAIN}=${plain}`)).toBe(false);
    setRequest({ headers: viaHttpsProxy, cookies: { [PLAIN]: plain } });
    expect(await getStaff()).toBeNull();

    const jar = await signInWith(viaHttpsProxy, { [PLAIN]: plain });
    expect(jar.has(PLAIN)).toBe(false);
    expect(jar.has(HOST)).toBe(true);
  });

  it("signs out: the cookie is cleared and its session ended", async () => {
    const token = (await signInWith(viaHttpsProxy)).get(HOST)!.value;
    setRequest({ headers: viaHttpsProxy, cookies: { [HOST]: token } });
    expect(await outcome(() => signOut())).toBe("/admin/login");
    expect(request.cookies.has(HOST)).toBe(false);
    expect(await gateLetsIn(viaHttpsProxy, `${HOST}=${token}`)).toBe(false);
  });
});
