"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";

import { isActivePath } from "@/lib/active-path";
import type { StaffLink } from "@/lib/admin/staff-links";
import { cx } from "@/lib/cx";

// Every staff page is under /admin: the dashboard is current on its own path only.
const isCurrent = (href: string, pathname: string) =>
  href === "/admin" ? pathname === href : isActivePath(href, pathname);

const linkClass = "block rounded-md px-2 py-1.5 text-sm whitespace-nowrap hover:bg-accent";

/**
 * The staff sections the signed-in role may open (lib/admin/staff-links.ts), the current one
 * marked for screen readers (aria-current) and by eye.
 */
export function AdminNav({ links }: { links: readonly StaffLink[] }) {
  const pathname = usePathname();
  return (
    // A row of its own under the title and the account: a phone scrolls it sideways; from tablet
    // width up the links wrap, none hidden (squeezed beside them, it became a tall column).
    <nav
      aria-label="Staff"
      className="order-last -mx-2 flex min-w-0 basis-full overflow-x-auto md:overflow-visible"
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
