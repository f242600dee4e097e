import "server-only";

import { eq } from "drizzle-orm";
import { isbot } from "isbot";

import { SECURE_SESSION_COOKIE, SESSION_COOKIE } from "@/lib/auth/session-cookie";
import { getDb } from "@/lib/db/client";
import { staffSettings } from "@/lib/db/staff-schema";
import { inNetworks } from "@/lib/http/networks";
import { clientIp } from "@/lib/request-ip";
import { isBlockedPath } from "./blocked-paths";

/** Why a beacon or goal was not recorded; null when it was. */
export type Skip = "blocked-path" | "bot" | "opted-out" | "staff" | "excluded-network";

// Supabase's session cookie (`sb-<project>-auth-token`, chunked as `.0`, `.1` when long).
const SUPABASE_SESSION = /^sb-[^=]+-auth-token(\.\d+)?$/;

/**
 * A staff session's cookie on the request: its presence is enough, checked without a database
 * read or a signature check, since a stranger who forges one only leaves their own visits out.
 */
export function hasStaffCookie(cookieHeader: string | null): boolean {
  if (!cookieHeader) return false;
  return cookieHeader.split(";").some((pair) => {
    const name = pair.split("=", 1)[0]!.trim();
    return name === SESSION_COOKIE || name === SECURE_SESSION_COOKIE || SUPABASE_SESSION.test(name);
  });
}

/** What the screening reads of a request: a Headers, or the fast path's view of Node's headers. */
export type HeaderSource = Pick<Headers, "get">;

/** Global Privacy Control or Do Not Track: the visitor asked not to be counted, so they are not. */
const optedOut = (headers: HeaderSource) =>
  headers.get("sec-gpc")?.trim() === "1" || headers.get("dnt")?.trim() === "1";

/**
 * isbot's verdict per user agent, the last BOT_CACHE_SIZE kept (least recently used out): its
 * pattern costs ~20 µs a call, and a site's visitors send a few hundred distinct user agents.
 */
const BOT_CACHE_SIZE = 1000;
const botVerdicts = new Map<string, boolean>();
function isBot(userAgent: string): boolean {
  const known = botVerdicts.get(userAgent);
  if (known !== undefined) {
    botVerdicts.delete(userAgent); // to the back: recently used
    botVerdicts.set(userAgent, known);
    return known;
  }
  const verdict = isbot(userAgent);
  botVerdicts.set(userAgent, verdict);
  if (botVerdicts.size > BOT_CACHE_SIZE) botVerdicts.delete(botVerdicts.keys().next().value!);
  return verdict;
}

const NETWORKS_TTL_MS = 30_000;
type NetworksCache = { until: number; matches: Promise<(ip: string) => boolean> };
// Per process, not per bundle: the server's fast path (fast-path.ts, loaded by instrumentation.ts)
// and the settings action live in different bundles, and a save must reach both.
const slot = globalThis as typeof globalThis & { __analyticsNetworks?: NetworksCache };

/** The owners' "don't count visits from" networks, re-read at most every 30 s per process. */
function excludedNetworks(): Promise<(ip: string) => boolean> {
  const cached = slot.__analyticsNetworks;
  if (cached && cached.until > Date.now()) return cached.matches;
  const matches = (async () => {
    const [row] = await (
      await getDb()
    )
      .select({ list: staffSettings.analyticsExcludedNetworks })
      .from(staffSettings)
      .where(eq(staffSettings.id, 1));
    return inNetworks(row?.list ?? []);
  })();
  slot.__analyticsNetworks = { until: Date.now() + NETWORKS_TTL_MS, matches };
  matches.catch(() => (slot.__analyticsNetworks = undefined));
  return matches;
}

/** After the settings change, this process reads the networks afresh (others within 30 s). */
export const forgetExcludedNetworks = () => {
  slot.__analyticsNetworks = undefined;
};

/**
 * Whether to record an event of `path` sent with these headers, and the visitor's address and
 * user agent when so. The cheap checks come first; the networks are a cached read.
 */
export async function screenRequest(
  path: string,
  headers: HeaderSource,
): Promise<{ skip: Skip } | { skip: null; ip: string; userAgent: string }> {
  if (isBlockedPath(path)) return { skip: "blocked-path" };
  const userAgent = (headers.get("user-agent") ?? "").slice(0, 512);
  if (!userAgent || isBot(userAgent)) return { skip: "bot" };
  if (optedOut(headers)) return { skip: "opted-out" };
  if (hasStaffCookie(headers.get("cookie"))) return { skip: "staff" };
  const ip = clientIp(headers);
  if ((await excludedNetworks())(ip)) return { skip: "excluded-network" };
  return { skip: null, ip, userAgent };
}
