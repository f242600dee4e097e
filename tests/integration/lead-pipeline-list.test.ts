// The pipeline's reads: the list's filters (stage, owner incl. "unassigned" and "mine", kind,
// service, received dates), search (name, e-mail, message text; LIKE wildcards literal), the
// follow-up views (open leads only), pagination and the board; one schema that turns any bad
// parameter into its default; the merged timeline; and the CSV of the filtered view.
import "../helpers/staff-env";

import { beforeAll, describe, expect, it } from "vitest";

import { setRequest } from "../helpers/next-headers";
import { exec, query } from "../helpers/sql";
import { createRoleAccounts, roleCookie, type RoleAccount } from "../helpers/staff-roles";

const { getDb } = await import("@/lib/db/client");
const { listPipelineLeads, pipelineBoard } = await import("@/lib/leads/lead-list");
const { parseLeadFilters } = await import("@/lib/leads/filters");
const { leadTimeline } = await import("@/lib/leads/timeline");
const { leadDetail } = await import("@/lib/leads/pipeline-queries");
const csvRoute = await import("@/app/api/admin/leads-csv/route");
const { default: LeadPage } = await import("@/app/admin/(staff)/leads/[id]/page");
const db = await getDb();

let sales: RoleAccount;
let owner: RoleAccount;
const today = "2026-06-10";
const names = async (params: Record<string, string>, staffId = sales.id) =>
  (await listPipelineLeads(db, parseLeadFilters(params), { staffId, today })).leads
    .map((l) => l.name)
    .sort();

beforeAll(async () => {
  ({ sales, owner } = await createRoleAccounts());
  setRequest({ cookies: await roleCookie(sales) });
  await exec(db, "delete from leads");
  const rows: [
    string,
    string,
    string,
    string,
    string | null,
    string,
    string | null,
    string | null,
    string,
  ][] = [
    // name, kind, email, status, service, created, owner, follow-up, message
    [
      "Ada",
      "booking",
      "ada@acme.example",
      "new",
      "web-development",
      "2026-05-01",
      "sales",
      "2026-06-01",
      "For Acme Corp",
    ],
    [
      "Ben",
      "contact",
      "ben@example.com",
      "contacted",
      null,
      "2026-05-15",
      "owner",
      "2026-06-10",
      "100% sure",
    ],
    [
      "Cy",
      "booking",
      "cy@example.com",
      "won",
      "saas-solutions",
      "2026-06-01",
      "sales",
      "2026-06-01",
      "Signed",
    ],
    [
      "Di",
      "application",
      "di@example.com",
      "proposal",
      null,
      "2026-06-05",
      null,
      "2026-06-14",
      "Hire me",
    ],
    [
      "Ed",
      "booking",
      "ed@example.com",
      "lost",
      "web-development",
      "2026-06-09",
      null,
      "2026-06-10",
      "Gone",
    ],
    ["Flo", "contact", "flo@example.com", "new", null, "2026-06-10", null, "2026-06-17", "Later"],
  ];
  for (const [name, kind, email, status, service, created, who, followUp, message] of rows) {
    await query(
      db,
      `insert into leads (kind, name, email, phone, message, status, service, created_at, owner_id, follow_up_on, lost_reason)
       values ($1, $2, $3, '+1 555 0100', $4, $5, $6, $7, $8, $9, $10)`,
      [
        kind,
        name,
        email,
        message,
        status,
        service,
        `${created}T12:00:00Z`,
        who === "sales" ? sales.id : who === "owner" ? owner.id : null,
        followUp,
        status === "lost" ? "Budget" : null,
      ],
    );
  }
});

