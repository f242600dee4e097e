import type { ZodError } from "@/lib/zod";

/** What every form's server action returns: an overall message plus one message per field. */
export type ActionState<Field extends string = string> = {
  status: "idle" | "success" | "error";
  message?: string;
  fieldErrors?: Partial<Record<Field, string>>;
};

export const idleState = { status: "idle" } as const satisfies ActionState;

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
