/**
 * The database schema, the one place a table is described (one file per area, all listed in
 * drizzle.config.ts; this module gathers the core ones): the domain types are inferred from it
 * and `npx drizzle-kit generate` diffs it into a new file in supabase/migrations. What a table
 * definition cannot say (grants, triggers, the pg_trgm extension) stays in those SQL files.
 * Constraint names are Postgres's own defaults, so a later migration can name them.
 */
export * from "./posts-schema";
export * from "./work-schema";
export * from "./leads-schema";
export * from "./security-schema";
export * from "./system-schema";
