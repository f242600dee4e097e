"use server";

import { headers } from "next/headers";

import type { ActionState } from "@/lib/action-state";
import { recordAudit } from "@/lib/audit/record";
import { staffAction } from "@/lib/auth/staff-action";
import type { StaffUser } from "@/lib/auth/types";
import { getDb } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import { logEvent } from "@/lib/log/logger";
import { clientIp } from "@/lib/request-ip";
import * as z from "@/lib/zod";
import { calendarUrl, hasCalendarToken, issueCalendarToken, revokeCalendarToken } from "./calendar";

/**
 * `url`: the new address, in clear this once (only its hash is kept); `on`: an address works;
 * `at`: when this answer was made (the section shows the newer of its two forms' answers).
 */
export type CalendarState = ActionState & { url?: string; on?: boolean; at?: number };

const options = { may: "leads.read", next: "/admin/account" } as const;
const failed = (): CalendarState => ({
  status: "error",
  message: "The calendar address could not be changed. Please try again.",
  at: Date.now(),
});

// The audit row names the account and nothing else: no lead, no token.
const auditEntry = async (
  staff: StaffUser,
  action: "calendar.created" | "calendar.rotated" | "calendar.turned-off",
) => ({
  actor: { id: staff.id, email: staff.email },
  action,
  target: { type: "staff", id: staff.id },
  ip: clientIp(await headers()),
});

/** A new follow-up calendar address for the signed-in staff member; an earlier one stops working. */
export async function createFollowUpCalendar(
  _prev: CalendarState,
  form: FormData,
): Promise<CalendarState> {
  return staffAction(
    z.object({}),
    async (_input, staff): Promise<CalendarState> => {
      try {
        const db = await getDb();
        const rotated = await hasCalendarToken(db, staff.id);
        const entry = await auditEntry(staff, rotated ? "calendar.rotated" : "calendar.created");
        const token = await transaction(db, async (tx) => {
          const made = await issueCalendarToken(tx, staff.id);
          await recordAudit(entry, tx);
          return made;
        });
        return {
          status: "success",
          message: rotated
            ? "New address made. The old one no longer works: update your calendar app."
            : "Your calendar address is ready.",
          url: calendarUrl(token),
          on: true,
          at: Date.now(),
        };
      } catch (error) {
        logEvent("error", "follow-up calendar not created", { error });
        return failed();
      }
    },
    options,
  )(form);
}

/** Turns the address off: calendar apps subscribed to it get a 401 from now on. */
export async function turnOffFollowUpCalendar(
  _prev: CalendarState,
  form: FormData,
): Promise<CalendarState> {
  return staffAction(
    z.object({}),
    async (_input, staff): Promise<CalendarState> => {
      try {
        const entry = await auditEntry(staff, "calendar.turned-off");
        const was = await transaction(await getDb(), async (tx) => {
          const on = await revokeCalendarToken(tx, staff.id);
          if (on) await recordAudit(entry, tx);
          return on;
        });
        return {
          status: "success",
          message: was ? "Calendar address turned off." : "It was already off.",
          on: false,
          at: Date.now(),
        };
      } catch (error) {
        logEvent("error", "follow-up calendar not turned off", { error });
        return failed();
      }
    },
    options,
  )(form);
}