describe("filters and search", () => {
  it("by stage, owner, kind, service and received dates", async () => {
    expect(await names({ stage: "new" })).toEqual(["Ada", "Flo"]);
    expect(await names({ owner: "mine" })).toEqual(["Ada", "Cy"]);
    expect(await names({ owner: "mine" }, owner.id)).toEqual(["Ben"]);
    expect(await names({ owner: "unassigned" })).toEqual(["Di", "Ed", "Flo"]);
    expect(await names({ owner: owner.id })).toEqual(["Ben"]);
    expect(await names({ kind: "booking", service: "web-development" })).toEqual(["Ada", "Ed"]);
    expect(await names({ from: "2026-06-01", to: "2026-06-09" })).toEqual(["Cy", "Di", "Ed"]);
  });

  it("by campaign, as the lead recorded it (exactly)", async () => {
    await query(db, "update leads set utm_campaign = 'q4' where name in ('Ada', 'Di')");
    await query(db, "update leads set utm_campaign = 'q4-extra' where name = 'Ed'");
    expect(await names({ campaign: "q4" })).toEqual(["Ada", "Di"]);
    expect(await names({ campaign: " q4 ", kind: "booking" })).toEqual(["Ada"]);
    expect(await names({ campaign: "x".repeat(201) })).toHaveLength(6); // too long: ignored
    await query(db, "update leads set utm_campaign = null");
  });

  it("searches name, e-mail and message text (the company named there), wildcards literal", async () => {
    expect(await names({ q: "acme" })).toEqual(["Ada"]);
    expect(await names({ q: "BEN@example" })).toEqual(["Ben"]);
    expect(await names({ q: "%" })).toEqual(["Ben"]);
    expect(await names({ q: "_" })).toEqual([]);
  });

  it("follow-up views hold open leads only: overdue, today, the next seven days", async () => {
    expect(await names({ due: "overdue" })).toEqual(["Ada"]);
    expect(await names({ due: "today" })).toEqual(["Ben"]);
    // Today and the six days after: Flo's 17 June is a week away, not this week.
    expect(await names({ due: "week" })).toEqual(["Ben", "Di"]);
  });

  it("ignores bad parameters instead of failing", async () => {
    const bad = {
      stage: "archived",
      owner: "x'; drop",
      kind: ["contact", "booking"],
      from: "2026-13-40",
      q: "a".repeat(500),
      page: "-3",
      due: "later",
      service: "../x",
    };
    expect(parseLeadFilters(bad)).toEqual(
      expect.objectContaining({
        stage: undefined,
        owner: undefined,
        kind: "contact",
        from: undefined,
        q: undefined,
        page: undefined,
        due: undefined,
        service: undefined,
      }),
    );
    expect((await listPipelineLeads(db, parseLeadFilters(bad), { today })).total).toBe(2);
  });

  it("pages 25 at a time, newest first, and caps the page at the last one", async () => {
    await query(
      db,
      "insert into leads (kind, name, email, phone, message, created_at) select 'contact', 'Bulk ' || n, 'b' || n || '@example.com', '', 'm', '2020-01-01'::timestamptz + n * interval '1 minute' from generate_series(1, 30) n",
    );
    const first = await listPipelineLeads(db, parseLeadFilters({ q: "Bulk" }), { today });
    expect(first).toMatchObject({ total: 30, page: 1, pages: 2 });
    expect(first.leads).toHaveLength(25);
    expect(first.leads[0]!.name).toBe("Bulk 30");
    const last = await listPipelineLeads(db, parseLeadFilters({ q: "Bulk", page: "99" }), {
      today,
    });
    expect(last).toMatchObject({ page: 2 });
    expect(last.leads.map((l) => l.name)).toEqual([
      "Bulk 5",
      "Bulk 4",
      "Bulk 3",
      "Bulk 2",
      "Bulk 1",
    ]);
    await exec(db, "delete from leads where name like 'Bulk %'");
  });

  it("the board counts each stage under the same filters", async () => {
    const board = await pipelineBoard(db, parseLeadFilters({ kind: "booking" }), { today });
    expect(board.map((c) => [c.stage, c.total, c.leads.map((l) => l.name)])).toEqual([
      ["new", 1, ["Ada"]],
      ["contacted", 0, []],
      ["qualified", 0, []],
      ["proposal", 0, []],
      ["won", 1, ["Cy"]],
      ["lost", 1, ["Ed"]],
    ]);
  });
});

