"use client";

import { PlusIcon, Trash2Icon } from "lucide-react";
import { useFieldArray, type UseFormReturn } from "react-hook-form";

import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { WORK_LIMITS, type WorkFormValues } from "@/lib/work/form-schema";

/** Measurable results as repeatable label/value rows ("Page load", "−62 %"). */
export function ResultsField({
  form,
  busy,
}: {
  form: UseFormReturn<WorkFormValues>;
  busy: boolean;
}) {
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "results" });
  const errors = form.formState.errors.results;
  return (
    <fieldset className="grid gap-3 rounded-lg border p-4">
      <legend className="px-1 text-sm font-medium">Results (label and value)</legend>
      {fields.map((row, i) => {
        const rowError = errors?.[i]?.label?.message ?? errors?.[i]?.value?.message;
        return (
          <div key={row.id} className="grid items-end gap-2 sm:grid-cols-[1fr_1fr_auto]">
            <div className="grid gap-1">
              <Label htmlFor={`results-${i}-label`}>Result {i + 1} label</Label>
              <Input
                id={`results-${i}-label`}
                {...form.register(`results.${i}.label`)}
                disabled={busy}
                aria-invalid={Boolean(errors?.[i]?.label)}
                placeholder="Page load"
              />
            </div>
            <div className="grid gap-1">
              <Label htmlFor={`results-${i}-value`}>Result {i + 1} value</Label>
              <Input
                id={`results-${i}-value`}
                {...form.register(`results.${i}.value`)}
                disabled={busy}
                aria-invalid={Boolean(errors?.[i]?.value)}
                placeholder="−62 %"
              />
            </div>
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => remove(i)}
              disabled={busy}
            >
              <Trash2Icon aria-hidden /> Remove<span className="sr-only"> result {i + 1}</span>
            </Button>
            {rowError ? <p className="text-sm text-destructive sm:col-span-3">{rowError}</p> : null}
          </div>
        );
      })}
      <div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={busy || fields.length >= WORK_LIMITS.results}
          onClick={() => append({ label: "", value: "" })}
        >
          <PlusIcon aria-hidden /> Add a result
        </Button>
      </div>
      <p aria-live="polite" className="text-sm text-destructive">
        {errors?.message ?? errors?.root?.message}
      </p>
    </fieldset>
  );
}
