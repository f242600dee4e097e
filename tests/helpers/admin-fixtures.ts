// One row of each kind the staff actions change, arguments for every action that would change it
// were the gate missing, and a snapshot of those rows: the gate tests run each action and compare.
import { query } from "./sql";

export const fixtures = {
  postId: "",
  leadId: "",
  mailId: "",
  redirectId: "",
  workId: "",
  testimonialId: "",
  jobId: "",
  memberId: "",
  staffId: "",
  webhookId: "",
  webhookDeliveryId: "",
  sendId: "",
  subscriberId: "",
};

/** The [id] of a page: the item of its section (a post's by default). */
export const idFor = (file: string) =>
  file.includes("/work/")
    ? fixtures.workId
    : file.includes("/testimonials/")
      ? fixtures.testimonialId
      : file.includes("/careers/")
        ? fixtures.jobId
        : file.includes("/team/")
          ? fixtures.memberId
          : file.includes("/leads/")
            ? fixtures.leadId
            : file.includes("/webhooks/")
              ? fixtures.webhookId
              : file.includes("/newsletter/")
                ? fixtures.sendId
                : fixtures.postId;

const formOf = (values: Record<string, string>) => {
  const form = new FormData();
  for (const [k, v] of Object.entries(values)) form.set(k, v);
  return form;
};
export const blogForm = (status = "published") =>
  formOf({
    title: "Gate test post",
    summary: "Should only exist when staff wrote it.",
    content: "<p>Body</p>",
    imageUrl: "",
    category: "tech",
    tags: "a, b",
    status,
    publishAt: "",
    authorId: "",
  });
export const workForm = () => ({
  title: "Gate test case study",
  slug: "",
  client: "",
  summary: "Should only change when staff wrote it.",
  categories: ["web-development"],
  services: ["web-development"],
  challenge: "C.",
  approach: "A.",
  outcome: "O.",
  results: [{ label: "Speed", value: "2×" }],
  technologies: "",
  coverUrl: "",
  coverAlt: "",
  gallery: [],
  testimonialQuote: "",
  testimonialName: "",
  testimonialRole: "",
  liveUrl: "",
  status: "published",
  featured: true,
  sortOrder: 0,
});
/** The same case study as the browser posts the form itself (no JavaScript). */
const workFormData = () => {
  const form = new FormData();
  const { results, categories, services, featured, sortOrder, ...rest } = workForm();
  for (const [key, value] of Object.entries(rest))
    if (typeof value === "string") form.set(key, value);
  for (const c of categories) form.append("categories", c);
  for (const s of services) form.append("services", s);
  results.forEach((r, i) => {
    form.set(`results.${i}.label`, r.label);
    form.set(`results.${i}.value`, r.value);
  });
  if (featured) form.set("featured", "on");
  form.set("sortOrder", String(sortOrder));
  form.set("id", fixtures.workId);
  return form;
};
const testimonialForm = () =>
  formOf({ quote: "Gate quote", personName: "Gate", status: "published" });
export const redirectForm = () => formOf({ id: "", fromPath: "/gate", to: "/", status: "301" });