describe("timeline", () => {
  it("merges submission, mails, staff activity and webhook deliveries, oldest first", async () => {
    const [{ id }] = (await query<{ id: string }>(
      db,
      "select id from leads where name = 'Ada'",
    )) as [{ id: string }];
    await query(
      db,
      "insert into email_outbox (lead_id, kind, to_address, subject, html, text, status, created_at) values ($1, 'booking-notification', 'team@example.com', 's', 'h', 't', 'sent', '2026-05-01T12:00:01Z')",
      [id],
    );
    await query(
      db,
      "insert into lead_activity (lead_id, kind, actor_name, from_value, to_value, created_at) values ($1, 'stage', 'Sales Person', 'new', 'contacted', '2026-05-02T09:00:00Z')",
      [id],
    );
    const [{ id: endpoint }] = (await query<{ id: string }>(
      db,
      "insert into webhook_endpoints (name, url, format, events, secret) values ('Team Slack', 'https://hooks.example/s', 'slack', '{lead.stage_changed}', 'whsec_x') returning id",
    )) as [{ id: string }];
    await query(
      db,
      "insert into webhook_deliveries (endpoint_id, message_id, event, lead_id, payload, status, response_status, attempts, created_at) values ($1, 'msg_1', 'lead.stage_changed', $2, '{}', 'delivered', 200, 3, '2026-05-02T09:00:00Z')",
      [endpoint, id],
    );
    const detail = await leadDetail(id);
    expect(detail!.timeline.map((e) => e.type)).toEqual([
      "submitted",
      "mail",
      "activity",
      "webhook",
    ]);
    expect(detail!.timeline[3]).toMatchObject({
      endpoint: "Team Slack",
      status: "delivered",
      responseStatus: 200,
      attempts: 3,
    });
    expect(await leadTimeline(db, { id, createdAt: new Date() })).toHaveLength(4);
    // The page answers 404 for an id that is not a lead's, or not an id at all.
    for (const missing of ["not-a-uuid", "00000000-0000-4000-8000-000000000000"]) {
      expect(await leadDetail(missing)).toBeNull();
      const page = LeadPage({ params: Promise.resolve({ id: missing }) } as never);
      await expect(page).rejects.toMatchObject({ digest: "NEXT_HTTP_ERROR_FALLBACK;404" });
    }
  });
});

describe("CSV of the filtered view", () => {
  it("UTF-8 with a BOM, the filters applied, pipeline columns, phones as typed, formulas neutralised", async () => {
    await query(
      db,
      "update leads set message = '=HYPERLINK(\"http://x\")', value_estimate = 5000, landing_page = '/blogs/launch', utm_source = 'newsletter', utm_campaign = 'q4', heard_about = 'blog' where name = 'Ada'",
    );
    const response = await csvRoute.GET(
      new Request("http://localhost/api/admin/leads-csv?kind=booking&owner=mine&view=board&page=7"),
    );
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const [header, ...rows] = new TextDecoder().decode(bytes).trim().split("\r\n");
    expect(header!.split(",")).toEqual([
      "created_at",
      "kind",
      "stage",
      "lost_reason",
      "owner",
      "value_estimate",
      "follow_up_on",
      "name",
      "email",
      "phone",
      "service",
      "customization",
      "applied_for",
      "message",
      "mail",
      "source_page",
      "landing_page",
      "referrer_host",
      "utm_source",
      "utm_medium",
      "utm_campaign",
      "utm_term",
      "utm_content",
      "ref",
      "heard_about",
    ]);
    expect(rows).toHaveLength(2);
    const ada = rows.find((r) => r.includes(",Ada,"))!;
    expect(ada).toContain(
      ",new,,Sales Person,5000,2026-06-01,Ada,ada@acme.example,+1 555 0100,web-development,",
    );
    expect(ada).toContain(`"'=HYPERLINK(""http://x"")"`);
    expect(ada.endsWith(",,/blogs/launch,,newsletter,,q4,,,,blog")).toBe(true);
    const all = await csvRoute.GET(new Request("http://localhost/api/admin/leads-csv"));
    expect((await all.text()).trim().split("\r\n")).toHaveLength(7);
  });
});
