"use client";

import { Loader2Icon } from "lucide-react";
import { useEffect } from "react";
import { useWatch } from "react-hook-form";

import { deferredSchema } from "@/components/forms/schema-resolver";
import { SlotPicker } from "@/components/booking/slot-picker";
import { FormField } from "@/components/forms/form-field";
import { RequiredLabel } from "@/components/forms/required-label";
import { useHydrated } from "@/components/forms/use-hydrated";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { submitBooking } from "@/lib/leads/actions";
import type { BookingField, BookingValues } from "@/lib/leads/lead-schemas";
import { BookingConfirmation } from "./booking-confirmation";
import { LeadFormTail } from "./lead-form-tail";
import { ServiceSelect, type ServiceOption } from "./service-select";
import { useLeadForm } from "./use-lead-form";

// The shared zod schema, fetched when the form is first focused (see deferredSchema).
const schema = deferredSchema(() =>
  import("@/lib/leads/lead-schemas").then((m) => m.bookingSchema),
);
const REQUIRED = ["name", "email", "phone", "service", "message"] as const;
const FAILED = "Failed to send email. Please check your setup.";
const empty: BookingValues = {
  name: "",
  email: "",
  phone: "",
  service: "",
  customization: "",
  message: "",
};
const inputs = [
  { name: "name", label: "Full Name", type: "text", auto: "name", hint: "Your full name" },
  { name: "email", label: "Email Address", type: "email", auto: "email", hint: "you@company.com" },
  { name: "phone", label: "Phone Number", type: "tel", auto: "tel", hint: "+1 555 010 0000" },
] as const;

/**
 * Spec §2/§5 booking form, stored on the server. A success replaces the form with a lasting
 * confirmation of what was sent (no toast, no move away: the visitor reads it as long as they like).
 * A `<form action>` on the server action (use-lead-form.ts): without JavaScript the server renders
 * the refused form refilled, or the confirmation. `renderedAt`: the page's render time, the start
 * time a form posted without JavaScript sends (bot-fields.tsx).
 */
export function BookingForm({
  services,
  renderedAt,
}: {
  services: readonly ServiceOption[];
  renderedAt: number;
}) {
  // Before hydration the button is always enabled: a plain POST is judged by the server.
  const hydrated = useHydrated();
  const { form, pending, submit, formAction, state, served, values, restart } = useLeadForm({
    resolver: schema.resolver,
    empty,
    action: submitBooking,
    failed: FAILED,
    permalink: "/book-service",
  });
  const { errors } = form.formState;
  const required = useWatch({ control: form.control, name: REQUIRED });
  const complete = required.every((value) => (value ?? "").trim() !== "");

  // /book-service?service=ID preselects a service (read after mount, so the page stays static;
  // without JavaScript the select starts unselected).
  useEffect(() => {
    const id = new URLSearchParams(window.location.search).get("service");
    if (id && services.some((s) => s.id === id)) form.setValue("service", id);
  }, [form, services]);

  if (state.status === "success" && state.values) {
    const sent = { ...empty, ...state.values };
    const service = services.find((s) => s.id === sent.service);
    return (
      <BookingConfirmation
        sent={sent}
        serviceName={service?.name ?? sent.service}
        onAnother={restart}
      />
    );
  }

  const field = (name: BookingField) => form.register(name);
  return (
    <form
      action={formAction}
      onSubmit={submit}
      onFocus={schema.preload}
      noValidate
      aria-label="Book Your Service"
      aria-busy={pending}
      className="relative grid gap-5"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        {inputs.map((input) => (
          <FormField
            key={input.name}
            id={`booking-${input.name}`}
            label={<RequiredLabel>{input.label}</RequiredLabel>}
            error={errors[input.name]?.message}
          >
            {(aria) => (
              <Input
                {...aria}
                {...field(input.name)}
                defaultValue={values[input.name]}
                type={input.type}
                required
                autoComplete={input.auto}
                placeholder={input.hint}
              />
            )}
          </FormField>
        ))}
        <FormField
          id="booking-service"
          label={<RequiredLabel>Service</RequiredLabel>}
          error={errors.service?.message}
        >
          {(aria) => (
            <ServiceSelect
              {...aria}
              {...field("service")}
              services={services}
              defaultValue={values.service}
              required
            />
          )}
        </FormField>
      </div>
      <FormField
        id="booking-customization"
        label="Customization (Optional)"
        error={errors.customization?.message}
      >
        {(aria) => (
          <Input
            {...aria}
            {...field("customization")}
            defaultValue={values.customization}
            placeholder="Features or integrations you need"
          />
        )}
      </FormField>
      <SlotPicker error={errors.slot?.message} />
      <FormField
        id="booking-message"
        label={<RequiredLabel>Message</RequiredLabel>}
        error={errors.message?.message}
      >
        {(aria) => (
          <Textarea
            {...aria}
            {...field("message")}
            defaultValue={values.message}
            required
            rows={6}
            placeholder="Tell us about your project, goals and timeline..."
          />
        )}
      </FormField>
      <LeadFormTail
        idPrefix="booking"
        renderedAt={renderedAt}
        error={state === served && state.status === "error" ? state.message : null}
      />
      <div>
        <Button type="submit" disabled={hydrated && (!complete || pending)}>
          {pending && <Loader2Icon aria-hidden className="animate-spin" />}
          {pending ? "Submitting..." : "Book Service"}
        </Button>
      </div>
    </form>
  );
}
