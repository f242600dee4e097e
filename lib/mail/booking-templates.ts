import "server-only";

import { BRAND_NAME } from "@/content/site";
import { render } from "./templates";

/**
 * The mails a visitor's own changes to a booked call send (lib/booking/manage.ts), each with the
 * updated invite attached. Like the confirmation they go to an address nobody verified, so they
 * say only the time, never anything the visitor wrote.
 */
export const callMoved = (when: string, manageUrl: string) =>
  render(
    `Your call with ${BRAND_NAME} moved to ${when}`,
    `Your call with ${BRAND_NAME} is now on ${when}. The updated invite is attached.`,
    [["New time", when]],
    "",
    [["Cancel or reschedule", manageUrl]],
  );

export const callCancelled = (when: string) =>
  render(
    `Your call with ${BRAND_NAME} is cancelled`,
    `Your call with ${BRAND_NAME} on ${when} is cancelled; the attached update removes it from your calendar. Book a new time on our site whenever you like.`,
    [["Cancelled", when]],
  );

/** To staff: which booking changed and how (the lead's page has the rest). */
export const callChangedForStaff = (what: "moved" | "cancelled", when: string, leadUrl: string) =>
  render(
    what === "moved" ? `Booked call moved to ${when}` : `Booked call cancelled (${when})`,
    what === "moved"
      ? `The visitor moved their call to ${when}.`
      : `The visitor cancelled their call on ${when}; the slot is free again.`,
    [["Call", when]],
    "",
    [["Open the lead", leadUrl]],
  );
