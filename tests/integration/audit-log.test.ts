// The audit log through the real entry points: each staff action, sign-in and export writes
// exactly one row naming who (the signed-in account), what, and on what; a failed sign-in names
// no actor but the address typed and the client's address.
import { STAFF } from "../helpers/staff-env";

import { beforeAll, beforeEach, describe, expect, it } from "vitest";

import { setRequest } from "../helpers/next-headers";
import { validCookie } from "../helpers/session-cookies";
import { query } from "../helpers/sql";

const { getDb } = await import("@/lib/db/client");
const { localAccount } = await import("@/lib/auth/local-account");
const { signIn, signOutEverywhere } = await import("@/lib/auth/actions");
const { createBlog, updateBlog, deleteBlog } = await import("@/lib/blog/admin-actions");
const work = await import("@/lib/work/actions");
const testimonials = await import("@/lib/testimonials/actions");
const { emptyTestimonialForm } = await import("@/lib/testimonials/form-schema");
const careers = await import("@/lib/careers/actions");
const { emptyJobForm } = await import("@/lib/careers/form-schema");
const team = await import("@/lib/team/actions");
const redirects = await import("@/lib/redirects/actions");
const { deleteMedia } = await import("@/lib/media/actions");
const leads = await import("@/lib/leads/admin-actions");
const pipeline = await import("@/lib/leads/pipeline-actions");
const leadsCsv = await import("@/app/api/admin/leads-csv/route");
const subscribersCsv = await import("@/app/api/admin/subscribers-csv/route");
const { triggerAutoFetch } = await import("@/lib/blog/import/actions");
const autoFetchRoute = await import("@/app/api/blogs/auto-fetch/route");
const db = await getDb();

type Row = {
  id: string;
  actor_id: string | null;
  actor_email: string | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  target_label: string | null;
  details: Record<string, unknown> | null;
  ip: string | null;
};
const seen = new Set<string>();
/** The rows written since the last call. */
async function fresh(): Promise<Row[]> {
  const rows = await query<Row>(db, "select * from audit_log order by at, id");
  const added = rows.filter((r) => !seen.has(r.id));
  for (const r of added) seen.add(r.id);
  return added;
}
/** Runs `action` (a redirect is how some succeed) and returns the one row it must have written. */
async function one(action: () => Promise<unknown>): Promise<Row> {
  await fresh();
  await action().catch((error: unknown) => {
    if (!String((error as { digest?: string }).digest).startsWith("NEXT_REDIRECT")) throw error;
  });
  const added = await fresh();
  expect(added.map((r) => r.action)).toHaveLength(1);
  return added[0]!;
}
const formOf = (values: Record<string, string>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(values)) form.set(k, v);
  return form;
};
const idle = { status: "idle" } as const;
let staffId = "";
const signedIn = async () =>
  setRequest({ cookies: await validCookie(), headers: { "x-forwarded-for": "198.51.100.7" } });
/** The signed-in owner as actor, with the request's client address. */
const byStaff = () => ({ actor_id: staffId, actor_email: STAFF.email, ip: "198.51.100.7" });

beforeAll(async () => {
  await localAccount(); // the bootstrap owner's row, made on first use
  const [owner] = await query<{ id: string }>(db, "select id from staff_members where email = $1", [
    STAFF.email,
  ]);
  staffId = owner!.id;
});
beforeEach(signedIn);

describe("sign-in", () => {
  const attempt = (password: string) =>
    signIn(idle, formOf({ email: STAFF.email.toUpperCase(), password, next: "/admin" }));
  beforeEach(() => setRequest({ headers: { "x-forwarded-for": "203.0.113.9" } }));

  it("records a success with the account as actor and the client address", async () => {
    expect(await one(() => attempt(STAFF.password))).toMatchObject({
      action: "sign-in.succeeded",
      actor_id: staffId,
      actor_email: STAFF.email,
      target_type: "staff",
      target_label: STAFF.email,
      ip: "203.0.113.9",
    });
  });

  it("records a failure with no actor, the address typed and the reason", async () => {
    expect(await one(() => attempt("wrong password"))).toMatchObject({
      action: "sign-in.failed",
      actor_id: null,
      actor_email: null,
      target_label: STAFF.email,
      details: { reason: "invalid" },
      ip: "203.0.113.9",
    });
  });
});

