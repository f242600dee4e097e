import { headers } from "next/headers";

import { publicSlots } from "@/lib/booking/availability";
import { logEvent } from "@/lib/log/logger";

/**
 * The booking picker's free slots (components/booking/slot-picker.tsx): read at request time,
 * never frozen into the build, no cookie, no arguments. Start and end instants only; the picker
 * shows them in the visitor's zone.
 */
export async function GET() {
  await headers(); // request time: the slots change by the minute
  const noStore = { "cache-control": "no-store" };
  try {
    return Response.json({ slots: await publicSlots() }, { headers: noStore });
  } catch (error) {
    logEvent("error", "booking slots not read", { error });
    return Response.json(
      { error: "Times could not be loaded. Send your request and we will propose a time." },
      { status: 503, headers: noStore },
    );
  }
}
