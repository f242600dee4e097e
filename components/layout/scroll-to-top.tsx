"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";

/**
 * Spec §2: every path change starts at the top (hash links keep their own target). Only a change:
 * scrolling on the first mount would yank a visitor who scrolled before hydration back up.
 */
export function ScrollToTop() {
  const pathname = usePathname();
  const shown = useRef(pathname);
  useEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (!window.location.hash) window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname]);
  return null;
}
