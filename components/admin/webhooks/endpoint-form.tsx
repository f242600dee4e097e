"use client";

import { useActionState, useState } from "react";

import { FormField } from "@/components/forms/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { fieldErrorsOf } from "@/lib/action-state";
import { saveWebhookEndpoint } from "@/lib/webhooks/actions";
import type { EndpointActionState } from "@/lib/webhooks/endpoint-writes";
import {
  endpointFormSchema,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  WEBHOOK_FORMAT_LABELS,
  WEBHOOK_FORMATS,
  type EndpointFormField,
  type EndpointFormValues,
} from "@/lib/webhooks/endpoint-form-schema";

const FAILURE = "The endpoint could not be saved. Please try again.";

/** The form's fields as the schema reads them: the ticked events as one list. */
function fieldsOf(form: HTMLFormElement) {
  const data = new FormData(form);
  return { ...Object.fromEntries(data), events: data.getAll("events").join(",") };
}

/**
 * Add (empty `id`) or edit an endpoint. A plain POST form whose action is the server action, so
 * it works before hydration (a new endpoint opens on its own page); once hydrated, the shared
 * schema checks the fields first and the action again (and whether the address may be reached).
 */
export function EndpointForm({ defaultValues }: { defaultValues: EndpointFormValues }) {
  const [state, action, pending] = useActionState<EndpointActionState, FormData>(
    saveWebhookEndpoint,
    { status: "idle" },
  );
  const [checked, setChecked] = useState<Partial<Record<EndpointFormField, string>>>({});
  const errors = { ...state.fieldErrors, ...checked };
  // React empties a form after its action: a refused one is refilled from what the action kept.
  const values = { ...defaultValues, ...state.values };
  const events = values.events.split(",");
  const editing = defaultValues.id !== "";
  return (
    <form
      // A new key after each answer, so the refilled defaults are the ones shown.
      key={JSON.stringify(state)}
      action={action}
      noValidate
      onSubmit={(event) => {
        const parsed = endpointFormSchema.safeParse(fieldsOf(event.currentTarget));
        setChecked(parsed.success ? {} : fieldErrorsOf<EndpointFormField>(parsed.error));
        if (!parsed.success) event.preventDefault();
      }}
      className="grid gap-4 rounded-lg border bg-background p-4"
    >
      <input type="hidden" name="id" value={defaultValues.id} />
      <div className="grid gap-4 md:grid-cols-2">
        <FormField id="name" label="Name" error={errors.name}>
          {(aria) => <Input {...aria} name="name" defaultValue={values.name} maxLength={120} />}
        </FormField>
        <FormField id="format" label="Format" error={errors.format}>
          {(aria) => (
            <select
              {...aria}
              name="format"
              defaultValue={values.format}
              className="h-9 w-full rounded-md border bg-background px-3 text-sm"
            >
              {WEBHOOK_FORMATS.map((f) => (
                <option key={f} value={f}>
                  {WEBHOOK_FORMAT_LABELS[f]}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <FormField
        id="url"
        label="URL"
        error={errors.url}
        hint="https:// only; addresses on a private network or this server are refused"
      >
        {(aria) => <Input {...aria} name="url" defaultValue={values.url} spellCheck={false} />}
      </FormField>
      <fieldset className="grid gap-2" aria-describedby="events-error">
        <legend className="text-sm font-medium">Events</legend>
        {WEBHOOK_EVENTS.map((event) => (
          <label key={event} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              name="events"
              value={event}
              defaultChecked={events.includes(event)}
            />
            {WEBHOOK_EVENT_LABELS[event]} <code className="text-xs">{event}</code>
          </label>
        ))}
        <p id="events-error" aria-live="polite" className="text-sm text-destructive">
          {errors.events}
        </p>
      </fieldset>
      <p role="status" aria-live="polite" className="text-sm">
        {state.status === "success" && state.message}
        {state.status === "error" && !state.fieldErrors && (state.message || FAILURE)}
      </p>
      <div>
        <Button type="submit" disabled={pending}>
          {pending ? "Saving..." : editing ? "Save endpoint" : "Add endpoint"}
        </Button>
      </div>
    </form>
  );
}
