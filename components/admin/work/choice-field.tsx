"use client";

import type { UseFormRegisterReturn } from "react-hook-form";

/**
 * A group of checkboxes for a list field (categories, services): a fieldset with its legend, one
 * labelled box per choice, the error announced and linked to the group.
 */
export function ChoiceField({
  name,
  legend,
  choices,
  register,
  selected = [],
  error,
}: {
  name: string;
  legend: string;
  choices: readonly { id: string; label: string }[];
  register: UseFormRegisterReturn;
  /** The boxes checked at first (in the server's HTML too: react-hook-form checks them on hydration). */
  selected?: readonly (string | undefined)[];
  error?: string;
}) {
  return (
    <fieldset
      className="grid gap-2 rounded-lg border p-4"
      aria-describedby={error ? `${name}-error` : undefined}
    >
      <legend className="px-1 text-sm font-medium">{legend}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {choices.map((choice) => (
          <label key={choice.id} className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              value={choice.id}
              defaultChecked={selected.includes(choice.id)}
              {...register}
              className="size-4"
            />
            {choice.label}
          </label>
        ))}
      </div>
      <p id={`${name}-error`} aria-live="polite" className="text-sm text-destructive">
        {error}
      </p>
    </fieldset>
  );
}
