import { getStaff } from "@/lib/auth";

/**
 * Whether this visitor is signed in as staff, for the staff-only controls of cached pages (their
 * HTML is the same for everyone, so they ask here after load). The same check as every staff page
 * (getStaff: an auth outage reads as signed out); never cached anywhere.
 */
export async function GET() {
  const staff = await getStaff();
  return Response.json({ staff: staff !== null }, { headers: { "Cache-Control": "no-store" } });
}