describe("posts", () => {
  const post = (status: string) =>
    formOf({
      title: "Audited post",
      summary: "S.",
      content: "<p>Body</p>",
      imageUrl: "",
      category: "tech",
      tags: "",
      status,
      publishAt: status === "scheduled" ? "2099-01-01T10:00" : "",
      authorId: "",
    });

  it("created, published, updated, unpublished and deleted: one row each", async () => {
    const created = await one(() => createBlog(idle, post("draft")));
    expect(created).toMatchObject({
      ...byStaff(),
      action: "post.created",
      target_type: "post",
      target_label: "Audited post",
    });
    const id = created.target_id!;
    expect(await one(() => updateBlog(id, idle, post("published")))).toMatchObject({
      ...byStaff(),
      action: "post.published",
      target_id: id,
      details: { status: { from: "draft", to: "published" } },
    });
    expect(await one(() => updateBlog(id, idle, post("published")))).toMatchObject({
      action: "post.updated",
      target_id: id,
    });
    expect(await one(() => updateBlog(id, idle, post("scheduled")))).toMatchObject({
      action: "post.unpublished",
      details: { status: { from: "published", to: "scheduled" } },
    });
    expect(await one(() => deleteBlog(id))).toMatchObject({
      ...byStaff(),
      action: "post.deleted",
      target_id: id,
      target_label: "audited-post",
    });
  });

  it("a refused save records nothing", async () => {
    await fresh();
    expect((await createBlog(idle, formOf({ title: "" }))).status).toBe("error");
    expect(await fresh()).toEqual([]);
  });
});

describe("case studies, testimonials, job openings, team members", () => {
  it("case study: published on create, unpublished, saved, deleted", async () => {
    const study = (status: string) => ({
      title: "Audited study",
      slug: "",
      client: "",
      summary: "S.",
      categories: ["web-development"],
      services: ["web-development"],
      challenge: "C.",
      approach: "A.",
      outcome: "O.",
      results: [],
      technologies: "",
      coverUrl: "",
      coverAlt: "",
      gallery: [],
      testimonialQuote: "",
      testimonialName: "",
      testimonialRole: "",
      liveUrl: "",
      status,
      featured: false,
      sortOrder: 0,
    });
    const created = await one(() => work.saveCaseStudy("", study("published")));
    expect(created).toMatchObject({
      ...byStaff(),
      action: "case-study.published",
      target_type: "case-study",
      target_label: "Audited study",
      details: { created: true },
    });
    const id = created.target_id!;
    expect((await one(() => work.saveCaseStudy(id, study("draft")))).action).toBe(
      "case-study.unpublished",
    );
    expect((await one(() => work.saveCaseStudy(id, study("draft")))).action).toBe(
      "case-study.saved",
    );
    expect(await one(() => work.deleteCaseStudy(id))).toMatchObject({
      ...byStaff(),
      action: "case-study.deleted",
      target_id: id,
    });
  });

  it("testimonial: saved, published by its button, deleted", async () => {
    const values = { ...emptyTestimonialForm, quote: "Q.", personName: "Audited Person" };
    const created = await one(() => testimonials.saveTestimonialForm("", idle, values));
    expect(created).toMatchObject({
      ...byStaff(),
      action: "testimonial.saved",
      target_label: "Audited Person",
    });
    const id = created.target_id!;
    expect((await one(() => testimonials.setTestimonialStatus(id, "published"))).action).toBe(
      "testimonial.published",
    );
    expect((await one(() => testimonials.setTestimonialStatus(id, "draft"))).action).toBe(
      "testimonial.unpublished",
    );
    expect((await one(() => testimonials.deleteTestimonial(id))).action).toBe(
      "testimonial.deleted",
    );
  });

  it("job opening: published, saved, unpublished, deleted", async () => {
    const soon = new Date(Date.now() + 86_400_000).toISOString().slice(0, 19);
    const job = (status: string, id = "") =>
      formOf({
        ...emptyJobForm,
        id,
        title: "Audited role",
        summary: "S.",
        description: "Build.",
        validThrough: soon,
        status,
      });
    const created = await one(() => careers.saveJobOpening(idle, job("published")));
    expect(created).toMatchObject({
      ...byStaff(),
      action: "job-opening.published",
      target_label: "Audited role",
    });
    const id = created.target_id!;
    expect((await one(() => careers.saveJobOpening(idle, job("published", id)))).action).toBe(
      "job-opening.saved",
    );
    expect((await one(() => careers.saveJobOpening(idle, job("draft", id)))).action).toBe(
      "job-opening.unpublished",
    );
    expect((await one(() => careers.deleteJobOpening(id))).action).toBe("job-opening.deleted");
  });

  it("team member: saved, published, deleted", async () => {
    const member = (status: string) =>
      formOf({
        name: "Audited Member",
        role: "Dev",
        bio: "",
        portraitMediaId: "",
        sortOrder: "",
        status,
      });
    const created = await one(() => team.saveTeamMember("", idle, member("draft")));
    expect(created).toMatchObject({
      ...byStaff(),
      action: "team-member.saved",
      target_label: "Audited Member",
    });
    const id = created.target_id!;
    expect((await one(() => team.saveTeamMember(id, idle, member("published")))).action).toBe(
      "team-member.published",
    );
    expect(await one(() => team.deleteTeamMember(id))).toMatchObject({
      ...byStaff(),
      action: "team-member.deleted",
      target_id: id,
      target_label: "Audited Member",
    });
  });
});

