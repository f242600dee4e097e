import "server-only";

import { revalidatePath } from "next/cache";

import type { ActionState } from "@/lib/action-state";
import { recordAudit } from "@/lib/audit/record";
import { staffAction } from "@/lib/auth/staff-action";
import type { StaffUser } from "@/lib/auth/types";
import { getDb } from "@/lib/db/client";
import { logEvent } from "@/lib/log/logger";
import { isUuid } from "@/lib/uuid";
import * as z from "@/lib/zod";
import type { EndpointFormField } from "./endpoint-form-schema";
import { createEndpoint, type EndpointValues, updateEndpoint } from "./endpoints";

/** The webhook actions' pieces (actions.ts holds only the exported server actions). */

export type EndpointActionState = ActionState<EndpointFormField> & {
  id?: string;
  values?: Partial<Record<EndpointFormField, string>>;
};

export const WEBHOOKS_PAGE = "/admin/webhooks";
const GONE = "This endpoint no longer exists.";
const endpointId = z.uuid(GONE);

/** Writes the endpoint and its audit row (the host only: a Slack URL's path is its credential). */
export async function storeEndpoint(
  id: string,
  values: EndpointValues,
  staff: StaffUser,
): Promise<EndpointActionState> {
  const db = await getDb();
  const saved = id
    ? (await updateEndpoint(db, id, values)) && id
    : await createEndpoint(db, values, isUuid(staff.id) ? staff.id : null);
  if (!saved) return { status: "error", message: GONE };
  await recordAudit({
    actor: staff,
    action: "webhook.saved",
    target: { type: "webhook", id: saved, label: values.name },
    details: {
      host: new URL(values.url).host,
      format: values.format,
      events: values.events,
      created: !id,
    },
  });
  revalidatePath(WEBHOOKS_PAGE);
  return { status: "success", message: `Saved “${values.name}”.`, id: saved };
}

/** A button's action on one endpoint: the id checked, the change made, an audit row written. */
export function endpointButton(
  run: (db: Awaited<ReturnType<typeof getDb>>, id: string) => Promise<string | null>,
  audit: {
    action: "webhook.deleted" | "webhook.enabled" | "webhook.disabled" | "webhook.secret-rotated";
    done: (name: string) => string;
  },
) {
  return staffAction(
    endpointId,
    async (id, staff): Promise<ActionState> => {
      try {
        const name = await run(await getDb(), id);
        if (name === null) return { status: "error", message: GONE };
        await recordAudit({
          actor: staff,
          action: audit.action,
          target: { type: "webhook", id, label: name },
        });
        revalidatePath(WEBHOOKS_PAGE);
        return { status: "success", message: audit.done(name) };
      } catch (error) {
        logEvent("error", "webhook endpoint change failed", { error, action: audit.action });
        return { status: "error", message: "The change could not be saved. Please try again." };
      }
    },
    { may: "webhooks.manage", next: WEBHOOKS_PAGE, message: GONE },
  );
}
