import "server-only";

import { NextResponse, type NextRequest } from "next/server";

import { logEvent } from "@/lib/log/logger";
import type { Continue } from "@/lib/proxy/continue";
import { localStaffFromToken } from "./local-backend";
import { sessionCookie } from "./session-cookie";
import { pagePermission } from "./access";
import { can } from "./permissions";
import { supabaseEnabled, supabaseServerClient } from "./supabase-client";
import { staffFromSupabaseUser } from "./supabase-staff";
import type { StaffUser } from "./types";

const LOGIN = "/admin/login";
/**
 * Admin addresses open to strangers besides the login: a staff member who forgot their password,
 * and the pages an e-mailed link opens (lib/staff/). They check their link themselves.
 */
const PUBLIC = /^\/admin\/(forgot|welcome\/[^/]+|reset\/[^/]+)\/?$/;
const isPublicAdminPath = (pathname: string) => PUBLIC.test(pathname);
/** The sign-in's second step (two-factor): public like the login, which it continues. */
const SIGN_IN_PAGES = new Set([LOGIN, "/admin/login/code"]);

/**
 * First line of the staff gate. Supabase mode: refreshes the session (rotated cookies are written
 * onto the response, as @supabase/ssr requires) and asks the auth server who this is. Local mode:
 * checks the signed session cookie of the request's protocol (lib/auth/session-cookie.ts) and asks
 * the database whether its session is still open (lib/auth/staff-sessions.ts). Strangers are
 * redirected to the login with a `next` back; staff whose role may not open the page to the
 * dashboard, which says so. Pages, actions and route
 * handlers check again with requireStaff().
 */
export async function gateAdmin(
  request: NextRequest,
  next: Continue = () => NextResponse.next({ request }),
): Promise<NextResponse> {
  const { pathname, search } = request.nextUrl;
  const response = next();
  response.headers.set("x-robots-tag", "noindex, nofollow");
  response.headers.set("cache-control", "private, no-store");
  if (isPublicAdminPath(pathname)) return response;
  const staff = supabaseEnabled
    ? await supabaseStaff(request, response)
    : await localStaff(request.cookies.get(sessionCookie(request.headers).name)?.value);
  // A stranger's fetch of an admin page, and any fetch of the login page, gets nothing: no content
  // and no redirect. They are the router's (the proxy cannot tell a prefetch from a navigation:
  // Next strips its router headers before the proxy runs). A prefetch in flight after a sign-out
  // would follow a redirect and ask the login page for an admin segment it does not have (a 404
  // for nothing); a navigation answered without a router payload becomes a full page load, which
  // this gate then redirects to the login as a document.
  const routerFetch = request.method === "GET" && request.headers.get("sec-fetch-dest") === "empty";
  if (routerFetch && (!staff || SIGN_IN_PAGES.has(pathname))) {
    const empty = new NextResponse(null, {
      status: 204,
      headers: { "x-robots-tag": "noindex, nofollow", "cache-control": "private, no-store" },
    });
    for (const cookie of response.cookies.getAll()) empty.cookies.set(cookie);
    return empty;
  }
  if (SIGN_IN_PAGES.has(pathname)) {
    return staff ? NextResponse.redirect(new URL("/admin", request.url)) : response;
  }
  if (staff) {
    // An address with no rule passes here: it is a 404, or a page whose requireStaff refuses.
    const permission = pagePermission(pathname);
    if (!permission || can(staff.role, permission)) return response;
    const home = new URL("/admin", request.url);
    home.searchParams.set("denied", pathname);
    const denied = NextResponse.redirect(home);
    for (const cookie of response.cookies.getAll()) denied.cookies.set(cookie);
    return denied;
  }
  const login = new URL(LOGIN, request.url);
  login.searchParams.set("next", `${pathname}${search}`);
  const redirect = NextResponse.redirect(login);
  for (const cookie of response.cookies.getAll()) redirect.cookies.set(cookie);
  return redirect;
}

/** A session that cannot be checked (the database is down) is no session: the gate stays shut. */
async function localStaff(token: string | undefined): Promise<StaffUser | null> {
  if (!token) return null;
  try {
    return await localStaffFromToken(token);
  } catch (error) {
    logEvent("error", "staff session check failed", { error });
    return null;
  }
}

async function supabaseStaff(
  request: NextRequest,
  response: NextResponse,
): Promise<StaffUser | null> {
  const supabase = supabaseServerClient({
    getAll: () => request.cookies.getAll(),
    setAll(list) {
      for (const { name, value, options } of list) {
        request.cookies.set(name, value);
        response.cookies.set(name, value, options);
      }
    },
  });
  try {
    const { data } = await supabase.auth.getUser();
    return data.user ? await staffFromSupabaseUser(data.user) : null;
  } catch {
    return null;
  }
}
