"use client";

import type { UseFormReturn } from "react-hook-form";

import { FormField } from "@/components/forms/form-field";
import { Input } from "@/components/ui/input";
import { team } from "@/content/team";
import type { BlogFormValues } from "@/lib/blog/blog-form-schema";
import { pastScheduleWarning } from "@/lib/blog/save-confirmation";

const selectClass =
  "h-10 w-full rounded-md border border-input bg-background px-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 aria-invalid:border-destructive md:text-sm";

/** An ISO time as the value of a local date-time field (the browser's own time zone). */
function toLocalInput(iso: string): string {
  const at = new Date(iso);
  if (!iso || Number.isNaN(at.getTime())) return "";
  const local = new Date(at.getTime() - at.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 19);
}

/**
 * Status, publish time and author. The date-time field shows the staff member's local time; the
 * form carries it as an ISO instant, so the server never guesses a time zone.
 */
export function LifecycleFields({
  form,
  busy,
  canPublish,
}: {
  form: UseFormReturn<BlogFormValues>;
  busy: boolean;
  /** False for an author: drafts only (the action refuses the rest too). */
  canPublish: boolean;
}) {
  const { errors } = form.formState;
  const status = form.watch("status");
  const publishAt = form.watch("publishAt");
  return (
    <fieldset className="grid gap-5 rounded-lg border p-4 sm:grid-cols-3">
      <legend className="px-1 text-sm font-medium">Publishing</legend>
      {/* The ISO instant the local field below stands for, for a plain post (no JavaScript). */}
      <input type="hidden" name="publishAt" value={publishAt ?? ""} />
      <FormField
        id="status"
        label="Status"
        error={errors.status?.message}
        hint={canPublish ? undefined : "Your role saves drafts; an editor publishes them."}
      >
        {(aria) => (
          <select {...aria} {...form.register("status")} disabled={busy} className={selectClass}>
            <option value="draft">Draft (only staff see it)</option>
            {canPublish && <option value="scheduled">Scheduled</option>}
            {canPublish && <option value="published">Published</option>}
          </select>
        )}
      </FormField>
      <FormField
        id="publishAtLocal"
        label="Publish at (your time)"
        error={errors.publishAt?.message}
        hint={
          status !== "scheduled"
            ? "Used when scheduled."
            : (pastScheduleWarning(publishAt ?? "") ?? "Goes live at this time.")
        }
      >
        {(aria) => (
          <Input
            {...aria}
            type="datetime-local"
            step={1}
            disabled={busy || status !== "scheduled"}
            value={toLocalInput(publishAt ?? "")}
            onChange={(event) => {
              const at = new Date(event.target.value);
              form.setValue(
                "publishAt",
                event.target.value && !Number.isNaN(at.getTime()) ? at.toISOString() : "",
                { shouldValidate: form.formState.isSubmitted },
              );
            }}
          />
        )}
      </FormField>
      <FormField id="authorId" label="Author" error={errors.authorId?.message}>
        {(aria) => (
          <select {...aria} {...form.register("authorId")} disabled={busy} className={selectClass}>
            <option value="">The studio (no author)</option>
            {team.map((member) => (
              <option key={member.id} value={member.id}>
                {member.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </fieldset>
  );
}
