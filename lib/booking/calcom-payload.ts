import { emailField } from "@/lib/leads/lead-schemas";
import * as z from "@/lib/zod";

/**
 * The part of a Cal.com webhook delivery we read (https://cal.com/docs/developing/guides/automation/webhooks):
 * the trigger, the booking's uid (a reschedule makes a new uid and names the old one in
 * rescheduleUid / fromReschedule), its times and the first attendee. Everything else is ignored;
 * text is cut to what a lead holds.
 */
export const CALCOM_TRIGGERS = [
  "BOOKING_CREATED",
  "BOOKING_RESCHEDULED",
  "BOOKING_CANCELLED",
] as const;

const uid = z.string().trim().min(1).max(200);
const cut = (max: number) =>
  z
    .string()
    .transform((v) =>
      v
        .replace(/\u0000/g, "")
        .trim()
        .slice(0, max),
    )
    .optional()
    .catch(undefined);
const instant = z.iso.datetime({ offset: true }).transform((v) => new Date(v));

export const calcomDeliverySchema = z.object({
  triggerEvent: z.enum(CALCOM_TRIGGERS),
  payload: z
    .object({
      uid,
      rescheduleUid: uid.optional().catch(undefined),
      fromReschedule: uid.optional().catch(undefined),
      title: cut(200),
      additionalNotes: cut(4000),
      startTime: instant,
      endTime: instant,
      attendees: z
        .array(
          z.object({
            name: z.string().transform((v) =>
              v
                .replace(/[\r\n\u0000]+/g, " ")
                .trim()
                .slice(0, 100),
            ),
            email: emailField,
            timeZone: z.string().max(64).optional().catch(undefined),
          }),
        )
        .min(1)
        .max(50),
      responses: z
        .object({
          attendeePhoneNumber: z
            .object({ value: cut(30) })
            .optional()
            .catch(undefined),
        })
        .optional()
        .catch(undefined),
    })
    .refine((p) => p.startTime < p.endTime, "The booking must end after it starts"),
});

export type CalcomDelivery = z.output<typeof calcomDeliverySchema>;
