"use server";

import { revalidatePath } from "next/cache";
import { redirect } from "next/navigation";

import { isForm, type ActionState } from "@/lib/action-state";
import { recordAudit } from "@/lib/audit/record";
import { staffAction } from "@/lib/auth/staff-action";
import type { StaffUser } from "@/lib/auth/types";
import { getDb } from "@/lib/db/client";
import { logEvent } from "@/lib/log/logger";
import { isUuid } from "@/lib/uuid";
import * as z from "@/lib/zod";
import { endpointFormSchema, type EndpointFormField } from "./endpoint-form-schema";
import {
  createEndpoint,
  deleteEndpoint,
  type EndpointValues,
  rotateSecret,
  setEndpointEnabled,
  updateEndpoint,
} from "./endpoints";
import { checkTarget, TargetRefused } from "./target";

export type EndpointActionState = ActionState<EndpointFormField> & {
  id?: string;
  values?: Partial<Record<EndpointFormField, string>>;
};

const PAGE = "/admin/webhooks";
const GONE = "This endpoint no longer exists.";
const endpointId = z.uuid(GONE);

/**
 * Adds an endpoint, or edits one (the form's `id`). The URL's host is resolved and refused unless
 * public (lib/webhooks/target.ts); the send checks again.
 */
export async function saveWebhookEndpoint(
  _prev: EndpointActionState,
  formData: FormData,
): Promise<EndpointActionState> {
  // A plain POST sends one `events` field per ticked box; the schema reads them as one list.
  // Anything but a form goes on as it came, for the wrapper to check the caller and refuse it.
  const form = isForm(formData) ? new FormData() : formData;
  if (isForm(formData)) {
    for (const [key, value] of formData) if (key !== "events") form.set(key, value);
    form.set(
      "events",
      formData
        .getAll("events")
        .filter((e) => typeof e === "string")
        .join(","),
    );
  }
  const save = staffAction(
    endpointFormSchema,
    async ({ id, ...values }, staff): Promise<EndpointActionState> => {
      try {
        await checkTarget(values.url);
      } catch (error) {
        if (!(error instanceof TargetRefused)) throw error;
        return { status: "error", message: error.message, fieldErrors: { url: error.message } };
      }
      try {
        return await store(id, values, staff);
      } catch (error) {
        logEvent("error", "webhook endpoint not saved", { error });
        return { status: "error", message: "The endpoint could not be saved. Please try again." };
      }
    },
    { may: "webhooks.manage", next: PAGE },
  );
  const result = await save(form);
  // A new endpoint opens on its own page (its secret, Send test), with or without JavaScript.
  if (result.status === "success" && isForm(form) && !form.get("id") && result.id) {
    redirect(`${PAGE}/${result.id}`);
  }
  return result.status === "error" && isForm(form)
    ? { ...result, values: keptValues(form) }
    : result;
}

/** What a refused form is refilled with (React empties a form after its action). */
const keptValues = (form: FormData) =>
  Object.fromEntries(
    ["name", "url", "format", "events"].map((k) => [k, String(form.get(k) ?? "")]),
  ) as Partial<Record<EndpointFormField, string>>;

/** Writes the endpoint and its audit row (the host only: a Slack URL's path is its credential). */
async function store(
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
  revalidatePath(PAGE);
  return { status: "success", message: `Saved “${values.name}”.`, id: saved };
}

/** A button's action on one endpoint: the id checked, the change made, an audit row written. */
function endpointButton(
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
        revalidatePath(PAGE);
        return { status: "success", message: audit.done(name) };
      } catch (error) {
        logEvent("error", "webhook endpoint change failed", { error, action: audit.action });
        return { status: "error", message: "The change could not be saved. Please try again." };
      }
    },
    { may: "webhooks.manage", next: PAGE, message: GONE },
  );
}

/** Deletes an endpoint and its delivery log; what is queued for it is never sent. */
export async function deleteWebhookEndpoint(id: string): Promise<ActionState> {
  return endpointButton(deleteEndpoint, {
    action: "webhook.deleted",
    done: (name) => `Deleted “${name}”.`,
  })(id);
}

export async function enableWebhookEndpoint(id: string): Promise<ActionState> {
  return endpointButton((db, id) => setEndpointEnabled(db, id, true), {
    action: "webhook.enabled",
    done: (name) => `“${name}” receives events again.`,
  })(id);
}

/** A disabled endpoint gets no new events; what was queued for it fails instead of being sent. */
export async function disableWebhookEndpoint(id: string): Promise<ActionState> {
  return endpointButton((db, id) => setEndpointEnabled(db, id, false), {
    action: "webhook.disabled",
    done: (name) => `“${name}” is disabled.`,
  })(id);
}

export async function rotateWebhookSecret(id: string): Promise<ActionState> {
  return endpointButton(rotateSecret, {
    action: "webhook.secret-rotated",
    done: () => "New secret made: give it to the receiver, the old one no longer signs.",
  })(id);
}
