// The pipeline's writes through its staff actions (lib/leads/pipeline-actions.ts), as a salesperson:
// each change updates the lead and writes one lead_activity row and one audit row (the lead's id,
// no personal data) together; a stage move whose "from" is stale (a colleague moved the lead) is
// refused and changes nothing; lost needs a reason; a stage move queues lead.stage_changed for each
// subscribed, enabled endpoint in the same transaction and returns the delivery ids; an owner must
// be an active account that may read leads.
import "../helpers/staff-env";

import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import { setRequest } from "../helpers/next-headers";
import { exec, query } from "../helpers/sql";
import { createRoleAccounts, roleCookie, type RoleAccount } from "../helpers/staff-roles";

const { getDb } = await import("@/lib/db/client");
const actions = await import("@/lib/leads/pipeline-actions");
const { changeLeadStage } = await import("@/lib/leads/pipeline");
const db = await getDb();

let accounts: Record<"owner" | "editor" | "sales" | "author", RoleAccount>;
let leadId = "";
const idle = { status: "idle" } as const;
const form = (values: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries({ id: leadId, ...values })) data.set(k, v);
  return data;
};
const move = (from: string, to: string, lostReason = "") =>
  actions.moveLeadStage(idle, form({ from, to, lostReason }));
const lead = async () =>
  (
    await query<Record<string, unknown>>(
      db,
      "select status, lost_reason, owner_id, value_estimate, follow_up_on::text from leads where id = $1",
      [leadId],
    )
  )[0]!;
const activity = () =>
  query<Record<string, unknown>>(
    db,
    "select kind, actor_id, actor_name, body, from_value, to_value from lead_activity where lead_id = $1 order by created_at",
    [leadId],
  );
const audits = () =>
  query<Record<string, unknown>>(
    db,
    "select action, target_id, target_label, details from audit_log where target_id = $1 order by at",
    [leadId],
  );

beforeAll(async () => {
  accounts = await createRoleAccounts();
  setRequest({ cookies: await roleCookie(accounts.sales) });
});
beforeEach(async () => {
  await exec(db, "delete from webhook_endpoints; delete from leads");
  const [row] = await query<{ id: string }>(
    db,
    "insert into leads (kind, name, email, phone, message) values ('booking', 'Private Person', 'private@example.com', '+1 555 0100', 'Hello') returning id",
  );
  leadId = row!.id;
});

describe("stage", () => {
  it("moves the lead, with one activity row and one audit row naming the lead by id only", async () => {
    expect(await move("new", "contacted")).toEqual({
      status: "success",
      message: "Moved to Contacted.",
    });
    expect(await lead()).toMatchObject({ status: "contacted" });
    expect(await activity()).toEqual([
      expect.objectContaining({
        kind: "stage",
        from_value: "new",
        to_value: "contacted",
        actor_id: accounts.sales.id,
        actor_name: "Sales Person",
      }),
    ]);
    const rows = await audits();
    expect(rows).toEqual([
      {
        action: "lead.stage-changed",
        target_id: leadId,
        target_label: null,
        details: { from: "new", to: "contacted" },
      },
    ]);
    expect(JSON.stringify(rows)).not.toMatch(/Private Person|private@example/);
  });

  it("refuses a move from a stage the lead has left (two staff at once), changing nothing", async () => {
    await move("new", "contacted");
    const second = await move("new", "qualified");
    expect(second.status).toBe("error");
    expect(second.message).toMatch(/Someone else moved this lead to Contacted/);
    expect(await lead()).toMatchObject({ status: "contacted" });
    expect(await activity()).toHaveLength(1);
  });

  it("needs a reason to mark a lead lost, keeps it, and clears it when the lead is reopened", async () => {
    const refused = await move("new", "lost", "   ");
    expect(refused).toMatchObject({
      status: "error",
      fieldErrors: { lostReason: expect.stringMatching(/needs a reason/) },
    });
    expect(await lead()).toMatchObject({ status: "new", lost_reason: null });
    expect(await move("new", "lost", "Chose another agency")).toMatchObject({ status: "success" });
    expect(await lead()).toMatchObject({ status: "lost", lost_reason: "Chose another agency" });
    expect((await activity())[0]).toMatchObject({ body: "Chose another agency" });
    await move("lost", "contacted");
    expect(await lead()).toMatchObject({ status: "contacted", lost_reason: null });
  });

  it("refuses an unknown stage, a lead that is gone and an id that is no uuid", async () => {
    expect((await move("new", "archived")).status).toBe("error");
    await exec(db, "delete from leads");
    expect(await move("new", "contacted")).toMatchObject({
      status: "error",
      message: "This lead no longer exists.",
    });
    leadId = "not-a-uuid";
    expect((await move("new", "contacted")).status).toBe("error");
  });

  it("queues lead.stage_changed for each enabled endpoint subscribed to it, in the same transaction", async () => {
    await exec(
      db,
      `insert into webhook_endpoints (name, url, format, events, secret, enabled) values
        ('Slack', 'https://hooks.example/slack', 'slack', '{lead.stage_changed}', 'whsec_a', true),
        ('Off', 'https://hooks.example/off', 'standard', '{lead.stage_changed}', 'whsec_b', false),
        ('Created only', 'https://hooks.example/c', 'standard', '{lead.created}', 'whsec_c', true)`,
    );
    await actions.assignLeadOwner(idle, form({ ownerId: accounts.sales.id }));
    const actor = { id: accounts.sales.id, email: accounts.sales.email, name: accounts.sales.name };
    const result = await changeLeadStage(db, actor, {
      id: leadId,
      from: "new",
      to: "lost",
      lostReason: "Budget",
    });
    const rows = await query<{
      id: string;
      event: string;
      lead_id: string;
      payload: { type: string; data: unknown };
    }>(db, "select id, event, lead_id, payload from webhook_deliveries");
    expect(rows).toHaveLength(1);
    expect(result).toEqual({ ok: true, message: "Moved to Lost.", webhookIds: [rows[0]!.id] });
    expect(rows[0]).toMatchObject({ event: "lead.stage_changed", lead_id: leadId });
    expect(rows[0]!.payload).toMatchObject({
      type: "lead.stage_changed",
      data: {
        id: leadId,
        kind: "booking",
        name: "Private Person",
        email: "private@example.com",
        from: "new",
        to: "lost",
        lostReason: "Budget",
        owner: { id: accounts.sales.id, name: "Sales Person" },
      },
    });
    // A refused (stale) move queues nothing.
    await changeLeadStage(db, actor, { id: leadId, from: "new", to: "won", lostReason: "" });
    expect(await query(db, "select id from webhook_deliveries")).toHaveLength(1);
  });
});

