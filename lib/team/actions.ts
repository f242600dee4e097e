"use server";

import { redirect } from "next/navigation";

import type { ActionState } from "@/lib/action-state";
import { recordDelete, recordSave } from "@/lib/audit/content";
import { staffAction } from "@/lib/auth/staff-action";
import { getDb } from "@/lib/db/client";
import { pgCode } from "@/lib/db/errors";
import { logEvent } from "@/lib/log/logger";
import * as z from "@/lib/zod";
import { teamFormSchema, toTeamMemberWrite, type TeamFormField } from "./form-schema";
import { moveMemberInOrder, removeMember, saveMember } from "./writes";

export type TeamActionState = ActionState<TeamFormField> & { values?: Record<string, string> };

const GONE = "This team member no longer exists.";
const memberId = z.union([z.literal(""), z.uuid(GONE)]);
const LIST = "/admin/team";

/** The posted values, to refill the form when it comes back with errors (also before hydration). */
const echo = (form: unknown) =>
  form instanceof FormData
    ? Object.fromEntries([...form].flatMap(([k, v]) => (typeof v === "string" ? [[k, v]] : [])))
    : undefined;

/**
 * Creates (id "") or updates a team member from the form: `id` is bound by the page, the form
 * is posted as it is (`<form action>`, so it works before hydration). Success goes back to the
 * list; refused input comes back with one message per field and the values typed.
 */
export async function saveTeamMember(
  id: unknown,
  _previous: TeamActionState,
  form: unknown,
): Promise<TeamActionState> {
  const parsedId = memberId.safeParse(id);
  if (!parsedId.success) return { status: "error", message: GONE };
  const save = staffAction(
    teamFormSchema,
    async (input, staff): Promise<TeamActionState> => {
      try {
        const row = await saveMember(
          await getDb(),
          parsedId.data || null,
          toTeamMemberWrite(input),
        );
        if (!row) return { status: "error", message: GONE };
        await recordSave(staff, "team-member", { ...row, label: row.name });
        return { status: "success" };
      } catch (error) {
        // The portrait was deleted from the library while the form was open.
        if (pgCode(error) === "23503") {
          return {
            status: "error",
            message: "Please fix the highlighted fields.",
            fieldErrors: { portraitMediaId: "This image is no longer in the library" },
            values: echo(form),
          };
        }
        logEvent("error", "team member not saved", { error });
        return {
          status: "error",
          message: "The team member could not be saved.",
          values: echo(form),
        };
      }
    },
    { may: "content.manage", next: LIST },
  );
  const result = await save(form);
  // redirect() throws: outside the try above, so it is not taken for a failure.
  if (result.status === "success") redirect(LIST);
  return { ...result, values: result.values ?? echo(form) };
}

export async function deleteTeamMember(id: unknown): Promise<ActionState> {
  const remove = staffAction(
    z.uuid(GONE),
    async (uuid, staff): Promise<ActionState> => {
      try {
        const deleted = await removeMember(await getDb(), uuid);
        if (!deleted) return { status: "error", message: GONE };
        await recordDelete(staff, "team-member", { id: uuid, label: deleted.name });
        return { status: "success", message: "Team member deleted." };
      } catch (error) {
        logEvent("error", "team member not deleted", { error });
        return { status: "error", message: "The team member could not be deleted." };
      }
    },
    { may: "content.manage", next: LIST, message: GONE },
  );
  return remove(id);
}

const moveSchema = z.object({
  id: z.uuid(GONE),
  direction: z.enum(["up", "down"], "Move up or down"),
});

/**
 * The list's up/down buttons: a plain form post (keyboard and no-JS alike), then the list again.
 * Refused input (not the form's) is answered quietly, where it was sent.
 */
export async function moveTeamMember(form: unknown): Promise<void> {
  const move = staffAction(
    moveSchema,
    async ({ id, direction }) => {
      await moveMemberInOrder(await getDb(), id, direction);
      return true;
    },
    { may: "content.manage", next: LIST, invalid: () => false },
  );
  if (await move(form)) redirect(LIST);
}
