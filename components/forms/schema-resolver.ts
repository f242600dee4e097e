import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";

/** The slice of the Standard Schema interface (`~standard`) that zod, classic and mini, implements. */
type Issue = {
  readonly message: string;
  readonly path?: ReadonlyArray<PropertyKey | { key: PropertyKey }>;
};
type Result<Output> =
  | { readonly value: Output; readonly issues?: undefined }
  | { readonly issues: ReadonlyArray<Issue> };
export interface StandardSchema<Input, Output> {
  readonly "~standard": {
    readonly validate: (value: unknown) => Result<Output> | Promise<Result<Output>>;
    readonly types?: { readonly input: Input; readonly output: Output };
  };
}

/**
 * react-hook-form's resolver for a shared zod schema, through Standard Schema (zod implements it).
 * Why not @hookform/resolvers/zod: it imports zod's core statically, so a page using it loads zod
 * up front, which deferredSchema below exists to avoid. Errors are the first issue per top-level
 * field, as the server action reports them (lib/action-state.ts); the forms have no nested fields.
 */
export function schemaResolver<Input extends FieldValues, Output extends Input>(
  schema: StandardSchema<Input, Output>,
): Resolver<Input> {
  return async (values) => {
    const result = await schema["~standard"].validate(values);
    if (!result.issues) return { values: result.value, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of result.issues) {
      const head = issue.path?.[0];
      const key = typeof head === "object" ? head.key : head;
      if (typeof key === "string" && !(key in errors))
        errors[key] = { type: "validation", message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<Input> };
  };
}

/**
 * A schema fetched on first use: the forms' pages then load without zod (~60 KB gzip), and the
 * module arrives while the visitor types (`preload` on the form's first focus). Should it fail to
 * load, values pass through unchecked: the server action validates them again and its field
 * errors are shown the same way.
 */
export function deferredSchema<Input extends FieldValues, Output extends Input>(
  load: () => Promise<StandardSchema<Input, Output>>,
) {
  let pending: Promise<Resolver<Input>> | undefined;
  const get = () =>
    (pending ??= load().then(schemaResolver, (error: unknown) => {
      pending = undefined;
      throw error;
    }));
  const resolver: Resolver<Input> = async (values, context, options) => {
    const loaded = await get().catch(() => null);
    return loaded ? loaded(values, context, options) : { values, errors: {} };
  };
  return { resolver, preload: () => void get().catch(() => {}) };
}
