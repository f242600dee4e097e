import { STAFF_ROLES } from "@/lib/db/enums";

/**
 * What each staff role may do: the one table every gate reads (proxy.ts's page gate, requireStaff,
 * the staff action wrapper, route handlers) and the permission matrix test enumerates. Dependency-
 * free, so the proxy and client components can read it too.
 *
 * owner: everything, manages staff and settings. editor: all content, media, redirects, SEO
 * tools, analytics; no leads. sales: leads, the pipeline and exports, analytics; content
 * read-only. author: their own drafts and uploads; cannot publish (ownership is checked by the
 * content's own actions).
 */
export type StaffRole = (typeof STAFF_ROLES)[number];
export { STAFF_ROLES };

const ALL = STAFF_ROLES;
const EDITORS = ["owner", "editor"] as const;

const PERMISSIONS = {
  /** The dashboard and the read-only lists of content. */
  "content.read": ALL,
  /** Create and edit drafts of posts (authors: only their own). */
  "posts.draft": ["owner", "editor", "author"],
  /** Edit, publish, schedule and delete any content type. */
  "content.manage": EDITORS,
  /** Upload media (authors' uploads are theirs to delete). */
  "media.upload": ["owner", "editor", "author"],
  "media.manage": EDITORS,
  /** Redirects, the SEO tools, the feed import. */
  "site.manage": EDITORS,
  /** Leads: read (personal data), work them, export them. */
  "leads.read": ["owner", "sales"],
  "leads.manage": ["owner", "sales"],
  "leads.export": ["owner", "sales"],
  /**
   * The analytics dashboard: aggregate, cookieless counts (no person in them). Editors write the
   * content it measures, sales work the leads it brings; the lead tables also need leads.read.
   */
  "analytics.read": ["owner", "editor", "sales"],
  /**
   * Booked calls (issue 30): the week view of upcoming calls. Editors see the calendar's times
   * only; the names and the link to each lead also need leads.read (personal data).
   */
  "bookings.read": ["owner", "editor", "sales"],
  /** The booking calendar's settings: hours, slots, holidays, the ICS feed URLs (secrets). */
  "bookings.manage": ["owner"],
  /**
   * Send a published post to the newsletter's subscribers (a test to oneself first), pause and
   * resume sends. Who is on the list (addresses) stays with leads.read / leads.manage.
   */
  "newsletter.send": EDITORS,
  /** Webhook endpoints (where lead events go, with their signing secrets). */
  "webhooks.manage": ["owner"],
  /** A person's data: export everything stored about an address, erase it; lead retention. */
  "privacy.manage": ["owner"],
  /** Staff accounts, roles, invitations, settings, the audit log. */
  "staff.manage": ["owner"],
  "audit.read": ["owner"],
  /** One's own account: password, two-factor, sign out everywhere. */
  "account.self": ALL,
} as const satisfies Record<string, readonly StaffRole[]>;

export type Permission = keyof typeof PERMISSIONS;

export const isStaffRole = (value: unknown): value is StaffRole =>
  typeof value === "string" && (STAFF_ROLES as readonly string[]).includes(value);

export function can(role: StaffRole, permission: Permission): boolean {
  return (PERMISSIONS[permission] as readonly StaffRole[]).includes(role);
}

export const ROLE_LABELS: Record<StaffRole, string> = {
  owner: "Owner",
  editor: "Editor",
  sales: "Sales",
  author: "Author",
};
