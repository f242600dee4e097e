import { LEAD_KINDS, LEAD_STATUSES } from "@/lib/db/enums";
import * as z from "@/lib/zod";

/**
 * The pipeline forms' one set of schemas, read by the server actions (lib/leads/pipeline-actions.ts)
 * and by the forms that post them. Every field arrives as a FormData string.
 */

export const STAGE_LABELS: Record<(typeof LEAD_STATUSES)[number], string> = {
  new: "New",
  contacted: "Contacted",
  qualified: "Qualified",
  proposal: "Proposal",
  won: "Won",
  lost: "Lost",
};

/** Won and lost close a lead: it leaves the follow-up views. */
export const CLOSED_STAGES = ["won", "lost"] as const;

const GONE = "This lead no longer exists.";
const leadId = z.uuid(GONE);
const stage = z.enum(LEAD_STATUSES, "Choose a stage");

/**
 * A stage move. `from` is the stage the form was showing: a lead someone else moved meanwhile is
 * refused rather than moved twice. Lost needs a reason (kept on the lead and in the timeline).
 */
export const stageFormSchema = z
  .object({
    id: leadId,
    from: stage,
    to: stage,
    lostReason: z.string().trim().max(500, "Keep the reason under 500 characters"),
  })
  .refine((v) => v.to !== "lost" || v.lostReason.length > 0, {
    path: ["lostReason"],
    message: "A lost lead needs a reason: say why in the lost reason field on its page",
  });

/** "" means nobody. */
export const ownerFormSchema = z.object({
  id: leadId,
  ownerId: z.union([z.literal(""), z.uuid("Choose a staff member")]),
});

/** Whole units of the agency's currency; "" clears it. */
export const valueFormSchema = z.object({
  id: leadId,
  value: z.union([
    z.literal(""),
    z.coerce
      .number("Enter a whole number")
      .int("Enter a whole number")
      .min(0, "The value cannot be negative")
      .max(1_000_000_000, "Enter at most 1,000,000,000"),
  ]),
});

const isDay = (s: string) => {
  const time = Date.parse(`${s}T00:00:00Z`);
  // Date.parse rolls "2026-02-30" over into March: the day must read back the same.
  return (
    /^\d{4}-\d{2}-\d{2}$/.test(s) &&
    !Number.isNaN(time) &&
    new Date(time).toISOString().startsWith(s)
  );
};

/** A day (YYYY-MM-DD, what <input type="date"> posts); "" clears it. */
export const followUpFormSchema = z.object({
  id: leadId,
  followUpOn: z.union([z.literal(""), z.string().refine(isDay, "Enter a date")]),
});

export const noteFormSchema = z.object({
  id: leadId,
  body: z.string().trim().min(1, "Write a note").max(5000, "Keep the note under 5,000 characters"),
});

export type StageForm = z.output<typeof stageFormSchema>;
export { isDay, LEAD_KINDS, LEAD_STATUSES };
