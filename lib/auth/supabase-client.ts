import "server-only";

import { createServerClient } from "@supabase/ssr";
import WebSocket from "ws";

import { env, siteUrl } from "@/lib/env";

export const supabaseEnabled = Boolean(
  env.NEXT_PUBLIC_SUPABASE_URL && env.NEXT_PUBLIC_SUPABASE_ANON_KEY,
);

type CookieJar = {
  getAll(): { name: string; value: string }[];
  setAll(cookies: { name: string; value: string; options: object }[]): void;
};

/**
 * A per-request Supabase client over the given cookie jar. Node 20 has no global WebSocket, which
 * supabase-js's realtime client insists on at construction, so `ws` stands in (realtime is unused).
 */
export function supabaseServerClient(cookies: CookieJar) {
  return createServerClient(env.NEXT_PUBLIC_SUPABASE_URL!, env.NEXT_PUBLIC_SUPABASE_ANON_KEY!, {
    cookies,
    // Only the server reads the session (no browser Supabase client here), so script never needs it.
    cookieOptions: { httpOnly: true, sameSite: "lax", secure: siteUrl.startsWith("https://") },
    realtime: { transport: WebSocket as never },
    auth: { persistSession: true, autoRefreshToken: false, detectSessionInUrl: false },
  });
}
