// The account page's two-factor actions (enrol, turn off) and the owners' "require two-factor"
// policy, as a signed-in local account without two-factor meets it.
import { STAFF } from "../helpers/staff-env";

import { beforeAll, describe, expect, it } from "vitest";

import { setRequest, request } from "../helpers/next-headers";
import { query } from "../helpers/sql";

const { signIn } = await import("@/lib/auth/actions");
const { requireStaff, staffOrUnauthorized } = await import("@/lib/auth");
const { startTwoFactor, enableTwoFactor, disableTwoFactor } =
  await import("@/lib/auth/two-factor-actions");
const { twoFactorStatus } = await import("@/lib/auth/two-factor");
const { totpCode } = await import("@/lib/auth/two-factor-crypto");
const { forgetTwoFactorPolicy } = await import("@/lib/auth/two-factor-policy");
const { getDb } = await import("@/lib/db/client");

const idle = { status: "idle" } as const;
const formOf = (values: Record<string, string>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(values)) form.set(k, v);
  return form;
};
const redirectOf = (run: () => Promise<unknown>) =>
  run().then(
    () => null,
    (error: { digest?: string }) => error.digest?.split(";")[2] ?? String(error),
  );
const requireTwoFactor = async (on: boolean) => {
  await query(
    await getDb(),
    "insert into staff_settings (id, require_two_factor) values (1, $1) on conflict (id) do update set require_two_factor = $1",
    [on],
  );
  forgetTwoFactorPolicy();
};
let staffId = "";

beforeAll(async () => {
  setRequest({ headers: { "x-forwarded-for": "203.0.113.77" } });
  const form = formOf({ email: STAFF.email, password: STAFF.password, next: "" });
  expect(await redirectOf(() => signIn(idle, form))).toBe("/admin");
  const session = request.cookies.get("agency_staff_session")!.value;
  setRequest({
    cookies: { agency_staff_session: session },
    headers: { "x-forwarded-for": "203.0.113.77" },
  });
  staffId = (await requireStaff("/admin")).id;
});

describe("owners require two-factor", () => {
  it("sends an account without it to its account page, and nowhere else", async () => {
    await requireTwoFactor(true);
    expect(await redirectOf(() => requireStaff("/admin/redirects"))).toBe(
      "/admin/account?two-factor=required",
    );
    expect(await redirectOf(() => requireStaff("/admin"))).toBe(
      "/admin/account?two-factor=required",
    );
    const handler = await staffOrUnauthorized("content.read");
    expect(handler instanceof Response && handler.status).toBe(403);
    expect(await redirectOf(() => requireStaff("/admin/account"))).toBeNull();
  });

  it("lets it enrol there, and then everywhere; it cannot turn it off while required", async () => {
    expect(await redirectOf(() => startTwoFactor(formOf({})))).toBe("/admin/account");
    const { pendingSecret } = await twoFactorStatus(staffId);
    expect(pendingSecret).toMatch(/^[A-Z2-7]{32}$/);
    expect(await enableTwoFactor(idle, formOf({ code: "000000" }))).toMatchObject({
      status: "error",
    });
    const enabled = await enableTwoFactor(idle, formOf({ code: totpCode(pendingSecret!) }));
    expect(enabled.codes).toHaveLength(10);
    expect(await twoFactorStatus(staffId)).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    // The member cache was dropped: the policy lets it through at once.
    expect(await redirectOf(() => requireStaff("/admin/redirects"))).toBeNull();

    const refused = await disableTwoFactor(idle, formOf({ code: enabled.codes![0]! }));
    expect(refused.message).toBe("Owners require two-factor sign-in for every account.");

    await requireTwoFactor(false);
    expect(
      await redirectOf(() => disableTwoFactor(idle, formOf({ code: enabled.codes![0]! }))),
    ).toBe("/admin/account?two-factor=off");
    expect(await twoFactorStatus(staffId)).toEqual({
      enabled: false,
      pendingSecret: null,
      recoveryCodesLeft: 0,
    });
    const actions = await query<{ action: string }>(
      await getDb(),
      "select action from audit_log where actor_id = $1 and action like 'two-factor.%' order by at",
      [staffId],
    );
    expect(actions.map((a) => a.action)).toEqual(["two-factor.enabled", "two-factor.disabled"]);
  });
});
