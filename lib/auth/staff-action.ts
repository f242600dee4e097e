import "server-only";

import { fieldErrorsOf, type ActionState } from "@/lib/action-state";
import * as z from "@/lib/zod";
import { requireStaff, type StaffUser } from "./index";
import type { Permission } from "./permissions";

type Field<S extends z.ZodType> = Extract<keyof z.input<S>, string>;
type Invalid<S extends z.ZodType> = ActionState<Field<S>>;

type Options<S extends z.ZodType, R> = {
  /** Where the sign-in sends a stranger back to. */
  next: string;
  /** What the staff member's role must allow (lib/auth/access.ts lists it by action name). */
  may: Permission;
} & (Invalid<S> extends R
  ? {
      /** The answer to input the schema refuses; by default the form's field errors. */
      invalid?: (error: z.ZodError) => R;
      /** The overall message beside the field errors. */
      message?: string;
    }
  : { invalid: (error: z.ZodError) => R; message?: never });

/** A form's fields as strings: a missing field or a file reads as "", which the schema judges. */
function formFields(schema: z.ZodType, form: FormData): Record<string, unknown> {
  const keys = schema instanceof z.ZodObject ? Object.keys(schema.shape) : [...form.keys()];
  return Object.fromEntries(
    keys.map((key) => {
      const value = form.get(key);
      return [key, typeof value === "string" ? value : ""];
    }),
  );
}

/**
 * The schema of a button's action, which takes no arguments: a call by reference id with any
 * arguments is refused rather than run as if they were not there.
 */
export const noArguments = z.tuple([]);
export const NO_ARGUMENTS = "This action takes no arguments.";

/**
 * The one gate for staff server actions (their arguments come from anyone, hence `unknown`): the
 * session and the role first (a stranger is redirected to the sign-in, a role without `may` to the
 * dashboard, before anything is parsed or read), then the input through `schema` (a FormData is read
 * field by field), and only valid input reaches `fn`. Refused input gets the form's ActionState
 * with one message per field, unless `invalid` answers otherwise.
 */
export function staffAction<S extends z.ZodType, R>(
  schema: S,
  fn: (input: z.output<S>, staff: StaffUser) => Promise<R>,
  options: Options<S, R>,
): (input: unknown) => Promise<R> {
  return async (input) => {
    const staff = await requireStaff(options.next, options.may);
    const parsed = schema.safeParse(input instanceof FormData ? formFields(schema, input) : input);
    if (parsed.success) return fn(parsed.data, staff);
    if (options.invalid) return options.invalid(parsed.error);
    const refused: Invalid<S> = {
      status: "error",
      message: options.message ?? "Please fix the highlighted fields.",
      fieldErrors: fieldErrorsOf<Field<S>>(parsed.error),
    };
    // Options<S, R> admits no `invalid` only where Invalid<S> extends R.
    return refused as R;
  };
}
