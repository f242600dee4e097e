import "server-only";

import { heardAboutLabel } from "@/lib/leads/heard-about";
import type { NewLead } from "@/lib/leads/types";
import type { Row } from "./layout";
import { render } from "./templates";

/** The team's notifications of a new lead (spec §7's calls to the agency); replies are in ./templates.ts. */

/** The lead a mail is about (lib/leads/types.ts). */
export type LeadDetails = Omit<NewLead, "kind">;

/**
 * Where the lead came from, as the form carried it: "Came from: /blogs/x via newsletter / q4",
 * and the visitor's own answer. No rows when the form sent none (no script, a direct visit).
 */
function sourceRows(lead: LeadDetails): Row[] {
  const via = [lead.utmSource ?? lead.referrerHost ?? lead.refParam, lead.utmCampaign]
    .filter(Boolean)
    .join(" / ");
  const cameFrom = [lead.landingPage, via && `via ${via}`].filter(Boolean).join(" ");
  const rows: Row[] = [];
  if (cameFrom) rows.push(["Came from", cameFrom]);
  if (lead.heardAbout) rows.push(["Heard about us", heardAboutLabel(lead.heardAbout)]);
  return rows;
}

/** Spec §7 call 1: booking → agency (from_name, from_email, phone, service, customization, message). */
export const bookingNotification = (lead: LeadDetails, serviceTitle: string, call?: string) =>
  render(
    // A booking with no service (one made in Cal.com) ends at the name, not at a colon.
    serviceTitle
      ? `New Service Booking from ${lead.name}: ${serviceTitle}`
      : `New Service Booking from ${lead.name}`,
    call
      ? `A new service booking came in, with a call: ${call}.`
      : "A new service booking came in.",
    [
      ...(call ? ([["Call", call]] as Row[]) : []),
      ["Name", lead.name],
      ["Email", lead.email],
      ["Phone", lead.phone],
      ["Service", serviceTitle],
      ["Customization", lead.customization || "No customization specified"],
      ["Message", lead.message],
      ...sourceRows(lead),
    ],
  );

/** Spec §7 call 2a, plus the phone the spec's version collected but dropped. */
export const contactNotification = (lead: LeadDetails) =>
  render(`New Contact Form Submission from ${lead.name}`, "A new message from the contact form.", [
    ["Name", lead.name],
    ["Email", lead.email],
    ["Phone", lead.phone],
    ["Message", lead.message],
    ...sourceRows(lead),
  ]);

/** An application for a job opening → the team (the link and the cover note as given). */
export const applicationNotification = (lead: LeadDetails) =>
  render(
    `New application from ${lead.name}: ${lead.appliedFor ?? ""}`,
    "A new application came in through the careers page.",
    [
      ["Applied for", lead.appliedFor ?? ""],
      ["Name", lead.name],
      ["Email", lead.email],
      ["Phone", lead.phone || "Not given"],
      ["Cover note and links", lead.message],
      ...sourceRows(lead),
    ],
  );
