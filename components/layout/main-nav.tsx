"use client";

import Link from "next/link";
import { usePathname } from "next/navigation";
import { useEffect, useId, useRef, useState } from "react";
import { MenuIcon, XIcon } from "lucide-react";

import type { NavItem } from "@/content/site";
import { buttonVariants } from "@/components/ui/button-variants";
import { isActivePath } from "@/lib/active-path";
import { cx } from "@/lib/cx";

/**
 * Desktop link row plus a disclosure menu under 1024 px (the width at which the brand, the whole
 * row, the call to action and the theme switch fit on one line; below it the labels would wrap).
 * The call to action stays in the header down to 640 px, then moves into the menu. The menu closes when a link is chosen, on
 * Escape (focus returns to the toggle), on a tap or click outside it and whenever the path changes.
 * While it is open a scrim dims and blurs the page below the header, so the menu reads as on top
 * and a tap on the page is plainly "close"; the header drops its own blur meanwhile
 * (app/globals.css): a blurred ancestor would confine the scrim's blur to the header.
 */
export function MainNav({
  items,
  cta,
  children,
}: {
  items: readonly NavItem[];
  /** A button-styled link: in the header from 640 px, first in the phone menu below that. */
  cta?: NavItem;
  /** Controls after the link row, before the menu button (the call to action, the theme switch). */
  children?: React.ReactNode;
}) {
  const pathname = usePathname();
  const [open, setOpen] = useState(false);
  const [openedAt, setOpenedAt] = useState(pathname);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const navRef = useRef<HTMLElement>(null);
  const menuId = useId();

  // A navigation (back button, programmatic) closes the menu: derived state, no effect needed.
  if (open && openedAt !== pathname) setOpen(false);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    // Outside the nav (toggle and menu): the page behind the menu was meant, not the menu.
    const onPointer = (event: PointerEvent) => {
      if (!navRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener("keydown", onKey);
    document.addEventListener("pointerdown", onPointer);
    return () => {
      document.removeEventListener("keydown", onKey);
      document.removeEventListener("pointerdown", onPointer);
    };
  }, [open]);

  const links = (mobile: boolean) =>
    items.map((item) => {
      const active = isActivePath(item.path, pathname);
      return (
        <li key={item.path}>
          <Link
            href={item.path}
            aria-current={active ? "page" : undefined}
            onClick={mobile ? () => setOpen(false) : undefined}
            className={cx(
              "block rounded-md px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none",
              mobile && "py-3 text-base",
              active ? "bg-accent text-accent-foreground" : "text-muted-foreground",
            )}
          >
            {item.name}
          </Link>
        </li>
      );
    });

  return (
    <nav
      aria-label="Main"
      ref={navRef}
      data-menu-open={open ? "" : undefined}
      className="flex items-center gap-1 sm:gap-2"
    >
      <ul className="hidden items-center gap-1 lg:flex">{links(false)}</ul>
      {cta ? (
        <Link href={cta.path} className={cx(buttonVariants({ size: "sm" }), "max-sm:hidden")}>
          {cta.name}
        </Link>
      ) : null}
      {children}
      <button
        ref={toggleRef}
        type="button"
        className="inline-flex size-10 items-center justify-center rounded-md hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none lg:hidden"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => {
          setOpenedAt(pathname);
          setOpen((value) => !value);
        }}
      >
        {open ? (
          <XIcon className="size-6" aria-hidden />
        ) : (
          <MenuIcon className="size-6" aria-hidden />
        )}
        <span className="sr-only">{open ? "Close menu" : "Open menu"}</span>
      </button>
      {/* Not a control of its own (Escape and the toggle close the menu for keyboards): a tap target. */}
      <div
        aria-hidden
        hidden={!open}
        data-testid="menu-scrim"
        onClick={() => setOpen(false)}
        className="nav-scrim fixed inset-x-0 top-16 bottom-0 bg-overlay/70 backdrop-blur-sm lg:hidden"
      />
      <div
        id={menuId}
        hidden={!open}
        className="absolute inset-x-0 top-16 border-b bg-background px-4 pb-4 shadow-lg lg:hidden"
      >
        <ul className="flex flex-col gap-1 pt-2">{links(true)}</ul>
        {cta ? (
          <Link
            href={cta.path}
            onClick={() => setOpen(false)}
            className={cx(buttonVariants(), "mt-3 w-full sm:hidden")}
          >
            {cta.name}
          </Link>
        ) : null}
      </div>
    </nav>
  );
}
