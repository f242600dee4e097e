import { pagePermission } from "@/lib/auth/access";
import { can, type StaffRole } from "@/lib/auth/permissions";

export type StaffLink = { href: string; label: string };

/**
 * The staff area's sections, in the header's order: the one list the nav shows, each link only to
 * a role whose permission (lib/auth/access.ts's PAGE_RULES for its address) allows the page, so
 * nobody is offered a section that would refuse them. A link whose address has no rule is shown
 * to nobody (tests/unit/staff-links.test.ts fails for it).
 */
export const STAFF_LINKS: readonly StaffLink[] = [
  { href: "/admin", label: "Dashboard" },
  { href: "/admin/blogs", label: "Posts" },
  { href: "/admin/create-blog", label: "New post" },
  { href: "/admin/work", label: "Work" },
  { href: "/admin/team", label: "Team" },
  { href: "/admin/testimonials", label: "Testimonials" },
  { href: "/admin/careers", label: "Careers" },
  { href: "/admin/media", label: "Media" },
  { href: "/admin/leads", label: "Leads" },
  { href: "/admin/bookings", label: "Bookings" },
  { href: "/admin/analytics", label: "Analytics" },
  { href: "/admin/webhooks", label: "Webhooks" },
  { href: "/admin/seo", label: "SEO" },
  { href: "/admin/redirects", label: "Redirects" },
  { href: "/admin/staff", label: "Staff" },
  { href: "/admin/audit", label: "Audit log" },
  { href: "/admin/settings", label: "Settings" },
  { href: "/admin/privacy", label: "Privacy" },
  { href: "/admin/account", label: "Account" },
];

export const mayOpen = (role: StaffRole, href: string) => {
  const permission = pagePermission(href);
  return permission !== null && can(role, permission);
};

export const staffLinksFor = (role: StaffRole): StaffLink[] =>
  STAFF_LINKS.filter((link) => mayOpen(role, link.href));
