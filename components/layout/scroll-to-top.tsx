"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";

/** Spec §2: every path change starts at the top (hash links keep their own target). */
export function ScrollToTop() {
  const pathname = usePathname();
  useEffect(() => {
    if (!window.location.hash) window.scrollTo({ top: 0, left: 0, behavior: "instant" });
  }, [pathname]);
  return null;
}
