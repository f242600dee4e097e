import type { FieldValues, Resolver } from "react-hook-form";

import type { ZodType } from "@/lib/zod";

/**
 * react-hook-form's resolver for a shared zod schema, fetched on first use: the forms' pages then
 * load without zod, and the module arrives while the visitor types (`preload` on the form's first
 * focus). The resolver is @hookform/resolvers' Standard Schema one (zod
 * implements Standard Schema), loaded with the schema: it does not import zod, where
 * @hookform/resolvers/zod imports zod's core statically. Its errors are the first issue per
 * field, as the server action reports them (lib/action-state.ts); the forms have no nested fields.
 * Should the schema fail to load, values pass through unchecked: the server action validates them
 * again and its field errors are shown the same way.
 */
export function deferredSchema<Input extends FieldValues, Output extends Input>(
  load: () => Promise<ZodType<Output, Input>>,
) {
  let pending: Promise<Resolver<Input>> | undefined;
  const get = () =>
    (pending ??= Promise.all([load(), import("@hookform/resolvers/standard-schema")]).then(
      ([schema, { standardSchemaResolver }]) => standardSchemaResolver(schema) as Resolver<Input>,
      (error: unknown) => {
        pending = undefined;
        throw error;
      },
    ));
  const resolver: Resolver<Input> = async (values, context, options) => {
    const loaded = await get().catch(() => null);
    return loaded ? loaded(values, context, options) : { values, errors: {} };
  };
  return { resolver, preload: () => void get().catch(() => {}) };
}
