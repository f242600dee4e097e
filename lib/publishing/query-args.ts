/**
 * Argument guards for cached reads. A "use cache" function is a server function: a client can
 * call it by its reference id with any arguments, so each argument is checked and capped inside
 * the function, whatever the page passing it already did. Odd input gives an ordinary (small or
 * empty) answer, never an error. A type's own caps are built from these (lib/blog/query-args.ts).
 */

/** An integer within [min, max] (clamped); anything else is `fallback`. */
export const intArg = (value: unknown, min: number, max: number, fallback: number): number =>
  typeof value === "number" && Number.isInteger(value)
    ? Math.min(Math.max(value, min), max)
    : fallback;

export const offsetArg = (offset: unknown) => intArg(offset, 0, Number.MAX_SAFE_INTEGER, 0);

/** A slug as the tables allow it; anything else names no item. */
export const slugArg = (slug: unknown): string | null =>
  typeof slug === "string" && slug.length <= 200 && /^[a-z0-9_]+(-[a-z0-9_]+)*$/.test(slug)
    ? slug
    : null;

/** One of a fixed vocabulary (a category, a service id), or null. */
export const oneOfArg = <T extends string>(values: readonly T[], value: unknown): T | null =>
  (values as readonly unknown[]).includes(value) ? (value as T) : null;
