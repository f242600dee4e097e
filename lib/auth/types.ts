import type { StaffRole } from "./permissions";

/** A signed-in staff member, whichever backend vouched for them, with their account's role. */
export type StaffUser = {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  provider: "local" | "supabase";
};

/**
 * `second-factor`: the password was right, but the account has two-factor sign-in on. No session
 * yet; the backend left a short-lived ticket for the code step (lib/auth/two-factor-ticket.ts).
 */
type SignInResult =
  | { ok: true; user: StaffUser }
  | { ok: false; reason: "invalid" | "not-staff" | "unavailable" }
  | { ok: false; reason: "second-factor" };

/** The two sign-in backends (embedded local account, Supabase Auth) behind one shape. */
export interface AuthBackend {
  signIn(email: string, password: string): Promise<SignInResult>;
  currentStaff(): Promise<StaffUser | null>;
  /** Ends this browser's session. */
  signOut(): Promise<void>;
  /** Ends every session of the signed-in account, on every device. */
  signOutEverywhere(): Promise<void>;
}
