"use client";

import { standardSchemaResolver } from "@hookform/resolvers/standard-schema";
import { useRouter } from "next/navigation";
import { useState, useTransition } from "react";
import { useForm, useWatch } from "react-hook-form";

import { FormField } from "@/components/forms/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { saveWebhookEndpoint, type EndpointActionState } from "@/lib/webhooks/actions";
import {
  endpointFormSchema,
  WEBHOOK_EVENT_LABELS,
  WEBHOOK_EVENTS,
  WEBHOOK_FORMAT_LABELS,
  WEBHOOK_FORMATS,
  type EndpointFormField,
  type EndpointFormOutput,
  type EndpointFormValues,
} from "@/lib/webhooks/endpoint-form-schema";

const FAILURE = "The endpoint could not be saved. Please try again.";

/** Add (empty `id`) or edit an endpoint; zod checks in the browser, the action again (and the address). */
export function EndpointForm({ defaultValues }: { defaultValues: EndpointFormValues }) {
  const router = useRouter();
  const [pending, startTransition] = useTransition();
  const [outcome, setOutcome] = useState<EndpointActionState>({ status: "idle" });
  const form = useForm<EndpointFormValues, unknown, EndpointFormOutput>({
    resolver: standardSchemaResolver(endpointFormSchema),
    defaultValues,
    mode: "onTouched",
  });
  const { errors } = form.formState;
  const editing = defaultValues.id !== "";
  const events = useWatch({ control: form.control, name: "events" }).split(",").filter(Boolean);
  const toggle = (event: string, on: boolean) => {
    const next = WEBHOOK_EVENTS.filter((e) => (e === event ? on : events.includes(e)));
    form.setValue("events", next.join(","), { shouldValidate: true });
  };

  const onSubmit = form.handleSubmit(() => {
    const data = new FormData();
    for (const [key, value] of Object.entries(form.getValues())) data.set(key, value ?? "");
    startTransition(async () => {
      let result: EndpointActionState;
      try {
        result = await saveWebhookEndpoint({ status: "idle" }, data);
      } catch {
        result = { status: "error", message: FAILURE };
      }
      for (const [field, message] of Object.entries(result.fieldErrors ?? {})) {
        form.setError(field as EndpointFormField, { message }, { shouldFocus: true });
      }
      setOutcome(result);
      if (result.status === "success" && !editing && result.id) {
        router.push(`/admin/webhooks/${result.id}`);
      } else if (result.status === "success") router.refresh();
    });
  });

  const busy = pending || form.formState.isSubmitting;
  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4 rounded-lg border bg-background p-4">
      <div className="grid gap-4 md:grid-cols-2">
        <FormField id="name" label="Name" error={errors.name?.message}>
          {(aria) => <Input {...aria} {...form.register("name")} disabled={busy} />}
        </FormField>
        <FormField id="format" label="Format" error={errors.format?.message}>
          {(aria) => (
            <select
              {...aria}
              {...form.register("format")}
              disabled={busy}
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
        error={errors.url?.message}
        hint="https:// only; addresses on a private network or this server are refused"
      >
        {(aria) => <Input {...aria} {...form.register("url")} disabled={busy} spellCheck={false} />}
      </FormField>
      <fieldset className="grid gap-2" aria-describedby="events-error">
        <legend className="text-sm font-medium">Events</legend>
        {WEBHOOK_EVENTS.map((event) => (
          <label key={event} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              checked={events.includes(event)}
              disabled={busy}
              onChange={(e) => toggle(event, e.currentTarget.checked)}
            />
            {WEBHOOK_EVENT_LABELS[event]} <code className="text-xs">{event}</code>
          </label>
        ))}
        <p id="events-error" aria-live="polite" className="text-sm text-destructive">
          {errors.events?.message}
        </p>
      </fieldset>
      <p role="status" aria-live="polite" className="text-sm">
        {outcome.status === "success" && outcome.message}
        {outcome.status === "error" && !outcome.fieldErrors && (outcome.message || FAILURE)}
      </p>
      <div>
        <Button type="submit" disabled={busy}>
          {busy ? "Saving..." : editing ? "Save endpoint" : "Add endpoint"}
        </Button>
      </div>
    </form>
  );
}
