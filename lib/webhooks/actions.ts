"use server";

import { redirect } from "next/navigation";

import { isForm, type ActionState } from "@/lib/action-state";
import { staffAction } from "@/lib/auth/staff-action";
import { logEvent } from "@/lib/log/logger";
import { endpointFormSchema, type EndpointFormField } from "./endpoint-form-schema";
import {
  endpointButton,
  type EndpointActionState,
  storeEndpoint,
  WEBHOOKS_PAGE as PAGE,
} from "./endpoint-writes";
import { deleteEndpoint, rotateSecret, setEndpointEnabled } from "./endpoints";
import { checkTarget, TargetRefused } from "./target";

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
        return await storeEndpoint(id, values, staff);
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
