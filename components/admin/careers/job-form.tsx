"use client";

import Link from "next/link";
import { useRouter } from "next/navigation";
import { useActionState, useEffect, type ComponentProps } from "react";

import { flashOnNextPage } from "@/components/admin/flash-toast";
import { FormField } from "@/components/forms/form-field";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Textarea } from "@/components/ui/textarea";
import { idleState } from "@/lib/action-state";
import { saveJobOpening, type JobActionState } from "@/lib/careers/actions";
import type { JobFormField, JobFormValues } from "@/lib/careers/form-schema";
import { employmentTypeLabel, workplaceLabel } from "@/lib/careers/types";

const selectClass =
  "h-10 w-full rounded-md border border-input bg-background px-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive md:text-sm";
const SALARY_UNITS = { HOUR: "hour", DAY: "day", WEEK: "week", MONTH: "month", YEAR: "year" };

/**
 * Create and edit share this form: a plain `<form action>` posting the fields to the staff action,
 * which validates them with lib/careers/form-schema.ts (before hydration too). A refused save
 * comes back with the values as sent and one message per field.
 */
export function JobForm({ id = "", defaults }: { id?: string; defaults: JobFormValues }) {
  const router = useRouter();
  const [state, action, pending] = useActionState<JobActionState, FormData>(
    saveJobOpening,
    idleState,
  );
  useEffect(() => {
    if (state.status !== "success" || !state.message) return;
    flashOnNextPage(state.message, "/admin/careers");
    router.push("/admin/careers");
  }, [state, router]);
  const values = state.values ?? defaults;
  const errors = state.fieldErrors ?? {};
  const text = (name: JobFormField, label: string, props: ComponentProps<typeof Input> = {}) => (
    <FormField id={name} label={label} error={errors[name]} hint={props.title}>
      {(aria) => (
        <Input {...aria} {...props} title={undefined} name={name} defaultValue={values[name]} />
      )}
    </FormField>
  );
  const select = (name: JobFormField, label: string, options: Record<string, string>) => (
    <FormField id={name} label={label} error={errors[name]}>
      {(aria) => (
        <select {...aria} name={name} defaultValue={values[name]} className={selectClass}>
          {Object.entries(options).map(([value, text]) => (
            <option key={value} value={value}>
              {text}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
  // Remounted with the values a refused save sent back (a form action resets its fields).
  return (
    <form key={JSON.stringify(values)} action={action} className="grid gap-5">
      <input type="hidden" name="id" value={id} />
      {text("title", "Title", { required: true, maxLength: 200 })}
      {text("summary", "Summary (one line on the list)", { required: true, maxLength: 300 })}
      <FormField
        id="description"
        label="Description"
        hint="Markdown: ## headings, - lists, **bold**, [links](https://…)."
        error={errors.description}
      >
        {(aria) => (
          <Textarea {...aria} name="description" defaultValue={values.description} rows={12} />
        )}
      </FormField>
      <fieldset className="grid gap-5 rounded-lg border p-4 sm:grid-cols-2">
        <legend className="px-1 text-sm font-medium">Role</legend>
        {select("employmentType", "Employment type", employmentTypeLabel)}
        {select("workplace", "Workplace", workplaceLabel)}
        {text("location", "Office location (on-site and hybrid)", {
          placeholder: "Bengaluru, Karnataka",
        })}
        {text("country", "Office country (ISO code)", { maxLength: 2, placeholder: "IN" })}
        {text("applicantCountries", "Remote applicants from (ISO codes)", {
          placeholder: "IN, DE",
          title: "For remote roles: the countries applicants may live in, comma separated.",
        })}
      </fieldset>
      <fieldset className="grid gap-5 rounded-lg border p-4 sm:grid-cols-2">
        <legend className="px-1 text-sm font-medium">Salary (optional)</legend>
        {text("salaryMin", "Minimum", { inputMode: "numeric" })}
        {text("salaryMax", "Maximum", { inputMode: "numeric" })}
        {text("salaryCurrency", "Currency (ISO code)", { maxLength: 3, placeholder: "INR" })}
        {select("salaryUnit", "Per", SALARY_UNITS)}
      </fieldset>
      <fieldset className="grid gap-5 rounded-lg border p-4 sm:grid-cols-3">
        <legend className="px-1 text-sm font-medium">Publishing</legend>
        {select("status", "Status", { draft: "Draft (only staff see it)", published: "Published" })}
        {text("validThrough", "Closes at (UTC)", {
          type: "datetime-local",
          step: 1,
          title: "The role leaves the site by itself at this moment.",
        })}
        {text("sortOrder", "Sort order (lower first)", { inputMode: "numeric" })}
      </fieldset>
      {state.status === "error" && state.message && (
        <p role="alert" className="text-sm text-destructive">
          {state.message}
        </p>
      )}
      {state.status === "success" && (
        <p role="status" className="text-sm">
          {state.message} <Link href="/admin/careers">All job openings</Link>
        </p>
      )}
      <div>
        <Button type="submit" disabled={pending}>
          {pending ? "Saving…" : id ? "Save job opening" : "Create job opening"}
        </Button>
      </div>
    </form>
  );
}
