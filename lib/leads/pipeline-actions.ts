"use server";

import { revalidatePath } from "next/cache";
import { after } from "next/server";

import type { ActionState } from "@/lib/action-state";
import { staffAction } from "@/lib/auth/staff-action";
import type { StaffUser } from "@/lib/auth/types";
import { getDb } from "@/lib/db/client";
import type { Db } from "@/lib/db/types";
import { deliverWebhooksDue } from "@/lib/webhooks/deliver";
import * as z from "@/lib/zod";
import {
  changeLeadStage,
  insertLeadNote,
  setLeadFollowUp,
  setLeadOwner,
  setLeadValue,
  type Actor,
  type PipelineResult,
} from "./pipeline";
import {
  followUpFormSchema,
  noteFormSchema,
  ownerFormSchema,
  stageFormSchema,
  valueFormSchema,
} from "./pipeline-schema";

/**
 * The pipeline's forms: plain `<form action>` posts (keyboard and no-JS alike) through
 * useActionState, each gated by `staffAction` (leads.manage) with its form's schema. The domain
 * writes the activity and audit rows; a refusal (stale stage, gone lead) comes back as a message.
 */

const LIST = "/admin/leads";

function answer(result: PipelineResult, id: string): ActionState {
  if (!result.ok)
    return {
      status: "error",
      message: result.message,
      fieldErrors: result.field ? { [result.field]: result.message } : undefined,
    };
  revalidatePath(LIST);
  revalidatePath(`${LIST}/${id}`);
  // The events a stage move queued go out after the response; what fails, the cron retries.
  const ids = result.webhookIds;
  if (ids.length)
    after(
      async () => void (await deliverWebhooksDue(await getDb(), { ids }).catch(() => undefined)),
    );
  return { status: "success", message: result.message };
}

const actor = (staff: StaffUser): Actor => ({ id: staff.id, email: staff.email, name: staff.name });

/** One action per form: parse, run the write as the signed-in staff member, answer. */
function pipelineAction<S extends z.ZodType<{ id: string }>>(
  schema: S,
  write: (db: Db, actor: Actor, input: z.output<S>) => Promise<PipelineResult>,
) {
  return staffAction(
    schema,
    async (input, staff): Promise<ActionState> =>
      answer(await write(await getDb(), actor(staff), input), input.id),
    { may: "leads.manage", next: LIST },
  );
}

/** The stage form (detail page and board cards): refused if the lead moved since it was shown. */
export async function moveLeadStage(_previous: unknown, form: unknown): Promise<ActionState> {
  return pipelineAction(stageFormSchema, (db, who, input) => changeLeadStage(db, who, input))(form);
}

export async function assignLeadOwner(_previous: unknown, form: unknown): Promise<ActionState> {
  return pipelineAction(ownerFormSchema, (db, who, { id, ownerId }) =>
    setLeadOwner(db, who, id, ownerId || null),
  )(form);
}

export async function saveLeadValue(_previous: unknown, form: unknown): Promise<ActionState> {
  return pipelineAction(valueFormSchema, (db, who, { id, value }) =>
    setLeadValue(db, who, id, value === "" ? null : value),
  )(form);
}

export async function saveLeadFollowUp(_previous: unknown, form: unknown): Promise<ActionState> {
  return pipelineAction(followUpFormSchema, (db, who, { id, followUpOn }) =>
    setLeadFollowUp(db, who, id, followUpOn || null),
  )(form);
}

export async function addLeadNote(_previous: unknown, form: unknown): Promise<ActionState> {
  return pipelineAction(noteFormSchema, (db, who, { id, body }) =>
    insertLeadNote(db, who, id, body),
  )(form);
}
