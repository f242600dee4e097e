import "server-only";
import { z } from "zod";

import { blankAsUnset } from "./field-helpers";

/** The site, its database and cache, and where local files live. Validated with the others by lib/env.ts. */
export const siteFields = {
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  NEXT_PUBLIC_SITE_URL: z.url().default("http://localhost:3000"),
  /** A hosted hero video (MP4). Unset: the small local file in public/media is used. */
  NEXT_PUBLIC_HERO_VIDEO_URL: z.url().optional(),
  /**
   * The agency's public contact details (footer, contact page, legal pages, mails, structured
   * data; lib/contact.ts). Read when pages are pre-rendered, so set them for the build too.
   * Unset: demo values marked "(demo)", left out of structured data.
   */
  // Blank counts as unset: the Dockerfile passes its build arguments on, empty when not given.
  CONTACT_EMAIL: blankAsUnset(z.email("CONTACT_EMAIL must be an e-mail address").optional()),
  CONTACT_PHONE: blankAsUnset(
    z
      .string()
      .regex(
        /^\+[1-9][\d ()-]{5,22}\d$/,
        "CONTACT_PHONE must be an international number starting with +, e.g. +91 80 4567 8900",
      )
      .optional(),
  ),
  /** External scheduling page for "Schedule a Call". */
  NEXT_PUBLIC_SCHEDULING_URL: z.url().optional(),
  /** Set by `next start`/`next dev` to the port this server listens on. */
  PORT: z.coerce.number().int().positive().default(3000),
  /** Any Postgres (Supabase's pooled connection string in production). Unset: embedded PGlite. */
  DATABASE_URL: z
    .url({
      protocol: /^postgres(ql)?$/,
      // Without a scheme pg reads nothing from it and quietly connects to 127.0.0.1:5432.
      error: "DATABASE_URL must be a postgres:// or postgresql:// URL",
    })
    .optional(),
  /**
   * Redis or Valkey shared by every instance for the page and "use cache" caches
   * (redis://[:password@]host:6379[/db], rediss:// for TLS). Unset: each process caches alone.
   * Read by lib/cache/*.mjs, which Next loads outside the app's bundle.
   */
  REDIS_URL: z
    .url({ protocol: /^rediss?$/, error: "REDIS_URL must be a redis:// or rediss:// URL" })
    .optional(),
  /** Pool size per app instance when DATABASE_URL is set. */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  /** Where the embedded database lives. */
  PGLITE_DIR: z.string().min(1).default(".data/pglite"),
  /**
   * Seed the demo content (posts, case studies, team, ...) once at start. Unset: yes on the
   * embedded default (a fresh clone shows a site), no when DATABASE_URL is set (a production
   * database never gets demo content unless asked). `npm run db:seed` seeds on demand either way.
   */
  SEED_SAMPLES: z.stringbool().optional(),
  /** Set by Next itself; "phase-production-build" while `next build` pre-renders. */
  NEXT_PHASE: z.string().optional(),
  /** Where generated local secrets live (the admin password hash, the session secret). */
  DATA_DIR: z.string().min(1).default(".data"),
};
