import { defineConfig } from "drizzle-kit";

/**
 * `npx drizzle-kit generate --name <what>` diffs the schema files below against the last snapshot in
 * supabase/migrations/meta and writes the next migration there, named the way the Supabase CLI
 * expects (`YYYYMMDDHHMMSS_name.sql`), so our runner and `supabase db push` apply the same files.
 * A hand-written migration: `npx drizzle-kit generate --custom --name <what>` after the schema
 * edit, then fill in the empty file (the snapshot still follows the schema).
 */
export default defineConfig({
  dialect: "postgresql",
  schema: [
    "./lib/db/posts-schema.ts",
    "./lib/db/work-schema.ts",
    "./lib/db/leads-schema.ts",
    "./lib/db/security-schema.ts",
    "./lib/db/system-schema.ts",
    "./lib/db/content-schema.ts",
    "./lib/db/staff-schema.ts",
    "./lib/db/pipeline-schema.ts",
    "./lib/db/analytics-schema.ts",
    "./lib/db/analytics-hourly-schema.ts",
    "./lib/db/booking-schema.ts",
    "./lib/db/newsletter-schema.ts",
  ],
  out: "./supabase/migrations",
  migrations: { prefix: "supabase" },
});
