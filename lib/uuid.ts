const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether `value` is a UUID as Postgres spells one. Ids from URLs and forms are checked first:
 * anything else matches no row, and would make Postgres fail the cast instead of finding nothing.
 */
export const isUuid = (value: unknown): value is string =>
  typeof value === "string" && UUID.test(value);
