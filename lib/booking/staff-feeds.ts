import "server-only";

import { createHash } from "node:crypto";

import { checkTarget, TargetRefused } from "@/lib/webhooks/target";

/**
 * The ICS feed URLs are credentials (Google's "secret address in iCal format" is the calendar's
 * only key): once saved, staff see a mask and a key, never the address again, and the page
 * never sends it to the browser.
 */
export type MaskedFeed = { key: string; label: string };

/** A stable handle for a saved feed the form can post back ("remove this one"). */
export const feedKey = (url: string) =>
  createHash("sha256").update(url).digest("base64url").slice(0, 16);

/**
 * "calendar.google.com/…/basic.ics": the host and a file-like last segment only. A last segment
 * that is not a short *.ics name may be the secret itself (Nextcloud's public-calendar token), so
 * it is dropped too.
 */
function maskFeedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    const last = parsed.pathname.split("/").pop() ?? "";
    const tail = /^[\w.-]{1,24}\.ics$/i.test(last) ? `/…/${last}` : "/…";
    return `${parsed.host}${tail}`;
  } catch {
    return "…";
  }
}

export const maskFeeds = (urls: readonly string[]): MaskedFeed[] =>
  urls.map((url) => ({ key: feedKey(url), label: maskFeedUrl(url) }));

/**
 * The save-time SSRF check of newly added feeds, the webhooks' guard (lib/webhooks/target.ts):
 * public addresses only (non-public ones only as WEBHOOK_ALLOW_PRIVATE opens them, loopback at most
 * in production), https in production. Returns the first refusal's message, or null.
 */
export async function refusedFeed(urls: readonly string[]): Promise<string | null> {
  for (const url of urls) {
    try {
      await checkTarget(url);
    } catch (error) {
      if (error instanceof TargetRefused) return `${maskFeedUrl(url)}: ${error.message}`;
      throw error;
    }
  }
  return null;
}