// Arguments that would change data if the gate were missing. A new action must be added here.
export const argsFor: Record<string, () => unknown[]> = {
  createBlog: () => [{ status: "idle" }, blogForm()],
  updateBlog: () => [fixtures.postId, { status: "idle" }, blogForm()],
  previewPost: () => [fixtures.postId, { status: "idle" }, blogForm()],
  deleteBlog: () => [fixtures.postId],
  deleteMedia: () => ["0b6e1a52-5b7a-4a35-9c9e-3f4b1a2c3d4e"],
  triggerAutoFetch: () => [],
  analyzeUrl: () => [{ status: "idle" }, new FormData()],
  analyzeSitemap: () => [],
  previewPostContent: () => ["# Preview", "markdown"],
  moveLeadStage: () => [
    { status: "idle" },
    formOf({ id: fixtures.leadId, from: "new", to: "won", lostReason: "" }),
  ],
  assignLeadOwner: () => [{ status: "idle" }, formOf({ id: fixtures.leadId, ownerId: "" })],
  saveLeadValue: () => [{ status: "idle" }, formOf({ id: fixtures.leadId, value: "5000" })],
  saveLeadFollowUp: () => [
    { status: "idle" },
    formOf({ id: fixtures.leadId, followUpOn: "2030-01-02" }),
  ],
  addLeadNote: () => [{ status: "idle" }, formOf({ id: fixtures.leadId, body: "Gate note" })],
  retryLeadMail: () => [fixtures.mailId],
  deliverOutboxNow: () => [],
  markNotSpam: () => [{ kind: "lead", id: fixtures.leadId }],
  deleteSpam: () => [{ kind: "lead", id: fixtures.leadId }],
  signOutEverywhere: () => [],
  saveRedirect: () => [{ status: "idle" }, redirectForm()],
  deleteRedirect: () => [fixtures.redirectId],
  saveCaseStudy: () => [fixtures.workId, workForm()],
  submitCaseStudy: () => [{ status: "idle" }, workFormData()],
  deleteCaseStudy: () => [fixtures.workId],
  deleteDemoCaseStudies: () => [],
  previewCaseStudy: () => [fixtures.workId, workForm()],
  saveTestimonialForm: () => [fixtures.testimonialId, { status: "idle" }, testimonialForm()],
  setTestimonialStatus: () => [fixtures.testimonialId, "published"],
  deleteTestimonial: () => [fixtures.testimonialId],
  saveJobOpening: () => [
    { status: "idle" },
    formOf({ id: fixtures.jobId, title: "Gate role", slug: "", status: "published" }),
  ],
  deleteJobOpening: () => [fixtures.jobId],
  saveTeamMember: () => [
    fixtures.memberId,
    { status: "idle" },
    formOf({ name: "Gate", role: "Gate", status: "published" }),
  ],
  deleteTeamMember: () => [fixtures.memberId],
  moveTeamMember: () => [formOf({ id: fixtures.memberId, direction: "up" })],
  inviteStaffMember: () => [
    { status: "idle" },
    formOf({ name: "Gate", email: "gate-invite@agency.example", role: "owner" }),
  ],
  resendStaffInvitation: () => [{ status: "idle" }, formOf({ id: fixtures.staffId })],
  changeStaffRole: () => [{ status: "idle" }, formOf({ id: fixtures.staffId, role: "owner" })],
  disableStaffMember: () => [{ status: "idle" }, formOf({ id: fixtures.staffId })],
  enableStaffMember: () => [{ status: "idle" }, formOf({ id: fixtures.staffId })],
  startTwoFactor: () => [formOf({})],
  enableTwoFactor: () => [{ status: "idle" }, formOf({ code: "123456" })],
  regenerateRecoveryCodes: () => [{ status: "idle" }, formOf({ code: "123456" })],
  disableTwoFactor: () => [{ status: "idle" }, formOf({ code: "123456" })],
  createFollowUpCalendar: () => [{ status: "idle" }, formOf({})],
  turnOffFollowUpCalendar: () => [{ status: "idle" }, formOf({})],
  saveWebhookEndpoint: () => [
    { status: "idle" },
    formOf({
      id: "",
      name: "Gate hook",
      url: "https://93.184.216.34/hook",
      format: "slack",
      events: "lead.created",
    }),
  ],
  deleteWebhookEndpoint: () => [fixtures.webhookId],
  enableWebhookEndpoint: () => [fixtures.webhookId],
  disableWebhookEndpoint: () => [fixtures.webhookId],
  rotateWebhookSecret: () => [fixtures.webhookId],
  sendWebhookTest: () => [fixtures.webhookId],
  retryWebhook: () => [fixtures.webhookDeliveryId],
  saveSettings: () => [
    { status: "idle" },
    formOf({
      auditRetentionDays: "31",
      requireTwoFactor: "on",
      analyticsRetentionDays: "90",
      analyticsExcludedNetworks: "",
    }),
  ],
  saveBookingCalendar: () => [
    { status: "idle" },
    formOf({
      timeZone: "Europe/Berlin",
      hours1: "08:00-12:00",
      slotMinutes: "20",
      bufferMinutes: "5",
      minimumNoticeHours: "1",
      horizonDays: "7",
    }),
  ],
  // The fixture post is published: a send that got through would queue (sends' count).
  sendTestNewsletter: () => [{ status: "idle" }, formOf({ postId: fixtures.postId })],
  sendPostToSubscribers: () => [
    { status: "idle" },
    formOf({ postId: fixtures.postId, mode: "now", confirm: "yes" }),
  ],
  pauseNewsletterSend: () => [{ status: "idle" }, formOf({ id: fixtures.sendId })],
  resumeNewsletterSend: () => [{ status: "idle" }, formOf({ id: fixtures.sendId })],
  importSubscribers: () => [
    { status: "idle" },
    formOf({ csv: "gate-import@example.com", consentBasis: "Gate test consent basis" }),
  ],
  deleteSubscriber: () => [{ status: "idle" }, formOf({ id: fixtures.subscriberId })],
  liftSuppression: () => [{ status: "idle" }, formOf({ email: "gate-suppressed@example.com" })],
  // Would anonymise the fixture lead (its status stays; its name is in the snapshot).
  erasePersonData: () => [
    { status: "idle" },
    formOf({ email: "l@example.com", confirmEmail: "l@example.com" }),
  ],
};

const db = async () => (await import("@/lib/db/client")).getDb();
const one = async (text: string, params: unknown[] = []) =>
  (await query<{ id: string }>(await db(), text, params))[0]!.id;

