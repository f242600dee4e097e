// Job openings on both engines: drafts are never public; an opening past its validThrough leaves
// the list, the sitemap and the JSON-LD by itself (the clock moved, no write), and its cached
// reads end at that moment; the proxy 404s unknown and unpublished roles; an application is a lead
// of kind "application" with its mails in the outbox; the staff form's rules.
import "../helpers/staff-env";

import { NextRequest, NextResponse } from "next/server";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";

import { invalidated } from "../helpers/next-cache";
import { setRequest } from "../helpers/next-headers";
import { validCookie } from "../helpers/session-cookies";
import { exec, query } from "../helpers/sql";

process.env.LEADS_NOTIFY_TO = "team@agency.example";
process.env.FORM_MIN_FILL_SECONDS = "1";
const pending: Promise<unknown>[] = [];
vi.mock("next/server", async (original) => ({
  ...(await original<typeof import("next/server")>()),
  after: (task: () => Promise<unknown>) => void pending.push(task()),
}));
// The cached reads' cache life, as they set it (the stand-in records nothing).
const lives: unknown[] = [];
vi.mock("next/cache", async (original) => ({
  ...(await original<typeof import("next/cache")>()),
  cacheLife: (life: unknown) => void lives.push(life),
}));

const { getDb } = await import("@/lib/db/client");
const repo = await import("@/lib/careers/repository");
const admin = await import("@/lib/careers/admin-repository");
const queries = await import("@/lib/careers/queries");
const { saveJobOpening, applyForJob, deleteJobOpening } = await import("@/lib/careers/actions");
const { emptyJobForm } = await import("@/lib/careers/form-schema");
const { jobPostingJsonLd } = await import("@/lib/careers/seo");
const { sitemapFields } = await import("@/lib/seo/sitemap");
const { contentRoute } = await import("@/lib/proxy/item-not-found");
import type { JobWrite } from "@/lib/careers/types";

const db = await getDb();
let n = 0;
const job = (over: Partial<JobWrite> = {}): JobWrite => ({
  title: `Role ${++n}`,
  summary: "S.",
  descriptionMarkdown: "Build **things**.",
  employmentType: "FULL_TIME",
  workplace: "remote",
  location: "",
  country: "IN",
  applicantCountries: ["IN", "DE"],
  salaryMin: null,
  salaryMax: null,
  salaryCurrency: null,
  salaryUnit: null,
  validThrough: new Date(Date.now() + 86_400_000),
  status: "published",
  sortOrder: 0,
  isSample: false,
  ...over,
});
const slugsOf = (rows: { slug: string }[]) => rows.map((r) => r.slug);
const proxyAnswer = async (slug: string) => {
  const request = new NextRequest(`http://localhost/career/${slug}`, { headers: { rsc: "1" } });
  const response = await contentRoute(request, () => NextResponse.json("role"));
  return response.headers.has("x-middleware-rewrite") ? "404" : "role";
};

beforeAll(async () => setRequest({ cookies: await validCookie() }));
afterEach(() => void vi.useRealTimers());

