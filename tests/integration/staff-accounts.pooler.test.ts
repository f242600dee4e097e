// Staff accounts (lib/staff/): invitations and reset links are single-use and expire, disabling
// ends sessions at once, the first and the last owner stay owners, and weak or leaked passwords
// are refused. Through the domain and the real server actions, on the embedded and Postgres engines.
import { STAFF } from "../helpers/staff-env";

import { beforeEach, describe, expect, it, vi } from "vitest";

import { settleAfterTasks } from "../helpers/after-tasks";
import { request, setRequest } from "../helpers/next-headers";
import { validCookie } from "../helpers/session-cookies";
import { exec, query } from "../helpers/sql";

vi.mock("next/server", async (original) => ({
  ...(await original<typeof import("next/server")>()),
  after: (await import("../helpers/after-tasks")).after,
}));

const { getDb } = await import("@/lib/db/client");
const { localAccount } = await import("@/lib/auth/local-account");
const { localStaffFromToken } = await import("@/lib/auth/local-backend");
const { inviteStaff, resendInvitation } = await import("@/lib/staff/invitations");
const { changeRole, setDisabled, listStaff } = await import("@/lib/staff/accounts");
const { acceptInvitation, requestPasswordReset, resetPassword } =
  await import("@/lib/staff/password-links");
const { acceptStaffInvitation, sendPasswordReset } = await import("@/lib/staff/public-actions");
const { inviteStaffMember } = await import("@/lib/staff/actions");
const { StaffRefused } = await import("@/lib/staff/refused");

const STRONG = "violet anchor pepper ninety";
const HOUR = 3600_000;
let n = 0;
const fresh = () => `person${++n}@agency.example`;
let owner: { id: string; email: string; name: string };

/** The link in the newest mail to `to` (the outbox row, as the mail would carry it). */
async function linkIn(to: string): Promise<string> {
  const [mail] = await query<{ text: string }>(
    await getDb(),
    "select text from email_outbox where to_address = $1 order by created_at desc, id desc limit 1",
    [to],
  );
  const token = /\/admin\/(?:welcome|reset)\/([A-Za-z0-9_-]+)/.exec(mail?.text ?? "")?.[1];
  if (!token) throw new Error(`no link mailed to ${to}`);
  return token;
}
const audits = async (action: string, label: string) =>
  query<{ actor_email: string | null; details: unknown }>(
    await getDb(),
    "select actor_email, details from audit_log where action = $1 and target_label = $2",
    [action, label],
  );
const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(values)) data.set(k, v);
  return data;
};
let ip = 0;
beforeEach(async () => {
  setRequest({ headers: { "x-forwarded-for": `198.51.100.${++ip}` } });
  const account = await localAccount();
  const [row] = await query<{ id: string }>(
    await getDb(),
    "select id from staff_members where email = $1",
    [account.email],
  );
  owner = { id: row!.id, email: account.email, name: "Owner" };
});

/** An invited account, and the token its mail carries. */
async function invited(role: "editor" | "sales" | "owner" = "editor", now?: Date) {
  const email = fresh();
  const { id } = await inviteStaff(await getDb(), { name: "Ed Itor", email, role }, owner, now);
  return { id, email, token: await linkIn(email) };
}

