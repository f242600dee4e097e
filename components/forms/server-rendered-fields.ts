import { useMemo } from "react";
import {
  get,
  type FieldErrors,
  type FieldValues,
  type UseFormRegister,
  type UseFormReturn,
} from "react-hook-form";

/**
 * react-hook-form fills its inputs through refs, after hydration: the server's HTML would show
 * them empty, and a form posted before hydration (or without JavaScript) would send them empty.
 * This register also writes each field's starting value into the markup (defaultValue, or
 * defaultChecked for a yes/no box; a checkbox group's boxes are checked by their own component).
 */
export function withServerDefaults<T extends FieldValues>(
  form: UseFormReturn<T>,
  values: T,
): UseFormReturn<T> {
  const register = ((name, options) => {
    const field = form.register(name, options);
    const value: unknown = get(values, name);
    if (Array.isArray(value)) return field;
    if (typeof value === "boolean") return { ...field, defaultChecked: value };
    return { ...field, defaultValue: value ?? "" };
  }) as UseFormRegister<T>;
  return { ...form, register };
}

/**
 * The values a refused plain post sent back over the form's own defaults: a yes/no field the
 * browser left out was unchecked ("on" or "true" when checked); anything not sent keeps its default.
 */
export function refill<T extends Record<string, unknown>>(
  defaults: T,
  sent: Partial<Record<keyof T, unknown>> | undefined,
): T {
  if (!sent) return defaults;
  const out: Record<string, unknown> = { ...defaults };
  for (const key of Object.keys(defaults)) {
    const value = sent[key as keyof T];
    if (typeof defaults[key] === "boolean")
      out[key] = value === true || value === "on" || value === "true";
    else if (value !== undefined) out[key] = value;
  }
  return out as T;
}

/** A plain post's field messages as react-hook-form's errors (shown from the first render on). */
export function useServerErrors<T extends FieldValues>(
  fieldErrors: Partial<Record<string, string>> | undefined,
): FieldErrors<T> | undefined {
  return useMemo(() => {
    const entries = Object.entries(fieldErrors ?? {}).filter(([, message]) => message);
    if (!entries.length) return undefined;
    return Object.fromEntries(
      entries.map(([name, message]) => [name, { type: "server", message }]),
    ) as FieldErrors<T>;
  }, [fieldErrors]);
}
