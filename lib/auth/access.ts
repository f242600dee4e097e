import type { Permission } from "./permissions";

/**
 * Every staff entry point and the permission it needs: admin pages by address (proxy.ts and
 * requireStaff read PAGE_RULES), server actions by exported name and route handlers by file (their
 * wrappers name the same permission; tests/integration/permission-matrix.test.ts runs each one as
 * every role and fails for an entry point missing here). An address with no rule is refused to
 * everyone: a new page is closed until it is given one.
 */
const PAGE_RULES: readonly (readonly [RegExp, Permission])[] = [
  [/^\/admin$/, "content.read"],
  [/^\/admin\/(blogs|work|testimonials|careers|team)$/, "content.read"],
  [/^\/admin\/create-blog$/, "posts.draft"],
  [/^\/admin\/blogs\/[^/]+\/edit$/, "posts.draft"],
  [/^\/admin\/(work|testimonials|careers|team)\/new$/, "content.manage"],
  [/^\/admin\/(work|testimonials|careers|team)\/[^/]+\/edit$/, "content.manage"],
  [/^\/admin\/preview\/(work\/)?[^/]+$/, "content.read"],
  [/^\/admin\/media$/, "media.upload"],
  [/^\/admin\/(redirects|seo)$/, "site.manage"],
  [/^\/admin\/leads(\/[^/]+)?$/, "leads.read"],
  [/^\/admin\/analytics$/, "analytics.read"],
  [/^\/admin\/bookings$/, "bookings.read"],
  [/^\/admin\/bookings\/settings$/, "bookings.manage"],
  [/^\/admin\/newsletter\/[^/]+$/, "newsletter.send"],
  [/^\/admin\/subscribers$/, "leads.read"],
  [/^\/admin\/webhooks(\/[^/]+)?$/, "webhooks.manage"],
  [/^\/admin\/privacy$/, "privacy.manage"],
  [/^\/admin\/staff(\/[^/]+)?$/, "staff.manage"],
  [/^\/admin\/audit$/, "audit.read"],
  [/^\/admin\/settings$/, "staff.manage"],
  [/^\/admin\/account(\/[^/]+)?$/, "account.self"],
];

/** The permission an admin address needs (query and trailing slash ignored), or null: no rule. */
export function pagePermission(path: string): Permission | null {
  const pathname = path.split(/[?#]/)[0]!.replace(/(.)\/+$/, "$1");
  for (const [pattern, permission] of PAGE_RULES) if (pattern.test(pathname)) return permission;
  return null;
}

/** Staff route handlers by file, with the permission each asks `staffOrForbidden` for. */
export const ROUTE_RULES: Record<string, Permission> = {
  "app/api/admin/leads-csv/route.ts": "leads.export",
  "app/api/admin/subscribers-csv/route.ts": "leads.export",
  "app/api/admin/audit-csv/route.ts": "audit.read",
  "app/api/admin/analytics-csv/route.ts": "analytics.read",
  "app/api/admin/media/route.ts": "media.upload",
  "app/api/blogs/auto-fetch/route.ts": "site.manage",
  "app/api/cron/outbox/route.ts": "leads.manage",
  "app/api/admin/privacy-export/route.ts": "privacy.manage",
};

/** Staff server actions by exported name, with the permission their `staffAction` names. */
export const ACTION_RULES: Record<string, Permission> = {
  createBlog: "posts.draft",
  updateBlog: "posts.draft",
  previewPost: "posts.draft",
  previewPostContent: "posts.draft",
  deleteBlog: "posts.draft", // an author deletes only their own drafts (checked by the action)
  deleteMedia: "media.upload", // an author deletes only their own uploads
  triggerAutoFetch: "site.manage",
  analyzeUrl: "site.manage",
  analyzeSitemap: "site.manage",
  saveRedirect: "site.manage",
  deleteRedirect: "site.manage",
  saveCaseStudy: "content.manage",
  submitCaseStudy: "content.manage",
  deleteCaseStudy: "content.manage",
  deleteDemoCaseStudies: "content.manage",
  previewCaseStudy: "content.manage",
  saveTestimonialForm: "content.manage",
  setTestimonialStatus: "content.manage",
  deleteTestimonial: "content.manage",
  saveJobOpening: "content.manage",
  deleteJobOpening: "content.manage",
  saveTeamMember: "content.manage",
  deleteTeamMember: "content.manage",
  moveTeamMember: "content.manage",
  moveLeadStage: "leads.manage",
  assignLeadOwner: "leads.manage",
  saveLeadValue: "leads.manage",
  saveLeadFollowUp: "leads.manage",
  addLeadNote: "leads.manage",
  retryLeadMail: "leads.manage",
  deliverOutboxNow: "leads.manage",
  markNotSpam: "leads.manage",
  deleteSpam: "leads.manage",
  signOutEverywhere: "account.self",
  saveSettings: "staff.manage",
  inviteStaffMember: "staff.manage",
  resendStaffInvitation: "staff.manage",
  changeStaffRole: "staff.manage",
  disableStaffMember: "staff.manage",
  enableStaffMember: "staff.manage",
  startTwoFactor: "account.self",
  enableTwoFactor: "account.self",
  regenerateRecoveryCodes: "account.self",
  disableTwoFactor: "account.self",
  createFollowUpCalendar: "leads.read", // one's own follow-ups' feed: staff who read leads
  turnOffFollowUpCalendar: "leads.read",
  erasePersonData: "privacy.manage",
  saveBookingCalendar: "bookings.manage",
  saveWebhookEndpoint: "webhooks.manage",
  deleteWebhookEndpoint: "webhooks.manage",
  enableWebhookEndpoint: "webhooks.manage",
  disableWebhookEndpoint: "webhooks.manage",
  rotateWebhookSecret: "webhooks.manage",
  sendWebhookTest: "webhooks.manage",
  retryWebhook: "webhooks.manage",
  sendTestNewsletter: "newsletter.send",
  sendPostToSubscribers: "newsletter.send",
  pauseNewsletterSend: "newsletter.send",
  resumeNewsletterSend: "newsletter.send",
  importSubscribers: "leads.manage",
  deleteSubscriber: "leads.manage",
  liftSuppression: "leads.manage",
};
