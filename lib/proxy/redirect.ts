import "server-only";

import { NextResponse, type NextRequest } from "next/server";

import { logEvent } from "@/lib/log/logger";
import { findRedirect } from "@/lib/redirects/snapshot";

/**
 * A page request whose path has a redirect (lib/redirects/): 301/308 with its Location, before
 * anything renders or the page cache answers. Only GET and HEAD: a form post or server action to
 * an old address is not re-sent elsewhere. The request's query is kept when the target has none.
 */
export async function answerRedirect(request: NextRequest): Promise<NextResponse | null> {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  if (request.headers.has("next-action")) return null;
  const found = await findRedirect(request.nextUrl.pathname);
  if (!found) return null;
  const location = locationOf(found.to, request);
  if (!location) return null;
  const response = NextResponse.redirect(location, found.status);
  // Browsers keep a 301 for good unless told otherwise: an edited redirect reaches them in an hour.
  // A shared cache in front keeps it as long as a page (s-maxage) and is refreshed on each write
  // (lib/redirects/after-write.ts), so an edit is visible there at once, or within a minute.
  response.headers.set("cache-control", "public, max-age=3600, s-maxage=60");
  return response;
}

function locationOf(to: string, request: NextRequest): URL | null {
  const here = new URL(request.url);
  const url = new URL(to, here);
  // Stored targets were checked on write (lib/redirects/paths.ts); a path that resolves off-site
  // anyway (a row written by hand in SQL) is not followed.
  if (to.startsWith("/") && (url.origin !== here.origin || url.pathname.startsWith("//"))) {
    logEvent("error", "redirect target leaves the site; not followed", { to });
    return null;
  }
  if (!to.includes("?") && !to.includes("#") && request.nextUrl.search) {
    url.search = request.nextUrl.search;
  }
  return url;
}
