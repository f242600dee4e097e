"use server";

import type { ActionState } from "@/lib/action-state";
import { getDb } from "@/lib/db/client";
import { recordDelete, recordSave } from "@/lib/audit/content";
import { staffAction } from "@/lib/auth/staff-action";
import { logEvent } from "@/lib/log/logger";
import * as z from "@/lib/zod";
import { findWorkById, WorkSlugTaken } from "./admin-repository";
import { toCaseStudyWrite, workFormSchema, type WorkFormField } from "./form-schema";
import { createWorkPreviewUrl } from "./preview";
import { removeWork, saveWork } from "./writes";

export type WorkActionState = ActionState<WorkFormField> & {
  id?: string;
  slug?: string;
  published?: boolean;
};

const failure = (error: unknown, message: string): WorkActionState => {
  logEvent("error", message, { error });
  return { status: "error", message };
};
const caseStudyId = z.union([z.literal(""), z.uuid("This case study no longer exists.")]);

/**
 * Creates (id "") or updates a case study from the form's values (an object, validated by the
 * same schema as the form). A new slug on update keeps the old address as a 301.
 */
export async function saveCaseStudy(id: unknown, values: unknown): Promise<WorkActionState> {
  const parsedId = caseStudyId.safeParse(id);
  if (!parsedId.success) return { status: "error", message: "This case study no longer exists." };
  const save = staffAction(
    workFormSchema,
    async (input, staff): Promise<WorkActionState> => {
      try {
        const db = await getDb();
        const write = toCaseStudyWrite(input);
        const row = await saveWork(db, parsedId.data || null, write);
        if (!row) return { status: "error", message: "This case study no longer exists." };
        await recordSave(staff, "case-study", { ...row, label: row.title });
        return {
          status: "success",
          message: parsedId.data ? "Case study saved." : "Case study created.",
          id: row.id,
          slug: row.slug,
          published: row.status === "published",
        };
      } catch (error) {
        if (error instanceof WorkSlugTaken) {
          return {
            status: "error",
            message: "Please fix the highlighted fields.",
            fieldErrors: { slug: "Another case study or page already has this address" },
          };
        }
        return failure(error, "The case study could not be saved.");
      }
    },
    { may: "content.manage", next: "/admin/work" },
  );
  return save(values);
}

export async function deleteCaseStudy(id: unknown): Promise<ActionState> {
  const remove = staffAction(
    z.uuid(),
    async (uuid, staff): Promise<ActionState> => {
      try {
        const deleted = await removeWork(await getDb(), uuid);
        if (!deleted) return { status: "error", message: "This case study no longer exists." };
        await recordDelete(staff, "case-study", { id: uuid, label: deleted.slug });
        return { status: "success", message: "Case study deleted." };
      } catch (error) {
        return failure(error, "The case study could not be deleted.");
      }
    },
    { may: "content.manage", next: "/admin/work", message: "This case study no longer exists." },
  );
  return remove(id);
}

export type WorkPreviewState = ActionState<WorkFormField> & { url?: string };

/**
 * The form's current (unsaved) values → a signed, expiring link to the case study as the public
 * page would show them. `id` is the case study being edited ("" when creating); the values are
 * validated by the form's schema like a save, so bad input gets field messages.
 */
export async function previewCaseStudy(id: unknown, values: unknown): Promise<WorkPreviewState> {
  const parsedId = caseStudyId.safeParse(id);
  if (!parsedId.success) return { status: "error", message: "This case study no longer exists." };
  const preview = staffAction(
    workFormSchema,
    async (input): Promise<WorkPreviewState> => {
      try {
        const id = parsedId.data || null;
        if (id && !(await findWorkById(await getDb(), id))) {
          return { status: "error", message: "This case study no longer exists." };
        }
        return { status: "success", url: await createWorkPreviewUrl(id, toCaseStudyWrite(input)) };
      } catch (error) {
        return failure(error, "The preview could not be made.");
      }
    },
    { may: "content.manage", next: "/admin/work" },
  );
  return preview(values);
}
