/**
 * The value lists the schema's check constraints and enum columns are built from. They live here,
 * not in the domain folders that name them (lib/blog/post-status.ts, lib/work/fields.ts,
 * lib/media/types.ts re-export them), because lib/db imports no domain folder (eslint.config.mjs).
 * Dependency-free: client forms reach them through those re-exports.
 */

/** A post's lifecycle: only "published" is public. */
export const POST_STATUSES = ["draft", "scheduled", "published"] as const;

/** The spec's five /work filter categories (content/work.ts; "all" is the filter's default). */
export const WORK_CATEGORIES = [
  "web-development",
  "saas-solutions",
  "mobile-development",
  "ai-solutions",
  "enterprise-solutions",
] as const;

/** The six service pages (content/services.ts). */
export const WORK_SERVICES = [
  "web-development",
  "app-development",
  "ai-integrations",
  "custom-websites",
  "saas-solutions",
  "custom-dashboards",
] as const;

export const WORK_STATUSES = ["draft", "published"] as const;

/** The formats every upload is converted to; nothing else is ever stored or served. */
export const MEDIA_FORMATS = ["avif", "webp"] as const;

/** Staff roles, most powerful first (lib/auth/permissions.ts says what each may do). */
export const STAFF_ROLES = ["owner", "editor", "sales", "author"] as const;

/** An invited account has no password yet; a disabled one cannot sign in and has no session. */
export const STAFF_STATUSES = ["invited", "active", "disabled"] as const;

/** What a single-use e-mailed staff link is for. */
export const STAFF_LINK_PURPOSES = ["invite", "reset"] as const;

export const LEAD_KINDS = ["booking", "contact", "application"] as const;
/** A lead's pipeline stage, in order; "won" and "lost" close it (a lost lead says why). */
export const LEAD_STATUSES = ["new", "contacted", "qualified", "proposal", "won", "lost"] as const;

/** What a lead's timeline records of staff's work on it (lib/leads/pipeline). */
export const LEAD_ACTIVITY_KINDS = ["note", "stage", "owner", "follow_up", "value"] as const;

/** The events webhook endpoints can subscribe to (lib/webhooks). */
export const WEBHOOK_EVENTS = ["lead.created", "lead.stage_changed", "booking.created"] as const;

/** slack: a JSON body with a `text` field (Slack, Discord's /slack, Mattermost); standard: Standard Webhooks. */
export const WEBHOOK_FORMATS = ["slack", "standard"] as const;

/**
 * Why the spam checks held a submission (lib/spam): it is stored, sends nothing and waits in the
 * Spam tab until staff release it or it ages out.
 */
export const SPAM_REASONS = [
  "honeypot",
  "timing",
  "no-proof",
  "bad-proof",
  "replayed-proof",
  "disposable-address",
  "blocked-domain",
  "throttled",
] as const;

/** Where a visitor came from, as the lead form carried it (lib/analytics/attribution). */
export const DEVICE_CLASSES = ["mobile", "tablet", "desktop"] as const;

/** Analytics events: a page view, the time spent on it when the page is left, a form's success. */
export const ANALYTICS_EVENT_KINDS = ["pageview", "engagement", "goal"] as const;

/** The goals the dashboard counts conversions for. */
export const ANALYTICS_GOALS = ["booking", "contact", "newsletter"] as const;