describe("invitations", () => {
  it("stores only a hash of the link, queues the mail and audits it", async () => {
    const { id, email, token } = await invited("sales");
    const [row] = await query<{ status: string; role: string; hashes: string[] }>(
      await getDb(),
      "select status, role, (select array_agg(token_hash) from staff_links where staff_id = $1) as hashes from staff_members where id = $1",
      [id],
    );
    expect(row).toMatchObject({ status: "invited", role: "sales" });
    expect(row!.hashes).toHaveLength(1);
    expect(row!.hashes[0]).not.toContain(token);
    expect(row!.hashes[0]).toMatch(/^[0-9a-f]{64}$/);
    const [mail] = await query<{ kind: string; html: string; text: string }>(
      await getDb(),
      "select kind, html, text from email_outbox where to_address = $1",
      [email],
    );
    expect(mail!.kind).toBe("staff-invitation");
    expect(mail!.text).toContain(`http://localhost:3000/admin/welcome/${token}`);
    expect(mail!.html).toContain(`href="http://localhost:3000/admin/welcome/${token}"`);
    expect(await audits("staff.invited", email)).toEqual([
      { actor_email: owner.email, details: { role: "sales" } },
    ]);
    await expect(
      inviteStaff(
        await getDb(),
        { name: "Again", email: email.toUpperCase(), role: "editor" },
        owner,
      ),
    ).rejects.toThrow("An account with this e-mail already exists.");
  });

  it("a link works once, and signs the person in", async () => {
    const { email, token } = await invited();
    const state = await acceptStaffInvitation(
      { status: "idle" },
      form({ token, password: STRONG, confirm: STRONG }),
    ).then(
      () => "no redirect",
      (e: { digest?: string }) => e.digest?.split(";")[2],
    );
    expect(state).toBe("/admin");
    const cookie = request.cookies.get("agency_staff_session")?.value;
    expect(await localStaffFromToken(cookie)).toMatchObject({ email, role: "editor" });
    expect(await audits("staff.invitation-accepted", email)).toHaveLength(1);
    expect(await acceptInvitation(await getDb(), token, STRONG)).toEqual({
      ok: false,
      message: "This link has already been used. Each link works once.",
    });
  });

  it("expires after 72 hours, and a resent invitation kills the older link", async () => {
    const start = new Date();
    const first = await invited("editor", start);
    const later = new Date(start.getTime() + 72 * HOUR + 1000);
    expect(await acceptInvitation(await getDb(), first.token, STRONG, later)).toMatchObject({
      ok: false,
      message: expect.stringContaining("expired"),
    });
    await resendInvitation(await getDb(), first.id, owner);
    const second = await linkIn(first.email);
    expect(second).not.toBe(first.token);
    const old = await acceptInvitation(await getDb(), first.token, STRONG);
    expect(old).toMatchObject({ ok: false, message: expect.stringContaining("expired") });
    expect(await acceptInvitation(await getDb(), second, STRONG)).toEqual({
      ok: true,
      email: first.email,
    });
  });

  it("refuses weak and leaked passwords with the reason, keeping the link", async () => {
    const { email, token } = await invited();
    for (const [password, reason] of [
      ["short", "at least 10 characters"],
      ["qwertyuiop123", "leaked passwords"],
      ["password1234", "leaked passwords"],
      ["jennifer123456", "too easy to guess"],
      [`${email}1`, "too easy to guess"],
    ] as const) {
      const result = await acceptInvitation(await getDb(), token, password);
      expect(result, password).toMatchObject({ ok: false, field: "password" });
      expect((result as { message: string }).message.toLowerCase(), password).toContain(reason);
    }
    expect(await acceptInvitation(await getDb(), token, STRONG)).toMatchObject({ ok: true });
  });

  it("only an owner may invite", async () => {
    const editor = await invited("editor");
    await acceptInvitation(await getDb(), editor.token, STRONG);
    const { authBackend } = await import("@/lib/auth");
    await authBackend.signIn(editor.email, STRONG);
    const denied = await inviteStaffMember(
      { status: "idle" },
      form({ name: "Sneaky", email: fresh(), role: "owner" }),
    ).then(
      () => "allowed",
      (e: { digest?: string }) => e.digest?.split(";")[2],
    );
    expect(denied).toBe("/admin?denied=%2Fadmin%2Fstaff");

    setRequest({ cookies: await validCookie() });
    const email = fresh();
    const done = await inviteStaffMember(
      { status: "idle" },
      form({ name: "Sam Sales", email, role: "sales" }),
    );
    expect(done).toEqual({ status: "success", message: `Invitation sent to ${email}.` });
    await settleAfterTasks();
    const [mail] = await query<{ status: string }>(
      await getDb(),
      "select status from email_outbox where to_address = $1",
      [email],
    );
    expect(mail!.status).toBe("logged"); // delivered after the answer (log-only mail here)
    expect(
      await inviteStaffMember({ status: "idle" }, form({ name: "", email: "x", role: "boss" })),
    ).toMatchObject({
      status: "error",
      fieldErrors: { name: "Enter their name", role: "Choose a role" },
    });
  });
});

