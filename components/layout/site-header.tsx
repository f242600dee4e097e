import Link from "next/link";

import { BRAND_NAME, headerCta, navItems } from "@/content/site";
import { Logo } from "./logo";
import { MainNav } from "./main-nav";
import { ThemeToggle } from "./theme-toggle";

/**
 * Fixed over the page, which leaves it room (main's pt-16). A staff preview puts its banner above
 * the header, in the flow: there the header is sticky instead, so the banner never covers it.
 */
export function SiteHeader({ below = false }: { below?: boolean }) {
  const placement = below ? "sticky" : "fixed inset-x-0";
  return (
    <header
      className={`${placement} top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75`}
    >
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded-md focus:bg-primary focus:px-3 focus:py-2 focus:text-primary-foreground"
      >
        Skip to content
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-2 px-4 sm:gap-4 sm:px-6">
        <Link
          href="/"
          className="flex shrink-0 items-center gap-2 rounded-md font-semibold whitespace-nowrap"
          aria-label={`${BRAND_NAME} home`}
        >
          <Logo />
          <span className="text-lg tracking-tight">{BRAND_NAME}</span>
        </Link>
        <MainNav items={navItems} cta={headerCta}>
          <ThemeToggle />
        </MainNav>
      </div>
    </header>
  );
}