describe("public reads", () => {
  it("never show drafts: not listed, not found, not in the sitemap, 404 by the proxy", async () => {
    const open = await admin.insertJob(db, job());
    const draft = await admin.insertJob(db, job({ status: "draft" }));
    const now = new Date();
    expect(slugsOf(await repo.listOpen(db, now))).toContain(open.slug);
    expect(slugsOf(await repo.listOpen(db, now))).not.toContain(draft.slug);
    expect(slugsOf(await repo.sitemapJobs(db, now))).not.toContain(draft.slug);
    expect(await repo.findPublishedBySlug(db, draft.slug)).toBeNull();
    expect(await proxyAnswer(draft.slug)).toBe("404");
    expect(await proxyAnswer("no-such-role")).toBe("404");
    expect(await proxyAnswer(open.slug)).toBe("role");
    expect(open.datePosted).toBeInstanceOf(Date);
    expect(draft.datePosted).toBeNull();
  });

  it("an opening past its validThrough leaves the list, the sitemap and the JSON-LD with no write", async () => {
    const closes = new Date(Date.now() + 3_600_000);
    const role = await admin.insertJob(db, job({ validThrough: closes }));
    const before = new Date(closes.getTime() - 1000);
    const after = new Date(closes.getTime() + 1000);
    expect(slugsOf(await repo.listOpen(db, before))).toContain(role.slug);
    expect(slugsOf(await repo.listOpen(db, after))).not.toContain(role.slug);
    expect(slugsOf(await repo.sitemapJobs(db, after))).not.toContain(role.slug);

    // The cached reads, the clock moved: open before, then closed (the page drops JobPosting).
    vi.useFakeTimers({ toFake: ["Date"], now: before });
    lives.length = 0;
    expect((await queries.getJob(role.slug))?.open).toBe(true);
    expect(slugsOf(await queries.getOpenJobs())).toContain(role.slug);
    const inSitemap = async () =>
      (await sitemapFields()).some((f) => f.loc.endsWith(`/career/${role.slug}`));
    expect(await inSitemap()).toBe(true);
    // Each read's life ends when the role closes, a second from now (the 5-minute expire floor;
    // stale at Next's 30-second floor, below which the read is left out of the page's prerender
    // and /career answers 500 in a role's last 30 s).
    expect(lives).toContainEqual({ stale: 30, revalidate: 1, expire: 300 });
    vi.setSystemTime(after);
    expect((await queries.getJob(role.slug))?.open).toBe(false);
    expect(slugsOf(await queries.getOpenJobs())).not.toContain(role.slug);
    expect(await inSitemap()).toBe(false);
  });

  it("JobPosting: remote roles are TELECOMMUTE with applicant countries; salary when set", () => {
    const base = { id: "x", slug: "r", description: "<p>D</p>", datePosted: new Date(0) };
    const stamps = { createdAt: new Date(0), updatedAt: new Date(0) };
    const remote = jobPostingJsonLd({ ...job(), ...base, ...stamps });
    expect(remote).toMatchObject({
      "@type": "JobPosting",
      jobLocationType: "TELECOMMUTE",
      applicantLocationRequirements: [
        { "@type": "Country", name: "IN" },
        { "@type": "Country", name: "DE" },
      ],
      hiringOrganization: { "@type": "Organization" },
    });
    expect(remote).not.toHaveProperty("jobLocation");
    expect(remote).not.toHaveProperty("baseSalary");
    const onsite = jobPostingJsonLd({
      ...job({ workplace: "onsite", location: "Pune, Maharashtra", salaryMin: 10, salaryMax: 20 }),
      ...{ salaryCurrency: "INR", salaryUnit: "MONTH" as const },
      ...base,
      ...stamps,
    });
    expect(onsite).toMatchObject({
      jobLocation: {
        address: { addressLocality: "Pune", addressRegion: "Maharashtra", addressCountry: "IN" },
      },
      baseSalary: { currency: "INR", value: { minValue: 10, maxValue: 20, unitText: "MONTH" } },
    });
    expect(onsite).not.toHaveProperty("jobLocationType");
  });
});

const application = (slug: string, over: Record<string, string> = {}) => {
  const data = new FormData();
  const values = {
    website: "",
    startedAt: String(Date.now() - 5000),
    job: slug,
    name: "Grace Applicant",
    email: `grace${++n}@example.com`,
    phone: "",
    message: "I build things.",
    cvUrl: "https://example.com/cv.pdf",
    ...over,
  };
  for (const [k, v] of Object.entries(values)) data.set(k, v);
  return data;
};

