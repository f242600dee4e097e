"use server";

import { redirect } from "next/navigation";

import type { ActionState } from "@/lib/action-state";
import { recordDelete, recordSave } from "@/lib/audit/content";
import { recordAudit } from "@/lib/audit/record";
import { staffAction } from "@/lib/auth/staff-action";
import { getDb } from "@/lib/db/client";
import { logEvent } from "@/lib/log/logger";
import * as z from "@/lib/zod";
import {
  testimonialFormSchema,
  testimonialFormValues,
  type TestimonialFormField,
} from "./form-schema";
import { TestimonialReferenceGone } from "./repository";
import { publishTestimonial, removeTestimonial, saveTestimonial } from "./writes";

/** The form's answer; `values` refills it when it was posted without script. */
export type TestimonialActionState = ActionState<TestimonialFormField> & {
  values?: Record<string, unknown>;
};

const LIST = "/admin/testimonials";
const GONE = "This testimonial no longer exists.";
const idArg = z.union([z.literal(""), z.uuid(GONE)]);
const failure = (error: unknown, message: string) => {
  logEvent("error", message, { error });
  return { status: "error" as const, message };
};

/**
 * Creates (id "") or updates a testimonial: the form's action (bound to the id by the page), so it
 * works before hydration. A FormData is read as the form posts it; an object is taken as values.
 * Success goes back to the list.
 */
export async function saveTestimonialForm(
  id: unknown,
  _previous: TestimonialActionState,
  form: unknown,
): Promise<TestimonialActionState> {
  const parsedId = idArg.safeParse(id);
  if (!parsedId.success) return { status: "error", message: GONE };
  const posted = form instanceof FormData ? testimonialFormValues(form) : undefined;
  const save = staffAction(
    testimonialFormSchema,
    async (input, staff): Promise<TestimonialActionState> => {
      try {
        const row = await saveTestimonial(await getDb(), parsedId.data || null, input);
        if (!row) return { status: "error", message: GONE };
        await recordSave(staff, "testimonial", { ...row, label: row.personName });
        return { status: "success" };
      } catch (error) {
        if (!(error instanceof TestimonialReferenceGone)) {
          return failure(error, "The testimonial could not be saved.");
        }
        const message = "The chosen portrait or case study was deleted meanwhile; choose again.";
        return { status: "error", message, fieldErrors: { portraitMediaId: message } };
      }
    },
    { may: "content.manage", next: LIST },
  );
  const state = await save(posted ?? form);
  if (state.status === "success") redirect(LIST);
  return { ...state, values: posted };
}

const statusInput = z.object({ id: z.uuid(GONE), status: z.enum(["draft", "published"]) });

/**
 * The list's Publish / Unpublish buttons: forms bound to the id and the new status, so they work
 * before hydration. Done, it shows the list again; refused (a stale row, odd arguments), it
 * changes nothing.
 */
export async function setTestimonialStatus(id: unknown, status: unknown): Promise<void> {
  const set = staffAction(
    statusInput,
    async (input, staff): Promise<ActionState> => {
      try {
        const row = await publishTestimonial(await getDb(), input.id, input.status);
        if (!row) return { status: "error", message: GONE };
        await recordAudit({
          actor: staff,
          action: row.status === "published" ? "testimonial.published" : "testimonial.unpublished",
          target: { type: "testimonial", id: row.id, label: row.personName },
        });
        return { status: "success" };
      } catch (error) {
        return failure(error, "The testimonial could not be changed.");
      }
    },
    { may: "content.manage", next: LIST, message: GONE },
  );
  const state = await set({ id, status });
  if (state.status === "success") redirect(LIST);
}

export async function deleteTestimonial(id: unknown): Promise<ActionState> {
  const remove = staffAction(
    z.uuid(),
    async (uuid, staff): Promise<ActionState> => {
      try {
        const row = await removeTestimonial(await getDb(), uuid);
        if (!row) return { status: "error", message: GONE };
        await recordDelete(staff, "testimonial", { id: uuid, label: row.personName });
        return { status: "success", message: "Testimonial deleted." };
      } catch (error) {
        return failure(error, "The testimonial could not be deleted.");
      }
    },
    { may: "content.manage", next: LIST, message: GONE },
  );
  return remove(id);
}
