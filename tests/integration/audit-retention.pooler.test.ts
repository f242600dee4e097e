// The audit log is append-only in the database itself: no UPDATE ever, no DELETE of a row younger
// than the owners' retention setting; the daily prune (the cron route) deletes exactly the older
// ones, and running it twice is harmless. Owners change the setting through the settings action,
// which records the change in the same transaction.
import { STAFF } from "../helpers/staff-env";

import { beforeEach, describe, expect, it, onTestFinished } from "vitest";

import { setRequest } from "../helpers/next-headers";
import { validCookie } from "../helpers/session-cookies";
import { query } from "../helpers/sql";

const { getDb } = await import("@/lib/db/client");
const prune = await import("@/app/api/cron/audit-prune/route");
const { saveSettings } = await import("@/lib/staff-settings/actions");
const { staffSettings } = await import("@/lib/staff-settings/settings");
const db = await getDb();

const insertAt = async (daysAgo: number, action = "post.deleted") =>
  (
    await query<{ id: string }>(
      db,
      "insert into audit_log (at, action) values (now() - make_interval(days => $1), $2) returning id",
      [daysAgo, action],
    )
  )[0]!.id;
const exists = async (id: string) =>
  (await query(db, "select 1 from audit_log where id = $1", [id])).length === 1;
const refusal = (run: Promise<unknown>) =>
  run.then(
    () => "allowed",
    (error: unknown) => String((error as { cause?: unknown }).cause ?? error),
  );
const bearer = { authorization: `Bearer ${STAFF.cronSecret}` };
const runPrune = (headers: Record<string, string> = bearer) =>
  prune.GET(new Request("http://localhost/api/cron/audit-prune", { headers }));
// The settings form posts its analytics retention too (lib/staff-settings/form-schema.ts).
const formOf = (values: Record<string, string>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries({ analyticsRetentionDays: "90", ...values })) form.set(k, v);
  return form;
};

beforeEach(() => setRequest({}));

describe("append-only", () => {
  it("refuses any UPDATE, even of an old row", async () => {
    const young = await insertAt(0);
    const old = await insertAt(4000);
    for (const id of [young, old]) {
      expect(
        await refusal(query(db, "update audit_log set action = 'x' where id = $1", [id])),
      ).toMatch(/append-only/);
    }
    expect(await query(db, "select action from audit_log where id = $1", [young])).toEqual([
      { action: "post.deleted" },
    ]);
  });

  it("refuses to DELETE a row younger than the retention period", async () => {
    const young = await insertAt(364); // default retention: 365 days
    expect(await refusal(query(db, "delete from audit_log where id = $1", [young]))).toMatch(
      /retention/,
    );
    expect(await exists(young)).toBe(true);
  });

  it("allows to DELETE a row older than the retention period", async () => {
    const old = await insertAt(366);
    expect(await refusal(query(db, "delete from audit_log where id = $1", [old]))).toBe("allowed");
    expect(await exists(old)).toBe(false);
  });
});

describe("the daily prune (GET /api/cron/audit-prune)", () => {
  it("needs the cron secret", async () => {
    const old = await insertAt(5000);
    expect((await runPrune({})).status).toBe(401);
    expect((await runPrune({ authorization: "Bearer wrong" })).status).toBe(401);
    setRequest({ cookies: await validCookie() }); // not a staff session either: GET is the scheduler's
    expect((await runPrune({})).status).toBe(401);
    expect(await exists(old)).toBe(true);
  });

  it("deletes exactly the rows past retention, and a second run deletes nothing", async () => {
    await query(db, "delete from audit_log where at < now() - interval '365 days'");
    const kept = [await insertAt(0), await insertAt(200), await insertAt(364)];
    const gone = [await insertAt(366), await insertAt(3000)];
    const first = await runPrune();
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({ deleted: 2 });
    for (const id of kept) expect(await exists(id)).toBe(true);
    for (const id of gone) expect(await exists(id)).toBe(false);
    expect(await (await runPrune()).json()).toEqual({ deleted: 0 });
    // Two at once (two instances' schedulers): together they delete each row once.
    const again = [await insertAt(400), await insertAt(401)];
    const both = await Promise.all([runPrune(), runPrune()]);
    const counts = await Promise.all(
      both.map(async (r) => ((await r.json()) as { deleted: number }).deleted),
    );
    expect(counts.reduce((a, b) => a + b)).toBe(2);
    for (const id of again) expect(await exists(id)).toBe(false);
  });
});

