"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";

import { isActivePath } from "@/lib/active-path";
import { cx } from "@/lib/cx";

const links = [
  { href: "/admin", label: "Dashboard" },
  { href: "/admin/blogs", label: "Posts" },
  { href: "/admin/create-blog", label: "New post" },
  { href: "/admin/work", label: "Work" },
  { href: "/admin/team", label: "Team" },
  { href: "/admin/testimonials", label: "Testimonials" },
  { href: "/admin/careers", label: "Careers" },
  { href: "/admin/media", label: "Media" },
  { href: "/admin/leads", label: "Leads" },
  { href: "/admin/seo", label: "SEO" },
  { href: "/admin/redirects", label: "Redirects" },
  { href: "/admin/audit", label: "Audit log" },
  { href: "/admin/settings", label: "Settings" },
] as const;

// Every staff page is under /admin: the dashboard is current on its own path only.
const isCurrent = (href: string, pathname: string) =>
  href === "/admin" ? pathname === href : isActivePath(href, pathname);

const linkClass = "block rounded-md px-2 py-1.5 text-sm whitespace-nowrap hover:bg-accent";

/** The staff sections, the current one marked for screen readers (aria-current) and by eye. */
export function AdminNav() {
  const pathname = usePathname();
  return (
    // A phone scrolls the row sideways; from tablet width up the links wrap, none hidden.
    <nav
      aria-label="Staff"
      className="-mx-2 flex min-w-0 flex-1 overflow-x-auto md:overflow-visible"
    >
      <ul className="flex gap-1 md:flex-wrap">
        {links.map((link) => {
          const current = isCurrent(link.href, pathname);
          return (
            <li key={link.href}>
              <Link
                href={link.href}
                aria-current={current ? "page" : undefined}
                className={cx(linkClass, current && "bg-accent font-medium text-accent-foreground")}
              >
                {link.label}
              </Link>
            </li>
          );
        })}
        <li>
          <Link href="/" className={linkClass}>
            View site
          </Link>
        </li>
      </ul>
    </nav>
  );
}