/** Inserts the rows (import tests/helpers/staff-env first). */
export async function createFixtures(): Promise<void> {
  const { insertBlog } = await import("@/lib/blog/repository");
  const post = await insertBlog(await db(), {
    title: "Existing post",
    summary: "s",
    content: "<p>c</p>",
    imageUrl: null,
    category: "tech",
    tags: null,
    isAutoGenerated: false,
  });
  fixtures.postId = post!.id;
  fixtures.leadId = await one(
    "insert into leads (kind, name, email, phone, message) values ('contact', 'L', 'l@example.com', '+1 555 010 0000', 'm') returning id",
  );
  fixtures.mailId = await one(
    "insert into email_outbox (lead_id, kind, to_address, subject, html, text, status) values ($1, 'contact-notification', 'x@example.com', 's', 'h', 't', 'failed') returning id",
    [fixtures.leadId],
  );
  fixtures.redirectId = await one(
    "insert into redirects (from_path, \"to\", kind) values ('/gate-existing', '/', 'manual') returning id",
  );
  fixtures.workId = await one(
    "insert into case_studies (slug, title, status, is_sample) values ('gate-existing', 'Existing case study', 'draft', true) returning id",
  );
  fixtures.testimonialId = await one(
    "insert into testimonials (quote, person_name) values ('Existing quote', 'Existing') returning id",
  );
  fixtures.jobId = await one(
    "insert into job_openings (slug, title) values ('gate-existing', 'Existing role') returning id",
  );
  fixtures.memberId = await one(
    "insert into team_members (name, role, sort_order) values ('Existing', 'Member', 10) returning id",
  );
  // Disabled, so a "Send test" or retry that got through would fail without a request.
  fixtures.webhookId = await one(
    "insert into webhook_endpoints (name, url, format, events, secret, enabled) values ('Gate hook', 'https://93.184.216.34/x', 'standard', '{lead.created}', 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw', false) returning id",
  );
  fixtures.webhookDeliveryId = await one(
    "insert into webhook_deliveries (endpoint_id, message_id, event, payload, status) values ($1, 'msg_gate', 'lead.created', '{}', 'failed') returning id",
    [fixtures.webhookId],
  );
  // Paused: a resume that got through would change its status (and a pause, once resumed).
  fixtures.sendId = await one(
    "insert into newsletter_sends (post_id, post_title, status, paused_at) values ($1, 'Existing post', 'paused', now()) returning id",
    [fixtures.postId],
  );
  fixtures.subscriberId = await one(
    "insert into newsletter_subscribers (email, status) values ('gate-subscriber@example.com', 'confirmed') returning id",
  );
  await one(
    "insert into mail_suppressions (email, reason) values ('gate-suppressed@example.com', 'manual') returning email as id",
  );
  fixtures.staffId = await one(
    "insert into staff_members (email, name, role, status) values ('gate-staff@agency.example', 'Gate', 'editor', 'invited') returning id",
  );
}

/** What the actions could change: counts of the tables and the fixtures' contents. */
export async function snapshot() {
  const f = fixtures;
  const [row] = await query(
    await db(),
    `select (select count(*)::int from blogs) as blogs, (select count(*)::int from feed_import_runs) as runs,
       (select title from blogs where id = $1) as title, (select concat_ws('|', status, name, owner_id, value_estimate, follow_up_on) from leads where id = $2) as lead,
       (select count(*)::int from lead_activity) as activity,
       (select status || attempts from email_outbox where id = $3) as mail,
       (select count(*)::int from blog_previews) as previews,
       (select count(*)::int from redirects) as redirects,
       (select count(*)::int from case_studies) as work,
       (select title || status from case_studies where id = $4) as work_title,
       (select quote || status from testimonials where id = $5) as testimonial,
       (select title || status from job_openings where id = $6) as job,
       (select name || role || status || sort_order from team_members where id = $7) as member,
       (select count(*)::int from media) as media,
       (select audit_retention_days || ' ' || require_two_factor from staff_settings) as settings,
       (select string_agg(email || role || status || coalesce(calendar_token_hash, ''), ',' order by email)
         from staff_members) ||
         (select count(*) from staff_links) as staff,
       (select count(*)::int from staff_sessions where revoked_at is not null) as ended_sessions,
       (select string_agg(slot_minutes || time_zone, ',') from booking_settings) as booking_calendar,
       (select string_agg(name || enabled || secret, ',') from webhook_endpoints) as webhooks,
       (select string_agg(status || attempts, ',') from webhook_deliveries) as deliveries,
       (select string_agg(status || coalesce(paused_at::text, '-'), ',') from newsletter_sends) as sends,
       (select count(*)::int from newsletter_subscribers) as subscribers,
       (select count(*)::int from mail_suppressions) as suppressions,
       (select count(*)::int from email_outbox) as mails`,
    [f.postId, f.leadId, f.mailId, f.workId, f.testimonialId, f.jobId, f.memberId],
  );
  return row as Record<string, unknown>;
}
