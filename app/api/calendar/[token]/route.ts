import { openCalendarFeed } from "@/lib/follow-ups/feed";

/**
 * A staff member's follow-ups as an iCalendar feed that Google Calendar or Outlook subscribes to.
 * Public on purpose: the token in the address is the credential (lib/follow-ups/calendar.ts);
 * an unknown, rotated or turned-off one gets a bare 401.
 */
export async function GET(request: Request, { params }: RouteContext<"/api/calendar/[token]">) {
  const { token } = await params;
  return openCalendarFeed(token.replace(/\.ics$/, ""), request.headers);
}