describe("applications", () => {
  it("store a lead of kind application with its mails, through the lead path", async () => {
    await exec(db, "delete from email_outbox; delete from leads; delete from rate_limits");
    setRequest({ headers: { "x-forwarded-for": "192.0.2.77" } });
    const role = await admin.insertJob(db, job({ title: "Staff Engineer" }));
    const state = await applyForJob({ status: "idle" }, application(role.slug));
    await Promise.all(pending.splice(0));
    expect(state.status).toBe("success");
    const [lead] = await query<Record<string, string>>(db, "select * from leads");
    expect(lead).toMatchObject({ kind: "application", applied_for: "Staff Engineer", phone: "" });
    expect(lead!.message).toContain("https://example.com/cv.pdf");
    const mails = await query<{ kind: string }>(db, "select kind from email_outbox order by kind");
    expect(mails.map((m) => m.kind)).toEqual([
      "application-auto-reply",
      "application-notification",
    ]);
  });

  it("refuse a closed, draft or unknown role, and bad fields, storing nothing", async () => {
    await exec(db, "delete from leads");
    const closed = await admin.insertJob(db, job({ validThrough: new Date(Date.now() - 1000) }));
    const draft = await admin.insertJob(db, job({ status: "draft" }));
    for (const slug of [closed.slug, draft.slug, "nope", "../x"]) {
      const state = await applyForJob({ status: "idle" }, application(slug));
      expect(state).toMatchObject({
        status: "error",
        message: expect.stringContaining("no longer open"),
      });
    }
    const open = await admin.insertJob(db, job());
    const bad = await applyForJob(
      { status: "idle" },
      application(open.slug, { cvUrl: "javascript:alert(1)", email: "x" }),
    );
    expect(bad.fieldErrors).toMatchObject({ cvUrl: expect.any(String), email: expect.any(String) });
    expect(await query(db, "select id from leads")).toHaveLength(0);
  });
});

const form = (over: Record<string, string> = {}) => {
  const data = new FormData();
  const soon = new Date(Date.now() + 86_400_000).toISOString().slice(0, 19);
  const values = {
    ...emptyJobForm,
    title: "Form role",
    summary: "From the form.",
    description: "## Hi\n\nBuild **there**.\n\n<script>x()</script>",
    validThrough: soon,
    status: "published",
    ...over,
  };
  for (const [k, v] of Object.entries(values)) data.set(k, v);
  return data;
};

describe("staff actions", () => {
  beforeAll(async () => setRequest({ cookies: await validCookie() }));
  it("validate the form: closing date ahead when publishing, salary range, ISO codes", async () => {
    const refused = await saveJobOpening(
      { status: "idle" },
      form({
        validThrough: "2020-01-01T00:00",
        salaryMin: "50",
        salaryMax: "10",
        country: "India",
        applicantCountries: "IN, Germany",
      }),
    );
    expect(refused.fieldErrors).toMatchObject({
      validThrough: expect.stringContaining("future"),
      salaryMax: expect.any(String),
      country: expect.any(String),
      applicantCountries: expect.any(String),
    });
    expect(refused.values?.country).toBe("India");
    const draft = await saveJobOpening(
      { status: "idle" },
      form({ status: "draft", validThrough: "" }),
    );
    expect(draft.status).toBe("success");
  });

  it("save renders the Markdown safely and refreshes the list, the role and the sitemap", async () => {
    invalidated.length = 0;
    const saved = await saveJobOpening({ status: "idle" }, form());
    expect(saved.status).toBe("success");
    const row = await repo.findPublishedBySlug(db, saved.slug!);
    expect(row!.description).toContain("<strong>there</strong>");
    expect(row!.description).not.toContain("<script");
    expect(invalidated).toEqual(
      expect.arrayContaining(["jobs:list", `jobs:item:${saved.slug}`, "sitemap"]),
    );
    expect((await deleteJobOpening(row!.id)).status).toBe("success");
    expect(await repo.findPublishedBySlug(db, saved.slug!)).toBeNull();
  });
});
