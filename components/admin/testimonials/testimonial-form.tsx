"use client";

import { useActionState, useState, type FormEvent } from "react";

import { FormField } from "@/components/forms/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { fieldErrorsOf, idleState } from "@/lib/action-state";
import type { TestimonialActionState } from "@/lib/testimonials/actions";
import {
  TESTIMONIAL_LIMITS as LIMITS,
  testimonialFormSchema,
  testimonialFormValues,
  type TestimonialFormField,
  type TestimonialFormValues,
} from "@/lib/testimonials/form-schema";
import { PortraitField, type PortraitChoice } from "./portrait-field";

type Errors = Partial<Record<TestimonialFormField, string>>;
type Choice = { id: string; label: string };
const selectClass =
  "h-10 w-full rounded-md border border-input bg-background px-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive md:text-sm";

/**
 * Create and edit: a plain POST form whose action is the staff action (bound to the id by the
 * page), so it works before hydration. Once hydrated, the same schema checks the values first and
 * names each wrong field without a round trip; the action checks them again.
 */
export function TestimonialForm({
  action,
  defaults,
  portrait,
  caseStudies,
  services,
  submitLabel,
}: {
  action: (state: TestimonialActionState, form: FormData) => Promise<TestimonialActionState>;
  defaults: TestimonialFormValues;
  portrait: PortraitChoice | null;
  caseStudies: readonly Choice[];
  services: readonly Choice[];
  submitLabel: string;
}) {
  const [state, formAction, pending] = useActionState(action, idleState);
  const [checked, setChecked] = useState<Errors | null>(null);
  const errors: Errors = checked ?? state.fieldErrors ?? {};
  const values = { ...defaults, ...(state.values as Partial<TestimonialFormValues>) };
  const message = checked ? "Please fix the highlighted fields." : state.message;

  const check = (event: FormEvent<HTMLFormElement>) => {
    const parsed = testimonialFormSchema.safeParse(
      testimonialFormValues(new FormData(event.currentTarget)),
    );
    if (parsed.success) return setChecked(null);
    event.preventDefault();
    const found = fieldErrorsOf<TestimonialFormField>(parsed.error);
    setChecked(found);
    const first = Object.keys(found)[0];
    event.currentTarget.querySelector<HTMLElement>(`[name="${first}"]:not([type=hidden])`)?.focus();
  };

  return (
    <form action={formAction} onSubmit={check} noValidate className="grid gap-5">
      <FormField
        id="quote"
        label="Quote"
        hint={`What they said, up to ${LIMITS.quote} characters, without quotation marks.`}
        error={errors.quote}
      >
        {(aria) => <Textarea {...aria} name="quote" rows={5} defaultValue={values.quote} />}
      </FormField>
      <div className="grid gap-5 md:grid-cols-3">
        <FormField id="personName" label="Person’s name" error={errors.personName}>
          {(aria) => <Input {...aria} name="personName" defaultValue={values.personName} />}
        </FormField>
        <FormField id="personRole" label="Role (optional)" error={errors.personRole}>
          {(aria) => <Input {...aria} name="personRole" defaultValue={values.personRole} />}
        </FormField>
        <FormField id="company" label="Company (optional)" error={errors.company}>
          {(aria) => <Input {...aria} name="company" defaultValue={values.company} />}
        </FormField>
      </div>
      <PortraitField initial={portrait} error={errors.portraitMediaId} disabled={pending} />
      <FormField
        id="caseStudyId"
        label="Case study (optional)"
        hint="Its page shows this testimonial, and cards link to it while it is published."
        error={errors.caseStudyId}
      >
        {(aria) => (
          <select
            {...aria}
            name="caseStudyId"
            defaultValue={values.caseStudyId}
            className={selectClass}
          >
            <option value="">None</option>
            {caseStudies.map((c) => (
              <option key={c.id} value={c.id}>
                {c.label}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <fieldset className="grid gap-2 rounded-lg border p-4" aria-describedby="services-error">
        <legend className="px-1 text-sm font-medium">Shown on</legend>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" name="onHome" defaultChecked={values.onHome} className="size-4" />
          The home page
        </label>
        <div className="grid gap-2 sm:grid-cols-2">
          {services.map((s) => (
            <label key={s.id} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                name="services"
                value={s.id}
                defaultChecked={values.services.includes(s.id as never)}
                className="size-4"
              />
              The {s.label} page
            </label>
          ))}
        </div>
        <p id="services-error" aria-live="polite" className="text-sm text-destructive">
          {errors.services ?? errors.onHome}
        </p>
      </fieldset>
      <div className="grid gap-5 sm:grid-cols-2">
        <FormField id="status" label="Status" error={errors.status}>
          {(aria) => (
            <select {...aria} name="status" defaultValue={values.status} className={selectClass}>
              <option value="draft">Draft (only staff see it)</option>
              <option value="published">Published</option>
            </select>
          )}
        </FormField>
        <FormField
          id="sortOrder"
          label="Order"
          hint="Lower numbers come first."
          error={errors.sortOrder}
        >
          {(aria) => (
            <Input
              {...aria}
              name="sortOrder"
              type="number"
              inputMode="numeric"
              defaultValue={String(values.sortOrder)}
            />
          )}
        </FormField>
      </div>
      {message && (checked || state.status === "error") ? (
        <p role="alert" className="rounded-md bg-destructive/10 p-3 text-sm text-destructive">
          {message}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={pending}>
          {pending ? "Saving…" : submitLabel}
        </Button>
      </div>
    </form>
  );
}
