import "server-only";
import { z } from "zod";

/** Sign-in (the embedded account or Supabase), sessions, media storage and the schedulers' secrets. Validated with the others by lib/env.ts. */
export const authFields = {
  /** Embedded sign-in: the one staff account. Unset: generated on first start and printed once. */
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(12, "ADMIN_PASSWORD needs at least 12 characters").optional(),
  /**
   * scrypt$N$r$p$salt$hash (base64url), as lib/auth/password.ts's hashPassword makes it (call it
   * once with `npx tsx` and set the hash it returns).
   */
  ADMIN_PASSWORD_HASH: z.string().startsWith("scrypt$").optional(),
  /** Signs session cookies. Unset: generated on first start and kept under DATA_DIR. */
  SESSION_SECRET: z.string().min(32, "SESSION_SECRET needs at least 32 characters").optional(),
  /** Session lifetime in hours. */
  SESSION_HOURS: z.coerce
    .number()
    .positive()
    .max(24 * 30)
    .default(8),
  /** Supabase Auth replaces the local account when both are set. */
  NEXT_PUBLIC_SUPABASE_URL: z.url().optional(),
  NEXT_PUBLIC_SUPABASE_ANON_KEY: z.string().min(1).optional(),
  /**
   * Uploaded images go to this Supabase Storage bucket (private; the app serves them at /media)
   * when both are set with NEXT_PUBLIC_SUPABASE_URL. Unset: files under DATA_DIR/media. The
   * service-role key stays on the server: Storage's policies are bypassed by it, not opened up.
   */
  SUPABASE_SERVICE_ROLE_KEY: z
    .string()
    .min(20, "SUPABASE_SERVICE_ROLE_KEY looks truncated")
    .optional(),
  SUPABASE_STORAGE_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9._-]{2,62}$/,
      "SUPABASE_STORAGE_BUCKET must be a bucket id (a-z, 0-9, . _ -)",
    )
    .optional(),
  /** Comma-separated e-mails treated as staff in Supabase mode (besides app_metadata.role). */
  STAFF_EMAILS: z
    .string()
    .default("")
    .transform((s) =>
      s
        .split(",")
        .map((e) => e.trim().toLowerCase())
        .filter(Boolean),
    ),
  /** Bearer secret for schedulers (POST /api/blogs/auto-fetch, /api/cron/*). Unset: those refuse. */
  CRON_SECRET: z.string().min(16, "CRON_SECRET needs at least 16 characters").optional(),
  /**
   * The signing secret of a Cal.com webhook (Settings → Developer → Webhooks) for agencies that
   * book on Cal.com: POST /api/webhooks/calcom checks x-cal-signature-256 with it. Unset: refused.
   */
  CALCOM_WEBHOOK_SECRET: z
    .string()
    .min(16, "CALCOM_WEBHOOK_SECRET needs at least 16 characters")
    .optional(),
};
