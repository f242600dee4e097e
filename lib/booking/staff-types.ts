/**
 * What the staff side shows of a booked call (plain data: the week view, the pipeline). The
 * booking domain's own types are in ./types.ts.
 */
import type { Booking, BookingStatus } from "./types";

/** A booked call as the staff week view shows it. `name`: null for a role without leads.read. */
export type StaffCall = Pick<Booking, "id" | "leadId" | "startsAt" | "endsAt" | "source"> & {
  name: string | null;
  /** A cancelled call stays listed, marked. */
  status: BookingStatus;
};

/** A lead's call as the pipeline shows it, with the agency's zone to read its times in. */
export type LeadCall = Pick<StaffCall, "startsAt" | "endsAt" | "status"> & { timeZone: string };
