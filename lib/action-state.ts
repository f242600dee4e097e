import type { ZodError } from "@/lib/zod";

/** What every form's server action returns: an overall message plus one message per field. */
export type ActionState<Field extends string = string> = {
  status: "idle" | "success" | "error";
  message?: string;
  fieldErrors?: Partial<Record<Field, string>>;
};

export const idleState = { status: "idle" } as const satisfies ActionState;

/**
 * A form that works without JavaScript: the page the server renders after a plain POST is all
 * the visitor sees, so the answer carries what they sent — a refused form is refilled from it, a
 * success can show it. Strings only, each cut to KEPT_VALUE_MAX; never the hidden anti-bot or proof
 * fields (keptValues takes the visible fields by name).
 */
export type FormActionState<Field extends string = string> = ActionState<Field> & {
  values?: Partial<Record<Field, string>>;
};

/** Longer than any field a form accepts: what is cut is refused anyway. */
export const KEPT_VALUE_MAX = 10_000;

/** The named fields of a posted form, as the strings a refilled form shows. */
export function keptValues<Field extends string>(
  formData: FormData,
  names: readonly Field[],
  limits: Partial<Record<Field, number>> = {},
): Partial<Record<Field, string>> {
  const out: Partial<Record<Field, string>> = {};
  for (const name of names) {
    const value = formData.get(name);
    if (typeof value === "string") out[name] = value.slice(0, limits[name] ?? KEPT_VALUE_MAX);
  }
  return out;
}

/** The first zod issue per field, in the shape forms show beside each input. */
export function fieldErrorsOf<Field extends string>(
  error: ZodError,
): Partial<Record<Field, string>> {
  const out: Partial<Record<Field, string>> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === "string" && !(field in out)) out[field as Field] = issue.message;
  }
  return out;
}

/**
 * Server actions are reachable by id with any arguments, so a form's action checks it was given a
 * form; anything else gets this answer instead of a TypeError (a 500 and an error in the log).
 */
export const notAForm = {
  status: "error",
  message: "This form could not be read. Please reload the page and try again.",
} as const satisfies ActionState;

export const isForm = (value: unknown): value is FormData => value instanceof FormData;

/**
 * The hidden field an enhanced form renders (components/forms/plain-post-field.tsx): a browser
 * posting the form itself (no JavaScript yet) sends it, the hydrated form's own FormData does not.
 * Its action then answers as a page would: a redirect on success, the values typed on refusal.
 */
export const PLAIN_POST_FIELD = "plainPost";

export const isPlainPost = (form: unknown): form is FormData =>
  form instanceof FormData && form.get(PLAIN_POST_FIELD) === "1";
