import "server-only";
import { z } from "zod";

/**
 * Every environment variable the app reads, validated once. All are optional: with none set the
 * site runs on its embedded defaults (see README). Other modules import `env`, never process.env.
 */
const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  NEXT_PUBLIC_SITE_URL: z.url().default("http://localhost:3000"),
  /** A hosted hero video (MP4). Unset: the small local file in public/media is used. */
  NEXT_PUBLIC_HERO_VIDEO_URL: z.url().optional(),
  /** External scheduling page for "Schedule a Call". */
  NEXT_PUBLIC_SCHEDULING_URL: z.url().optional(),
  /** Set by `next start`/`next dev` to the port this server listens on. */
  PORT: z.coerce.number().int().positive().default(3000),
  /** Any Postgres (Supabase's pooled connection string in production). Unset: embedded PGlite. */
  DATABASE_URL: z.url().optional(),
  /** Pool size per app instance when DATABASE_URL is set. */
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).max(100).default(10),
  /** Where the embedded database lives. */
  PGLITE_DIR: z.string().min(1).default(".data/pglite"),
  /** Seed the embedded database with sample posts on first start ("false" to start empty). */
  SEED_ON_FIRST_START: z.stringbool().default(true),
  /** Set by Next itself; "phase-production-build" while `next build` pre-renders. */
  NEXT_PHASE: z.string().optional(),
});

const parsed = schema.safeParse(process.env);
if (!parsed.success) {
  throw new Error(`Invalid environment:\n${z.prettifyError(parsed.error)}`);
}

export const env = parsed.data;

/**
 * This server as seen from itself. Never derived from the request's Host header, which a client
 * controls: a self-request must not be steerable to another host.
 */
export const internalOrigin = `http://127.0.0.1:${env.PORT}`;

/** True inside `next build` (its pre-render workers included). */
export const isBuildPhase = env.NEXT_PHASE === "phase-production-build";

/** Canonical origin without a trailing slash. */
export const siteUrl = env.NEXT_PUBLIC_SITE_URL.replace(/\/+$/, "");
