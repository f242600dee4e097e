"use server";

import { isForm, keptValues, type ActionState, type FormActionState } from "@/lib/action-state";
import { recordAudit } from "@/lib/audit/record";
import { staffAction } from "@/lib/auth/staff-action";
import { getDb } from "@/lib/db/client";
import { logEvent } from "@/lib/log/logger";
import * as z from "@/lib/zod";
import { afterRedirectWrite } from "./after-write";
import { allowedRedirectHosts, redirectSiteOrigin } from "./allowed-hosts";
import { redirectFormSchema, type RedirectFormField } from "./redirect-form-schema";
import {
  deleteRedirect as deleteRedirectRow,
  RedirectRefused,
  saveManualRedirect,
} from "./repository";

export type RedirectActionState = FormActionState<RedirectFormField>;

const FIELDS = ["id", "fromPath", "to", "status"] as const satisfies RedirectFormField[];

const PAGE = "/admin/redirects";

/** Adds a manual redirect, or edits one (the form's `id`). */
export async function saveRedirect(
  _prev: RedirectActionState,
  formData: FormData,
): Promise<RedirectActionState> {
  const save = staffAction(
    redirectFormSchema(allowedRedirectHosts(), redirectSiteOrigin()),
    async (values, staff): Promise<RedirectActionState> => {
      try {
        const row = await saveManualRedirect(await getDb(), {
          id: values.id || undefined,
          fromPath: values.fromPath,
          to: values.to,
          status: values.status === "308" ? 308 : 301,
        });
        if (!row) return { status: "error", message: "This redirect no longer exists." };
        await afterRedirectWrite([row.fromPath]);
        await recordAudit({
          actor: staff,
          action: "redirect.saved",
          target: { type: "redirect", id: row.id, label: row.fromPath },
          details: { to: row.to, status: row.status, created: !values.id },
        });
        return {
          status: "success",
          message: `${row.fromPath} now redirects to ${row.to}.`,
        };
      } catch (error) {
        if (error instanceof RedirectRefused) {
          return {
            status: "error",
            message: error.message,
            fieldErrors: { [error.field]: error.message },
          };
        }
        logEvent("error", "Failed to save redirect", { error });
        return { status: "error", message: "Failed to save redirect" };
      }
    },
    { may: "site.manage", next: PAGE },
  );
  const result = await save(formData);
  // Without JavaScript the page the server renders is the answer: a refused form is refilled.
  return result.status === "error" && isForm(formData)
    ? { ...result, values: keptValues(formData, FIELDS) }
    : result;
}

const redirectId = z.uuid("This redirect no longer exists.");

/** Deletes a redirect of either kind: its address then serves whatever lives there. */
export async function deleteRedirect(id: string): Promise<ActionState> {
  const remove = staffAction(
    redirectId,
    async (id, staff): Promise<ActionState> => {
      try {
        const fromPath = await deleteRedirectRow(await getDb(), id);
        if (!fromPath) return { status: "error", message: "This redirect no longer exists." };
        const target = { type: "redirect", id, label: fromPath };
        await recordAudit({ actor: staff, action: "redirect.deleted", target });
        await afterRedirectWrite([fromPath]);
        return { status: "success", message: `${fromPath} no longer redirects.` };
      } catch (error) {
        logEvent("error", "Failed to delete redirect", { error });
        return { status: "error", message: "Failed to delete redirect" };
      }
    },
    { may: "site.manage", next: PAGE, message: "This redirect no longer exists." },
  );
  return remove(id);
}
