// The local staff sign-in through its real server action: one message for every wrong guess, a
// safe ?next= and a hardened cookie. Throttling: sign-in-throttle.pooler.test.ts.
import { STAFF } from "../helpers/staff-env";

import { beforeEach, describe, expect, it } from "vitest";

import { exec } from "../helpers/sql";

import { request, setRequest } from "../helpers/next-headers";

const { signIn, signOut } = await import("@/lib/auth/actions");
const { getStaff } = await import("@/lib/auth");
const { getDb } = await import("@/lib/db/client");
const { hitRateLimit } = await import("@/lib/rate-limit");

const idle = { status: "idle" } as const;
const form = (email: string, password: string, next = "") => {
  const data = new FormData();
  data.set("email", email);
  data.set("password", password);
  data.set("next", next);
  return data;
};
let ip = 0;
const fromNewAddress = () => setRequest({ headers: { "x-forwarded-for": `203.0.113.${++ip}` } });
const redirectOf = (run: () => Promise<unknown>) =>
  run().then(
    (state) => ({ state }),
    (error: { digest?: string }) => ({ location: error.digest?.split(";")[2] }),
  );

beforeEach(async () => {
  await exec(await getDb(), "delete from rate_limits; delete from sign_in_failures");
  fromNewAddress();
});

describe("sign-in", () => {
  it("gives one message for a wrong e-mail and a wrong password", async () => {
    const wrongEmail = await signIn(idle, form("nobody@agency.example", STAFF.password));
    const wrongPassword = await signIn(idle, form(STAFF.email, "not the password"));
    expect(wrongEmail).toEqual({
      status: "error",
      message: "Incorrect e-mail or password.",
      email: "nobody@agency.example", // refills the field
    });
    expect(wrongPassword).toEqual({ ...wrongEmail, email: STAFF.email });
    expect(request.cookies.size).toBe(0);
  });

  it("shows field messages for malformed input without a lookup", async () => {
    const state = await signIn(idle, form("not-an-email", ""));
    expect(state.fieldErrors).toEqual({
      email: "Enter a valid email address",
      password: "Enter your password",
    });
  });

  it("sets an HttpOnly, SameSite=Lax, expiring session and returns to a same-site path", async () => {
    const result = await redirectOf(() =>
      signIn(idle, form(STAFF.email.toUpperCase(), STAFF.password, "/admin/seo?tab=1")),
    );
    expect(result).toEqual({ location: "/admin/seo?tab=1" });
    const cookie = request.cookies.get("agency_staff_session");
    expect(cookie?.options).toMatchObject({ httpOnly: true, sameSite: "lax", maxAge: 8 * 3600 });
    expect(await getStaff()).toMatchObject({ email: STAFF.email, provider: "local" });

    expect(await redirectOf(() => signOut())).toEqual({ location: "/admin/login" });
    expect(await getStaff()).toBeNull();
  });

  it.each(["//evil.example/x", "https://evil.example/", "/\\evil.example", "javascript:alert(1)"])(
    "ignores the off-site next %s",
    async (next) => {
      const result = await redirectOf(() => signIn(idle, form(STAFF.email, STAFF.password, next)));
      expect(result).toEqual({ location: "/admin" });
    },
  );
});

describe("rate limits", () => {
  it("count atomically under concurrency", async () => {
    const db = await getDb();
    const limit = { bucket: "test:concurrent", limit: 10, windowSeconds: 60 };
    const results = await Promise.all(
      Array.from({ length: 25 }, () => hitRateLimit(db, limit, "k")),
    );
    expect(results.filter((r) => r.allowed)).toHaveLength(10);
    expect(results.every((r) => r.retryAfterSeconds >= 1 && r.retryAfterSeconds <= 60)).toBe(true);
    expect((await hitRateLimit(db, limit, "other")).allowed).toBe(true);
  });
});