describe("redirects, media, leads, exports, imports", () => {
  it("redirect saved and deleted", async () => {
    const saved = await one(() =>
      redirects.saveRedirect(
        idle,
        formOf({ id: "", fromPath: "/audited", to: "/", status: "301" }),
      ),
    );
    expect(saved).toMatchObject({
      ...byStaff(),
      action: "redirect.saved",
      target_type: "redirect",
      target_label: "/audited",
      details: { to: "/", status: 301, created: true },
    });
    expect(await one(() => redirects.deleteRedirect(saved.target_id!))).toMatchObject({
      action: "redirect.deleted",
      target_label: "/audited",
    });
  });

  it("media deleted", async () => {
    const [row] = await query<{ id: string }>(
      db,
      "insert into media (original_name, content_type, byte_size, width, height) values ('audited.png', 'image/png', 1, 1, 1) returning id",
    );
    expect(await one(() => deleteMedia(row!.id))).toMatchObject({
      ...byStaff(),
      action: "media.deleted",
      target_id: row!.id,
      target_label: "audited.png",
    });
  });

  it("lead stage changed and mail retried, naming the lead by id only", async () => {
    const [lead] = await query<{ id: string }>(
      db,
      "insert into leads (kind, name, email, phone, message) values ('contact', 'Private Person', 'private@example.com', '1', 'm') returning id",
    );
    const [mail] = await query<{ id: string }>(
      db,
      "insert into email_outbox (lead_id, kind, to_address, subject, html, text, status) values ($1, 'contact-notification', 'x@example.com', 's', 'h', 't', 'failed') returning id",
      [lead!.id],
    );
    const form = formOf({ id: lead!.id, from: "new", to: "won", lostReason: "" });
    const changed = await one(() => pipeline.moveLeadStage({ status: "idle" }, form));
    expect(changed).toMatchObject({
      ...byStaff(),
      action: "lead.stage-changed",
      target_type: "lead",
      target_id: lead!.id,
      details: { from: "new", to: "won" },
    });
    expect(JSON.stringify(changed)).not.toMatch(/Private Person|private@example/);
    expect(await one(() => leads.retryLeadMail(mail!.id))).toMatchObject({
      ...byStaff(),
      action: "lead.mail-retried",
      target_id: mail!.id,
      details: { logged: 1 },
    });
  });

  it("lead and subscriber exports, with their row counts", async () => {
    await query(
      db,
      "insert into newsletter_subscribers (email) values ('a@example.com'), ('b@example.com')",
    );
    const leadRows = (await query<{ n: number }>(db, "select count(*)::int as n from leads"))[0]!.n;
    expect(
      await one(() => leadsCsv.GET(new Request("http://localhost/api/admin/leads-csv"))),
    ).toMatchObject({
      ...byStaff(),
      action: "leads.exported",
      details: { rows: leadRows },
    });
    expect(await one(() => subscribersCsv.GET())).toMatchObject({
      ...byStaff(),
      action: "subscribers.exported",
      details: { rows: 2 },
    });
  });

  it("feed import triggered", async () => {
    expect(await one(() => triggerAutoFetch())).toMatchObject({
      ...byStaff(),
      action: "auto-fetch.triggered",
      details: { imported: 0, failedFeeds: 1 },
    });
  });

  it("feed import started by staff through the API (a scheduler's run is not a person's)", async () => {
    const post = () =>
      autoFetchRoute.POST(new Request("http://localhost/api/blogs/auto-fetch", { method: "POST" }));
    expect(await one(post)).toMatchObject({
      ...byStaff(),
      action: "auto-fetch.triggered",
      details: { status: 200, via: "api" },
    });
    setRequest({});
    await fresh();
    const cron = new Request("http://localhost/api/blogs/auto-fetch", {
      method: "POST",
      headers: { authorization: `Bearer ${STAFF.cronSecret}` },
    });
    expect((await autoFetchRoute.POST(cron)).status).toBe(200);
    expect(await fresh()).toEqual([]);
  });

  it("sign-out everywhere (last: it ends this file's sessions)", async () => {
    expect(await one(() => signOutEverywhere())).toMatchObject({
      ...byStaff(),
      action: "sign-out.everywhere",
      target_id: staffId,
    });
  });
});
