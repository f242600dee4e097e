import "server-only";

import { cookies } from "next/headers";

import { markSignedIn } from "./staff-members";
import { supabaseServerClient } from "./supabase-client";
import { staffFromSupabaseUser } from "./supabase-staff";
import type { AuthBackend } from "./types";

type CookieWrite = { name: string; value: string; options: object };

/** `held`: cookie writes are collected there instead of set (see signIn). */
async function client(held?: CookieWrite[]) {
  const jar = await cookies();
  return supabaseServerClient({
    getAll: () => jar.getAll(),
    setAll(list) {
      if (held) return void held.push(...list);
      try {
        for (const c of list) jar.set(c.name, c.value, c.options);
      } catch {
        // Server Components cannot set cookies; proxy.ts refreshes the session on every request.
      }
    },
  });
}

export const supabaseBackend: AuthBackend = {
  async signIn(email, password) {
    // Fix: the session cookies are held back until the user is known to be staff. Written at
    // once, a refused user kept a live session cookie whenever GoTrue failed the signOut below
    // (supabase-js keeps the session when /logout errors). The client reads its own pending writes.
    const held: CookieWrite[] = [];
    const supabase = await client(held);
    const { data, error } = await supabase.auth.signInWithPassword({
      email: email.trim(),
      password,
    });
    if (error || !data.user) {
      const status = (error as { status?: number } | null)?.status ?? 0;
      return { ok: false, reason: status >= 500 || status === 0 ? "unavailable" : "invalid" };
    }
    const staff = await staffFromSupabaseUser(data.user);
    if (!staff) {
      await supabase.auth.signOut(); // ends the session at GoTrue; its cookies were never set
      return { ok: false, reason: "not-staff" };
    }
    const jar = await cookies();
    for (const c of held) jar.set(c.name, c.value, c.options);
    await markSignedIn(staff.id);
    return { ok: true, user: staff };
  },
  async currentStaff() {
    // getUser() asks the auth server, so a revoked or forged token is refused (getSession() would
    // trust the cookie's contents).
    const { data } = await (await client()).auth.getUser();
    return data.user ? staffFromSupabaseUser(data.user) : null;
  },
  async signOut() {
    await (await client()).auth.signOut();
  },
  async signOutEverywhere() {
    // GoTrue revokes every refresh token of the user; access tokens lapse within their hour.
    await (await client()).auth.signOut({ scope: "global" });
  },
};