describe("the owners' settings (saveSettings)", () => {
  beforeEach(async () => setRequest({ cookies: await validCookie() }));

  it("refuses to require two-factor of everyone while the owner saving it has none", async () => {
    const refused = await saveSettings(
      { status: "idle" },
      formOf({ auditRetentionDays: "365", requireTwoFactor: "on" }),
    );
    expect(refused.status).toBe("error");
    expect(refused.fieldErrors?.requireTwoFactor).toContain("your own account first");
    expect(await staffSettings()).toEqual({
      auditRetentionDays: 365,
      requireTwoFactor: false,
      leadRetentionMonths: null,
      analyticsRetentionDays: 90,
      analyticsExcludedNetworks: [],
      consentRetentionMonths: 24,
      spamBlockedDomains: [],
    });
  });

  it("round trip: stored, read back, and the change recorded once in the same transaction", async () => {
    expect(await staffSettings()).toEqual({
      auditRetentionDays: 365,
      requireTwoFactor: false,
      leadRetentionMonths: null,
      analyticsRetentionDays: 90,
      analyticsExcludedNetworks: [],
      consentRetentionMonths: 24,
      spamBlockedDomains: [],
    });
    // The owner has two-factor on (as the rule then asks of everyone, them included).
    await query(db, "update staff_members set totp_enabled_at = now() where email = $1", [
      STAFF.email,
    ]);
    (await import("@/lib/auth/staff-members")).forgetStaffMember();
    onTestFinished(async () => {
      await query(db, "update staff_members set totp_enabled_at = null where email = $1", [
        STAFF.email,
      ]);
      (await import("@/lib/auth/staff-members")).forgetStaffMember();
    });
    const saved = await saveSettings(
      { status: "idle" },
      formOf({ auditRetentionDays: "30", requireTwoFactor: "on" }),
    );
    expect(saved).toMatchObject({ status: "success" });
    expect(await staffSettings()).toEqual({
      auditRetentionDays: 30,
      requireTwoFactor: true,
      leadRetentionMonths: null,
      analyticsRetentionDays: 90,
      analyticsExcludedNetworks: [],
      consentRetentionMonths: 24,
      spamBlockedDomains: [],
    });
    const rows = await query<{ actor_email: string; details: unknown }>(
      db,
      "select actor_email, details from audit_log where action = 'settings.changed'",
    );
    expect(rows).toEqual([
      {
        actor_email: STAFF.email,
        details: {
          auditRetentionDays: { from: 365, to: 30 },
          requireTwoFactor: { from: false, to: true },
        },
      },
    ]);
    // The shorter retention is what the prune and the trigger now apply.
    const now31 = await insertAt(31);
    expect(await (await runPrune()).json()).toMatchObject({ deleted: expect.any(Number) });
    expect(await exists(now31)).toBe(false);
    // Saving the same values again changes nothing, so records nothing.
    await saveSettings(
      { status: "idle" },
      formOf({ auditRetentionDays: "30", requireTwoFactor: "on" }),
    );
    expect(
      await query(db, "select 1 from audit_log where action = 'settings.changed'"),
    ).toHaveLength(1);
    // An unticked checkbox posts nothing: off.
    await saveSettings({ status: "idle" }, formOf({ auditRetentionDays: "365" }));
    expect(await staffSettings()).toEqual({
      auditRetentionDays: 365,
      requireTwoFactor: false,
      leadRetentionMonths: null,
      analyticsRetentionDays: 90,
      analyticsExcludedNetworks: [],
      consentRetentionMonths: 24,
      spamBlockedDomains: [],
    });
  });

  it.each([
    ["29", "at least 30"],
    ["3651", "at most 3650"],
    ["ten", "number"],
    ["45.5", "whole number"],
  ])("refuses %s days with a message, storing nothing", async (days, message) => {
    const before = await staffSettings();
    const refused = await saveSettings({ status: "idle" }, formOf({ auditRetentionDays: days }));
    expect(refused.status).toBe("error");
    expect(refused.fieldErrors?.auditRetentionDays).toContain(message);
    expect(refused.values?.auditRetentionDays).toBe(days);
    expect(await staffSettings()).toEqual(before);
  });

  it("sends a stranger to the sign-in, storing nothing", async () => {
    setRequest({});
    const before = await staffSettings();
    const error = await saveSettings({ status: "idle" }, formOf({ auditRetentionDays: "40" })).then(
      () => null,
      (e: unknown) => String((e as { digest?: string }).digest),
    );
    expect(error).toMatch(/^NEXT_REDIRECT;[a-z]+;\/admin\/login\?next=%2Fadmin%2Fsettings/);
    expect(await staffSettings()).toEqual(before);
  });
});
