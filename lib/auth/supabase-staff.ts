import "server-only";

import type { User } from "@supabase/supabase-js";

import { env } from "@/lib/env";
import { isStaffRole } from "./permissions";
import { provisionStaffMember, staffMemberByEmail } from "./staff-members";
import type { StaffUser } from "./types";

/**
 * The staff account a Supabase user maps to, by e-mail: invited by an owner (activated at the first
 * sign-in), or provisioned the first time for a user who qualifies the old way (STAFF_EMAILS: an
 * owner; app_metadata.role "staff": app_metadata.staff_role, else editor; both set by an admin,
 * never user_metadata), and staff only while they still qualify. A disabled account, or a user
 * with neither, is not staff. Owners change roles in /admin/staff either way.
 */
export async function staffFromSupabaseUser(
  user: Pick<User, "id" | "email" | "app_metadata">,
): Promise<StaffUser | null> {
  const email = user.email?.toLowerCase();
  if (!email) return null;
  const listed = env.STAFF_EMAILS.includes(email);
  const qualifies = listed || user.app_metadata?.role === "staff";
  let member = await staffMemberByEmail(email);
  if (member?.provisioned && !qualifies) return null;
  if (!member) {
    if (!qualifies) return null;
    const asked = user.app_metadata?.staff_role;
    member = await provisionStaffMember(
      email,
      listed ? "owner" : isStaffRole(asked) ? asked : "editor",
    );
  }
  if (member.status === "disabled") return null;
  return { id: member.id, email, name: member.name, role: member.role, provider: "supabase" };
}
