// Two-factor sign-in, local accounts: a right password leaves only a short-lived ticket, and the
// session opens after a code from the app or an unused recovery code. Codes cannot be replayed
// and are guessed under the sign-in throttle.
import { STAFF } from "../helpers/staff-env";

import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { request, setRequest } from "../helpers/next-headers";
import { exec, query } from "../helpers/sql";

const { signIn } = await import("@/lib/auth/actions");
const { signInWithCode } = await import("@/lib/auth/two-factor-sign-in");
const { getStaff } = await import("@/lib/auth");
const { getDb } = await import("@/lib/db/client");
const { hashPassword } = await import("@/lib/auth/password");
const { beginEnrolment, confirmEnrolment } = await import("@/lib/auth/two-factor");
const { totpCode } = await import("@/lib/auth/two-factor-crypto");
const { forgetStaffMember } = await import("@/lib/auth/staff-members");

const ACCOUNT = { email: "two-factor@agency.example", password: "a long two-factor password" };
const SECRET = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
const TICKET = "agency_staff_two_factor";
const SESSION = "agency_staff_session";
const EXPIRED = "This sign-in has expired. Please sign in again.";
const WRONG = "That code is not right, or it was already used.";
const idle = { status: "idle" } as const;

let now = Date.UTC(2026, 10, 26, 9, 0, 0);
let staffId = "";
let recoveryCodes: string[] = [];
let ip = 0;

const formOf = (values: Record<string, string>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(values)) form.set(k, v);
  return form;
};
/** A state's message, or "redirect <location>" when the action redirected. */
const outcome = (run: Promise<{ message?: string }>) =>
  run.then(
    (state) => state.message ?? "",
    (error: { digest?: string }) => `redirect ${error.digest?.split(";")[2]}`,
  );
const password = (next = "") =>
  outcome(signIn(idle, formOf({ email: ACCOUNT.email, password: ACCOUNT.password, next })));
const code = (value: string, next = "/admin") =>
  outcome(signInWithCode(idle, formOf({ code: value, next })));
/** The next 30-second step: a code never used before. */
const nextStep = () => {
  now += 30_000;
  vi.setSystemTime(now);
  return totpCode(SECRET, now);
};
const auditActions = async () =>
  (
    await query<{ action: string }>(
      await getDb(),
      "select action from audit_log where actor_id = $1 order by at, action",
      [staffId],
    )
  ).map((r) => r.action);

beforeAll(async () => {
  vi.useFakeTimers({ toFake: ["Date"], now });
  const db = await getDb();
  const [row] = await query<{ id: string }>(
    db,
    "insert into staff_members (email, name, role, status, password_hash) values ($1, 'Two F', 'editor', 'active', $2) returning id",
    [ACCOUNT.email, await hashPassword(ACCOUNT.password)],
  );
  staffId = row!.id;
  await beginEnrolment(staffId, SECRET);
  expect(await confirmEnrolment(db, staffId, "000000")).toBeNull();
  recoveryCodes = (await confirmEnrolment(db, staffId, nextStep()))!;
  expect(recoveryCodes).toHaveLength(10);
  forgetStaffMember(ACCOUNT.email);
});

beforeEach(async () => {
  await exec(await getDb(), "delete from rate_limits; delete from sign_in_failures");
  setRequest({ headers: { "x-forwarded-for": `198.51.100.${++ip}` } });
});

afterEach(() => vi.setSystemTime(now));

/** The same browser (its cookies) from another client address. */
const newAddress = () => {
  request.headers = new Headers({ "x-forwarded-for": `198.51.100.${++ip}` });
};

describe("two-factor sign-in", () => {
  it("asks for a code after the password, and only the code opens the session", async () => {
    expect(await password("/admin/seo")).toBe("redirect /admin/login/code?next=%2Fadmin%2Fseo");
    expect(request.cookies.has(SESSION)).toBe(false);
    expect(request.cookies.get(TICKET)?.options).toMatchObject({
      httpOnly: true,
      sameSite: "lax",
      path: "/admin/login/code",
      maxAge: 300,
    });
    expect(await getStaff()).toBeNull();

    expect(await code(nextStep(), "/admin/seo")).toBe("redirect /admin/seo");
    expect(request.cookies.has(TICKET)).toBe(false);
    expect(await getStaff()).toMatchObject({ email: ACCOUNT.email, provider: "local" });
  });

  it("refuses the same code a second time", async () => {
    const fresh = nextStep();
    await password();
    expect(await code(fresh)).toBe("redirect /admin");
    setRequest({ headers: { "x-forwarded-for": `198.51.100.${++ip}` } });
    await password();
    expect(await code(fresh)).toBe(WRONG);
    expect(request.cookies.has(SESSION)).toBe(false);
  });

  it("refuses wrong codes, records them and slows the guesser down", async () => {
    const failed = async () =>
      (await auditActions()).filter((a) => a === "sign-in.two-factor-failed").length;
    const before = await failed();
    await password();
    const results: string[] = [];
    for (let i = 0; i < 4; i++) results.push(await code(String(100000 + i)));
    // The password counted as the first attempt; three free ones, then a growing delay.
    expect(results.slice(0, 2)).toEqual([WRONG, WRONG]);
    expect(results.at(-1)).toMatch(/^Too many sign-in attempts/);
    // Inside the delay (held for a minute here, as after more failures) the right code is not
    // even checked.
    await query(
      await getDb(),
      "update sign_in_failures set retry_at = now() + interval '1 minute' where account = $1",
      [ACCOUNT.email],
    );
    expect(await code(nextStep())).toMatch(/^Too many sign-in attempts/);
    expect(request.cookies.has(SESSION)).toBe(false);
    expect((await failed()) - before).toBe(results.filter((r) => r === WRONG).length);
  });

  it("takes a recovery code once", async () => {
    const [first] = recoveryCodes;
    await password();
    expect(await code(first!.toUpperCase())).toBe("redirect /admin");
    expect(await auditActions()).toContain("two-factor.recovery-code-used");

    setRequest({ headers: { "x-forwarded-for": `198.51.100.${++ip}` } });
    await password();
    expect(await code(first!)).toBe(WRONG);
    expect(request.cookies.has(SESSION)).toBe(false);
  });

  it("refuses a missing, tampered, expired or outdated ticket", async () => {
    expect(await code(nextStep())).toBe(EXPIRED);

    newAddress(); // each part from its own client: the password steps add up in the throttle
    await password();
    const ticket = request.cookies.get(TICKET)!.value;
    request.cookies.set(TICKET, { name: TICKET, value: `${ticket.slice(0, -2)}xx`, options: {} });
    expect(await code(nextStep())).toBe(EXPIRED);

    newAddress();
    await password();
    now += 5 * 60_000 + 1000;
    vi.setSystemTime(now);
    expect(await code(totpCode(SECRET, now))).toBe(EXPIRED);

    // The password changed after the ticket was issued.
    newAddress();
    await password();
    await query(
      await getDb(),
      "update staff_members set password_version = password_version + 1 where id = $1",
      [staffId],
    );
    expect(await code(nextStep())).toBe(EXPIRED);
    expect(request.cookies.has(SESSION)).toBe(false);
  });

  it("leaves the accounts without two-factor as they were", async () => {
    setRequest({ headers: { "x-forwarded-for": "198.51.100.250" } });
    const state = await outcome(
      signIn(idle, formOf({ email: STAFF.email, password: STAFF.password, next: "" })),
    );
    expect(state).toBe("redirect /admin");
    expect(request.cookies.has(SESSION)).toBe(true);
  });
});
