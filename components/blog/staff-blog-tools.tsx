"use client";

import dynamic from "next/dynamic";
import { useEffect, useState } from "react";

const StaffBlogActions = dynamic(
  () => import("./staff-blog-actions").then((module) => module.StaffBlogActions),
  { ssr: false },
);

/**
 * The list's staff-only tools (DESIGN §5: shown to staff only). The list is a cached page, the same
 * HTML for everyone, so the browser asks /api/auth/staff (no-store, the server's usual check) and
 * only staff load the tools' code. Hiding them is convenience: every action checks staff itself.
 */
export function StaffBlogTools() {
  const [staff, setStaff] = useState(false);
  useEffect(() => {
    const controller = new AbortController();
    fetch("/api/auth/staff", { signal: controller.signal, cache: "no-store" })
      .then((response) => (response.ok ? (response.json() as Promise<{ staff?: unknown }>) : null))
      .then((body) => setStaff(body?.staff === true))
      .catch(() => undefined); // signed out, offline or navigated away: no tools
    return () => controller.abort();
  }, []);
  return staff ? <StaffBlogActions /> : null;
}
