"use client";

import type { UseFormReturn } from "react-hook-form";

import { FormField } from "@/components/forms/form-field";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import type { WorkFormValues } from "@/lib/work/form-schema";

const selectClass =
  "h-10 w-full rounded-md border border-input bg-background px-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive md:text-sm";

/** Technologies, testimonial, live URL, and publishing: status, featured, sort order. */
export function WorkMetaFields({
  form,
  busy,
}: {
  form: UseFormReturn<WorkFormValues>;
  busy: boolean;
}) {
  const { errors } = form.formState;
  const field = (name: keyof WorkFormValues) => ({ ...form.register(name), disabled: busy });
  return (
    <>
      <FormField
        id="technologies"
        label="Technologies (comma separated)"
        error={errors.technologies?.message}
      >
        {(aria) => <Input {...aria} {...field("technologies")} placeholder="Next.js, PostgreSQL" />}
      </FormField>
      <fieldset className="grid gap-4 rounded-lg border p-4">
        <legend className="px-1 text-sm font-medium">Testimonial (optional)</legend>
        <FormField id="testimonialQuote" label="Quote" error={errors.testimonialQuote?.message}>
          {(aria) => <Textarea {...aria} {...field("testimonialQuote")} rows={3} />}
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="testimonialName" label="Name" error={errors.testimonialName?.message}>
            {(aria) => <Input {...aria} {...field("testimonialName")} />}
          </FormField>
          <FormField id="testimonialRole" label="Role" error={errors.testimonialRole?.message}>
            {(aria) => <Input {...aria} {...field("testimonialRole")} />}
          </FormField>
        </div>
      </fieldset>
      <FormField id="liveUrl" label="Live URL (optional)" error={errors.liveUrl?.message}>
        {(aria) => (
          <Input {...aria} {...field("liveUrl")} inputMode="url" placeholder="https://…" />
        )}
      </FormField>
      <fieldset className="grid gap-5 rounded-lg border p-4 sm:grid-cols-3">
        <legend className="px-1 text-sm font-medium">Publishing</legend>
        <FormField id="status" label="Status" error={errors.status?.message}>
          {(aria) => (
            <select {...aria} {...field("status")} className={selectClass}>
              <option value="draft">Draft (only staff see it)</option>
              <option value="published">Published</option>
            </select>
          )}
        </FormField>
        <FormField
          id="sortOrder"
          label="Sort order (lower first)"
          error={errors.sortOrder?.message}
        >
          {(aria) => (
            <Input
              {...aria}
              type="number"
              step={1}
              {...form.register("sortOrder", { valueAsNumber: true })}
              disabled={busy}
            />
          )}
        </FormField>
        <label className="flex items-center gap-2 self-end pb-2 text-sm">
          <input type="checkbox" {...field("featured")} className="size-4" />
          Featured on the home page
        </label>
      </fieldset>
    </>
  );
}
