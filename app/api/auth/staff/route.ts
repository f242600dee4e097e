import { getStaff } from "@/lib/auth";
import { can } from "@/lib/auth/permissions";

/**
 * Whether this visitor is signed in as staff, for the staff-only controls of cached pages (their
 * HTML is the same for everyone, so they ask here after load). The same check as every staff page
 * (getStaff: an auth outage reads as signed out), and which of those controls the role may use;
 * never cached anywhere.
 */
export async function GET() {
  const staff = await getStaff();
  const body = staff
    ? {
        staff: true,
        autoFetch: can(staff.role, "site.manage"),
        newPost: can(staff.role, "posts.draft"),
      }
    : { staff: false };
  return Response.json(body, { headers: { "Cache-Control": "no-store" } });
}
