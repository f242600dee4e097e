// "Not spam" releases a held submission exactly once: its mails and webhook events are queued as
// a fresh one's would be (auto-reply limits included), and two releases at once, or one after
// another, produce one mail per recipient at the (fake) provider. "Delete" removes only held
// rows. Both leave an audit row. Held leads and sign-ups appear in no other list, count, board,
// CSV, digest or calendar.
import "../helpers/staff-env";

import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";

import { setRequest } from "../helpers/next-headers";
import { solvedProof } from "../helpers/proof";
import { startResend } from "../helpers/resend-server";
import { exec, query } from "../helpers/sql";
import { createRoleAccounts, roleCookie, type RoleAccount } from "../helpers/staff-roles";

const resend = await startResend();
const STAFF_TO = ["leads@agency.example", "sales@agency.example"];
Object.assign(process.env, {
  RESEND_API_KEY: "re_test_key",
  RESEND_BASE_URL: resend.url,
  LEADS_NOTIFY_TO: STAFF_TO.join(","),
  FORM_MIN_FILL_SECONDS: "0",
});
const pending: Promise<unknown>[] = [];
vi.mock("next/server", async (original) => ({
  ...(await original<typeof import("next/server")>()),
  after: (task: () => Promise<unknown>) => void pending.push(task()),
}));
const settle = async () => void (await Promise.all(pending.splice(0)));

const { submitContact, subscribeNewsletter } = await import("@/lib/leads/actions");
const { markNotSpam, deleteSpam } = await import("@/lib/spam/actions");
const { listPipelineLeads, pipelineBoard } = await import("@/lib/leads/lead-list");
const { leadStats, listSubscribers } = await import("@/lib/leads/admin-repository");
const { exportLeadsCsv, exportSubscribersCsv } = await import("@/lib/leads/export");
const { openFollowUps } = await import("@/lib/follow-ups/queries");
const { sendFollowUpDigests } = await import("@/lib/follow-ups/digest");
const { getDb } = await import("@/lib/db/client");
const db = await getDb();
afterAll(() => resend.close());

let sales: RoleAccount;
let n = 0;
const asVisitor = () => setRequest({ headers: { "x-forwarded-for": `198.18.${++n}.1` } });
const asSales = async () => setRequest({ cookies: await roleCookie(sales) });

/** A contact message the honeypot holds; returns its id. */
async function heldLead(email = `held${++n}@example.com`): Promise<string> {
  asVisitor();
  const form = new FormData();
  const values = {
    name: "Real Person",
    email,
    phone: "+1 555 010 0000",
    message: "Autofill filled the hidden field.",
    website: "https://autofilled.example",
    startedAt: String(Date.now() - 4000),
    altcha: await solvedProof(),
  };
  for (const [k, v] of Object.entries(values)) form.set(k, v);
  expect((await submitContact({ status: "idle" }, form)).status).toBe("success");
  const [row] = await query<{ id: string }>(
    db,
    "select id from leads where email = $1 order by created_at desc limit 1",
    [email],
  );
  return row!.id;
}
const count = async (sql: string) =>
  (await query<{ n: number }>(db, `select count(*)::int as n from ${sql}`))[0]!.n;

beforeAll(async () => {
  sales = (await createRoleAccounts()).sales;
});
beforeEach(async () => {
  await settle();
  resend.delivered.length = 0;
  await exec(
    db,
    `delete from email_outbox; delete from webhook_deliveries; delete from leads;
     delete from rate_limits; delete from newsletter_subscribers; delete from webhook_endpoints;
     insert into webhook_endpoints (name, url, format, events, secret) values ('Team',
       'https://127.0.0.1:9/x', 'standard', array['lead.created'], 'whsec_dGVzdA==')`,
  );
});