describe("roles and disabling", () => {
  it("disabling ends the account's sessions at once", async () => {
    const { id, email, token } = await invited();
    await acceptInvitation(await getDb(), token, STRONG);
    const { authBackend } = await import("@/lib/auth");
    expect(await authBackend.signIn(email, STRONG)).toMatchObject({ ok: true });
    const cookie = request.cookies.get("agency_staff_session")!.value;
    expect(await localStaffFromToken(cookie)).toMatchObject({ email });
    await setDisabled(await getDb(), id, true, owner);
    expect(await localStaffFromToken(cookie)).toBeNull();
    expect(await authBackend.signIn(email, STRONG)).toMatchObject({ ok: false });
    expect(await audits("staff.disabled", email)).toHaveLength(1);
    await setDisabled(await getDb(), id, false, owner);
    expect(await localStaffFromToken(cookie)).toBeNull(); // ended, not paused
    expect(await authBackend.signIn(email, STRONG)).toMatchObject({ ok: true });
    expect(await audits("staff.enabled", email)).toHaveLength(1);
  });

  it("changes a role (audited with old and new), which the next request sees", async () => {
    const { id, email, token } = await invited("editor");
    await acceptInvitation(await getDb(), token, STRONG);
    await changeRole(await getDb(), id, "sales", owner);
    expect((await listStaff(await getDb())).find((a) => a.id === id)).toMatchObject({
      role: "sales",
      status: "active",
      twoFactor: false,
    });
    expect(await audits("staff.role-changed", email)).toEqual([
      { actor_email: owner.email, details: { from: "editor", to: "sales" } },
    ]);
  });

  it("the first owner and the last active owner stay owners", async () => {
    const refusal = (run: () => Promise<unknown>) =>
      run().then(
        () => "allowed",
        (e: unknown) => (e instanceof StaffRefused ? e.message : String(e)),
      );
    const db = await getDb();
    expect(await refusal(() => changeRole(db, owner.id, "editor", owner))).toContain(
      "is the first owner",
    );
    const other = await invited("owner");
    await acceptInvitation(db, other.token, STRONG);
    const otherActor = { id: other.id, email: other.email, name: "" };
    expect(await refusal(() => setDisabled(db, owner.id, true, otherActor))).toContain(
      "is the first owner",
    );
    expect(await refusal(() => setDisabled(db, other.id, true, otherActor))).toBe(
      "You cannot disable your own account.",
    );
    // Without a bootstrap row (Supabase sign-in), one active owner is the last one.
    await exec(db, "update staff_members set bootstrap = false, role = 'editor' where bootstrap");
    expect(await refusal(() => changeRole(db, other.id, "sales", otherActor))).toContain(
      "is the last active owner",
    );
    expect(await refusal(() => setDisabled(db, other.id, true, owner))).toContain(
      "is the last active owner",
    );
    await exec(
      db,
      "update staff_members set bootstrap = true, role = 'owner' where id = '" + owner.id + "'",
    );
    expect(await refusal(() => changeRole(db, other.id, "sales", otherActor))).toBe("allowed");
  });
});

describe("password reset", () => {
  it("answers the same for any address, mails only an active account, and ends old sessions", async () => {
    const { email, token } = await invited();
    await acceptInvitation(await getDb(), token, STRONG);
    const unknown = await sendPasswordReset({ status: "idle" }, form({ email: fresh() }));
    const known = await sendPasswordReset({ status: "idle" }, form({ email }));
    expect(known).toEqual(unknown);
    expect(known.status).toBe("success");
    await settleAfterTasks();
    const [{ count }] = (await query<{ count: number }>(
      await getDb(),
      "select count(*)::int as count from audit_log where action = 'password.reset-requested'",
    )) as [{ count: number }];
    expect(count).toBe(1);
    expect((await audits("password.reset-requested", email))[0]).toMatchObject({
      actor_email: null,
    });

    const { authBackend } = await import("@/lib/auth");
    await authBackend.signIn(email, STRONG);
    const cookie = request.cookies.get("agency_staff_session")!.value;
    const link = await linkIn(email);
    const late = new Date(Date.now() + HOUR + 1000);
    expect(await resetPassword(await getDb(), link, "a brand new passphrase", late)).toMatchObject({
      ok: false,
      message: expect.stringContaining("expired"),
    });
    expect(await resetPassword(await getDb(), link, "a brand new passphrase")).toEqual({
      ok: true,
      email,
    });
    expect(await localStaffFromToken(cookie)).toBeNull();
    expect(await authBackend.signIn(email, STRONG)).toMatchObject({ ok: false });
    expect(await authBackend.signIn(email, "a brand new passphrase")).toMatchObject({ ok: true });
    expect(await audits("password.reset", email)).toHaveLength(1);
    expect(await resetPassword(await getDb(), link, "another new passphrase")).toMatchObject({
      ok: false,
      message: expect.stringContaining("already been used"),
    });
    // An address without an account gets nothing.
    expect(await requestPasswordReset(await getDb(), "nobody@agency.example", null)).toEqual([]);
  });

  it("an unknown or malformed link is refused plainly", async () => {
    for (const token of ["", "x".repeat(43), "../../etc", "a".repeat(500)]) {
      expect(await resetPassword(await getDb(), token, STRONG)).toEqual({
        ok: false,
        message: expect.stringContaining("not valid"),
      });
    }
    expect(STAFF.email).toBe(owner.email);
  });
});
