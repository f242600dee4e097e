import Link from "next/link";

import { Button } from "@/components/ui/button";
import { signOut, signOutEverywhere } from "@/lib/auth/actions";
import type { StaffUser } from "@/lib/auth/types";

const links = [
  { href: "/admin", label: "Dashboard" },
  { href: "/admin/blogs", label: "Posts" },
  { href: "/admin/create-blog", label: "New post" },
  { href: "/admin/media", label: "Media" },
  { href: "/admin/leads", label: "Leads" },
  { href: "/admin/seo", label: "SEO" },
] as const;

export function AdminHeader({ staff }: { staff: StaffUser }) {
  return (
    <header className="border-b bg-background">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-6 gap-y-2 px-4 py-3">
        <Link href="/admin" className="font-semibold">
          Staff area
        </Link>
        <nav aria-label="Staff" className="-mx-2 flex flex-1 overflow-x-auto">
          <ul className="flex gap-1">
            {links.map((link) => (
              <li key={link.href}>
                <Link
                  href={link.href}
                  className="block rounded-md px-2 py-1.5 text-sm whitespace-nowrap hover:bg-accent"
                >
                  {link.label}
                </Link>
              </li>
            ))}
            <li>
              <Link
                href="/"
                className="block rounded-md px-2 py-1.5 text-sm whitespace-nowrap hover:bg-accent"
              >
                View site
              </Link>
            </li>
          </ul>
        </nav>
        <div className="flex items-center gap-3 text-sm">
          <span className="hidden text-muted-foreground sm:inline">{staff.email}</span>
          <form action={signOutEverywhere}>
            <Button type="submit" variant="ghost" size="sm">
              Sign out everywhere
            </Button>
          </form>
          <form action={signOut}>
            <Button type="submit" variant="outline" size="sm">
              Sign out
            </Button>
          </form>
        </div>
      </div>
    </header>
  );
}
