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
type StaffProbe = { staff?: unknown; autoFetch?: unknown; newPost?: unknown };

export function StaffBlogTools() {
  // Which tools the signed-in role may use (the probe says; the actions check again).
  const [tools, setTools] = useState<{ autoFetch: boolean; newPost: boolean } | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    fetch("/api/auth/staff", { signal: controller.signal, cache: "no-store" })
      .then((response) => (response.ok ? (response.json() as Promise<StaffProbe>) : null))
      .then((body) => {
        if (body?.staff !== true) return;
        setTools({ autoFetch: body.autoFetch === true, newPost: body.newPost === true });
      })
      .catch(() => undefined); // signed out, offline or navigated away: no tools
    return () => controller.abort();
  }, []);
  return tools && (tools.autoFetch || tools.newPost) ? <StaffBlogActions {...tools} /> : null;
}
