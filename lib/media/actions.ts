"use server";

import type { ActionState } from "@/lib/action-state";
import { staffAction } from "@/lib/auth/staff-action";
import { invalidateMedia } from "@/lib/cache/tags";
import { getDb } from "@/lib/db/client";
import { logEvent } from "@/lib/log/logger";
import * as z from "@/lib/zod";
import { deleteUnusedMedia } from "./repository";
import { mediaStorage } from "./storage";

const mediaId = z.uuid();
const INVALID: ActionState = { status: "error", message: "No such image." };

/**
 * Deletes an upload no post uses: the row first (so no page can start showing it), then its
 * stored variants. An upload in use is refused with the reason; nothing is deleted.
 */
export async function deleteMedia(id: string): Promise<ActionState> {
  const run = staffAction(
    mediaId,
    async (id, staff): Promise<ActionState> => {
      const result = await deleteUnusedMedia(await getDb(), id);
      if (result === "missing") return INVALID;
      if (result === "in-use") {
        return {
          status: "error",
          message:
            "This image is used by a post or a case study. Remove it there first, then delete it.",
        };
      }
      invalidateMedia(id);
      try {
        await mediaStorage().delete(result.variants.map((v) => v.key));
      } catch (error) {
        // The row is gone, so nothing links the files any more; they are only dead bytes.
        logEvent("error", "media files not deleted", { error, id });
      }
      logEvent("info", "media deleted", { id, by: staff.email });
      return { status: "success", message: `Deleted “${result.originalName}”.` };
    },
    { next: "/admin/media", invalid: () => INVALID },
  );
  return run(id);
}