describe("owner, value, follow-up and notes", () => {
  it("assigns an active account that may read leads, refuses others, and unassigns", async () => {
    expect(await actions.assignLeadOwner(idle, form({ ownerId: accounts.owner.id }))).toEqual({
      status: "success",
      message: "Assigned to Owner Person.",
    });
    // An editor has no access to leads; a disabled salesperson cannot take new ones.
    const editor = await actions.assignLeadOwner(idle, form({ ownerId: accounts.editor.id }));
    expect(editor).toMatchObject({ status: "error", fieldErrors: { ownerId: expect.any(String) } });
    await exec(
      db,
      `update staff_members set role = 'sales', status = 'disabled' where id = '${accounts.author.id}'`,
    );
    expect(
      (await actions.assignLeadOwner(idle, form({ ownerId: accounts.author.id }))).status,
    ).toBe("error");
    expect(await lead()).toMatchObject({ owner_id: accounts.owner.id });
    expect(await actions.assignLeadOwner(idle, form({ ownerId: "" }))).toMatchObject({
      message: "Unassigned.",
    });
    expect(await lead()).toMatchObject({ owner_id: null });
    expect(await activity()).toEqual([
      expect.objectContaining({
        kind: "owner",
        from_value: null,
        to_value: accounts.owner.id,
        body: "Owner Person",
      }),
      expect.objectContaining({ kind: "owner", from_value: accounts.owner.id, to_value: null }),
    ]);
  });

  it("sets and clears the value and the follow-up day, each change in the timeline", async () => {
    expect((await actions.saveLeadValue(idle, form({ value: "12.5" }))).status).toBe("error");
    expect((await actions.saveLeadValue(idle, form({ value: "-1" }))).status).toBe("error");
    expect((await actions.saveLeadValue(idle, form({ value: "12000" }))).status).toBe("success");
    expect((await actions.saveLeadFollowUp(idle, form({ followUpOn: "2026-02-30" }))).status).toBe(
      "error",
    );
    expect((await actions.saveLeadFollowUp(idle, form({ followUpOn: "2026-12-01" }))).status).toBe(
      "success",
    );
    expect(await lead()).toMatchObject({ value_estimate: 12000, follow_up_on: "2026-12-01" });
    // Saving the same value again is no change and no row.
    expect(await actions.saveLeadValue(idle, form({ value: "12000" }))).toMatchObject({
      message: "Value unchanged.",
    });
    await actions.saveLeadValue(idle, form({ value: "" }));
    await actions.saveLeadFollowUp(idle, form({ followUpOn: "" }));
    expect(await lead()).toMatchObject({ value_estimate: null, follow_up_on: null });
    expect((await activity()).map((a) => [a.kind, a.from_value, a.to_value])).toEqual([
      ["value", null, "12000"],
      ["follow_up", null, "2026-12-01"],
      ["value", "12000", null],
      ["follow_up", "2026-12-01", null],
    ]);
  });

  it("adds a note signed by the signed-in staff member; its text is never in the audit log", async () => {
    expect((await actions.addLeadNote(idle, form({ body: "  " }))).status).toBe("error");
    expect(
      await actions.addLeadNote(idle, form({ body: "Called, wants a quote by Friday." })),
    ).toEqual({
      status: "success",
      message: "Note added.",
    });
    expect(await activity()).toEqual([
      expect.objectContaining({
        kind: "note",
        actor_id: accounts.sales.id,
        actor_name: "Sales Person",
        body: "Called, wants a quote by Friday.",
      }),
    ]);
    const rows = await audits();
    expect(rows).toEqual([
      expect.objectContaining({ action: "lead.note-added", target_id: leadId }),
    ]);
    expect(JSON.stringify(rows)).not.toMatch(/quote by Friday/);
  });
});