describe("Not spam", () => {
  it("queues what a fresh lead would, once: one mail per recipient, one webhook event", async () => {
    const id = await heldLead("client@example.com");
    expect(await count("email_outbox")).toBe(0);
    await asSales();
    expect(await markNotSpam({ kind: "lead", id })).toMatchObject({ status: "success" });
    await settle();
    const to = resend.delivered.map((m) => m.to[0]).sort();
    expect(to).toEqual([...STAFF_TO, "client@example.com"].sort());
    expect(await count("webhook_deliveries")).toBe(1);
    const [lead] = await query(db, "select spam_reason, quarantined_at from leads");
    expect(lead).toEqual({ spam_reason: null, quarantined_at: null });
    // Again (a second tab, a double click): refused, nothing more sent.
    expect(await markNotSpam({ kind: "lead", id })).toMatchObject({ status: "error" });
    await settle();
    expect(resend.delivered).toHaveLength(3);
    expect(await count(`audit_log where action = 'spam.released' and target_id = '${id}'`)).toBe(1);
  });

  it("two releases at once produce one set of mails", async () => {
    const id = await heldLead("twice@example.com");
    await asSales();
    const results = await Promise.all([
      markNotSpam({ kind: "lead", id }),
      markNotSpam({ kind: "lead", id }),
      markNotSpam({ kind: "lead", id }),
    ]);
    expect(results.filter((r) => r.status === "success")).toHaveLength(1);
    await settle();
    const to = resend.delivered.map((m) => m.to[0]).sort();
    expect(to).toEqual([...STAFF_TO, "twice@example.com"].sort());
    expect(await count("email_outbox")).toBe(3);
    expect(await count("webhook_deliveries")).toBe(1);
  });

  it("keeps the auto-reply limits: no second auto-reply to an address within a day", async () => {
    const first = await heldLead("again@example.com");
    const second = await heldLead("again@example.com");
    await asSales();
    expect(await markNotSpam({ kind: "lead", id: first })).toMatchObject({ status: "success" });
    expect(await markNotSpam({ kind: "lead", id: second })).toMatchObject({ status: "success" });
    await settle();
    const toVisitor = resend.delivered.filter((m) => m.to[0] === "again@example.com");
    expect(toVisitor).toHaveLength(1);
    expect(resend.delivered).toHaveLength(2 * STAFF_TO.length + 1);
  });

  it("a held newsletter sign-up gets one confirmation, however often it is released", async () => {
    asVisitor();
    const form = new FormData();
    form.set("email", "reader@example.com");
    form.set("website", "filled");
    form.set("altcha", await solvedProof());
    await subscribeNewsletter({ status: "idle" }, form);
    const [row] = await query<{ id: string }>(db, "select id from newsletter_subscribers");
    await asSales();
    const results = await Promise.all([
      markNotSpam({ kind: "subscriber", id: row!.id }),
      markNotSpam({ kind: "subscriber", id: row!.id }),
    ]);
    expect(results.filter((r) => r.status === "success")).toHaveLength(1);
    await settle();
    expect(resend.delivered.map((m) => m.to[0])).toEqual(["reader@example.com"]);
  });
});

describe("Delete", () => {
  it("removes a held lead for good (audited), and never a real one", async () => {
    const id = await heldLead();
    await asSales();
    expect(await deleteSpam({ kind: "lead", id })).toMatchObject({ status: "success" });
    expect(await count("leads")).toBe(0);
    expect(await markNotSpam({ kind: "lead", id })).toMatchObject({ status: "error" });
    expect(await count(`audit_log where action = 'spam.deleted' and target_id = '${id}'`)).toBe(1);
    const real = await heldLead();
    await asSales();
    await markNotSpam({ kind: "lead", id: real });
    expect(await deleteSpam({ kind: "lead", id: real })).toMatchObject({ status: "error" });
    expect(await count("leads")).toBe(1);
  });

  it("refuses what is not a held submission's reference", async () => {
    await asSales();
    expect(await deleteSpam({ kind: "lead", id: "not-a-uuid" })).toMatchObject({
      status: "error",
    });
    expect(await markNotSpam("anything")).toMatchObject({ status: "error" });
  });
});

describe("held submissions stay out of everything else", () => {
  it("lists, board, counts, CSV, follow-ups, digest, subscribers", async () => {
    const id = await heldLead("hidden@example.com");
    // As if someone had owned it and set a follow-up for today.
    await exec(db, `update leads set owner_id = '${sales.id}', follow_up_on = current_date`);
    asVisitor();
    const form = new FormData();
    form.set("email", "hidden-reader@example.com");
    form.set("website", "filled");
    await subscribeNewsletter({ status: "idle" }, form);

    expect((await listPipelineLeads(db, {})).total).toBe(0);
    const board = await pipelineBoard(db, {});
    expect(board.reduce((sum, c) => sum + c.total, 0)).toBe(0);
    expect((await leadStats(db)).newLeads).toBe(0);
    const csv = await exportLeadsCsv();
    expect(csv.rows).toBe(0);
    expect(csv.csv).not.toContain("hidden@example.com");
    expect(await openFollowUps(db, sales.id)).toEqual([]);
    await sendFollowUpDigests(db);
    await settle();
    expect(resend.delivered).toEqual([]);
    expect(await listSubscribers(db)).toEqual([]);
    expect((await exportSubscribersCsv()).csv).not.toContain("hidden-reader@example.com");

    // Released, it is everywhere a lead is.
    await asSales();
    await markNotSpam({ kind: "lead", id });
    expect((await listPipelineLeads(db, {})).total).toBe(1);
    expect((await exportLeadsCsv()).csv).toContain("hidden@example.com");
  });
});
