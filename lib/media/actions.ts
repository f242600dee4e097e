"use server";

import type { ActionState } from "@/lib/action-state";
import { can } from "@/lib/auth/permissions";
import { recordAudit } from "@/lib/audit/record";
import { staffAction } from "@/lib/auth/staff-action";
import { invalidateAfterMediaDelete } from "@/lib/cache/tags";
import { getDb } from "@/lib/db/client";
import { logEvent } from "@/lib/log/logger";
import * as z from "@/lib/zod";
import { mediaPath } from "./keys";
import { deleteUnusedMedia } from "./repository";
import { mediaStorage } from "./storage";

const mediaId = z.uuid();
const INVALID: ActionState = { status: "error", message: "No such image." };

/**
 * Deletes an upload no post uses: the row first (so no page can start showing it), then its
 * stored variants, then the cache in front is told to drop their addresses. An upload in use is
 * refused with the reason; nothing is deleted.
 */
export async function deleteMedia(id: string): Promise<ActionState> {
  const run = staffAction(
    mediaId,
    async (id, staff): Promise<ActionState> => {
      // Who may upload but not manage media (an author) deletes only their own uploads.
      const ownedBy = can(staff.role, "media.manage") ? undefined : staff.id;
      const result = await deleteUnusedMedia(await getDb(), id, ownedBy);
      if (result === "missing") return INVALID;
      if (result === "not-own") {
        return { status: "error", message: "You can delete only images you uploaded." };
      }
      if (result === "in-use") {
        return {
          status: "error",
          message:
            "This image is used by a post, a case study or a testimonial. Remove it there first, then delete it.",
        };
      }
      try {
        await mediaStorage().delete(result.variants.map((v) => v.key));
      } catch (error) {
        // The row is gone, so nothing links the files, but /media still serves them until they
        // are removed by hand: the error line names the id.
        logEvent("error", "media files not deleted", { error, id });
      }
      // After the files: /media serves from storage, so a refresh before would store the image.
      await invalidateAfterMediaDelete(
        id,
        result.variants.map((v) => mediaPath(id, v.width, v.format)),
      );
      logEvent("info", "media deleted", { id, by: staff.email });
      await recordAudit({
        actor: staff,
        action: "media.deleted",
        target: { type: "media", id, label: result.originalName },
      });
      return { status: "success", message: `Deleted “${result.originalName}”.` };
    },
    { may: "media.upload", next: "/admin/media", invalid: () => INVALID },
  );
  return run(id);
}
