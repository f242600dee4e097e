"use client";

import { useEffect } from "react";

/**
 * The 404 page is one static file for every unknown path, so the server never sees which path
 * it answered; the page reports it back once so the server log names it (spec §2: the path is logged).
 */
export function NotFoundReporter() {
  useEffect(() => {
    const body = JSON.stringify({
      path: `${window.location.pathname}${window.location.search}`,
      referrer: document.referrer,
    });
    void fetch("/api/not-found", {
      method: "POST",
      body,
      keepalive: true,
      headers: { "Content-Type": "application/json" },
    }).catch(() => {});
  }, []);
  return null;
}
