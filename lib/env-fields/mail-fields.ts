import "server-only";
import { z } from "zod";

/** Mail (Resend or the log), the newsletter's pace, lead notifications and cache purges. Validated with the others by lib/env.ts. */
export const mailFields = {
  /** Mail goes through Resend when set (unless MAIL_MODE=log). */
  RESEND_API_KEY: z.string().min(1).optional(),
  /**
   * "log": mails are only printed to the server log and marked "logged", never sent. Unset: Resend
   * when RESEND_API_KEY is set; otherwise log-only, which a production server refuses to assume.
   */
  MAIL_MODE: z.enum(["resend", "log"]).optional(),
  /** Points the Resend client elsewhere (tests use a loopback fake); read by the resend SDK. */
  RESEND_BASE_URL: z.url().optional(),
  /** Per send: a provider that does not answer in time is retried later. */
  MAIL_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  /** First retry delay of a failed mail; each further attempt waits 4× longer (capped at 2 h). */
  MAIL_RETRY_BASE_SECONDS: z.coerce.number().min(0).max(3600).default(30),
  /**
   * Signing secret of the Resend webhook (`whsec_` + base64, from Resend's dashboard) that reports
   * bounces and complaints to /api/webhooks/resend. Unset: that endpoint refuses every event.
   */
  RESEND_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_[A-Za-z0-9+/=]{16,}$/, "RESEND_WEBHOOK_SECRET must be whsec_ + base64")
    .optional(),
  /** Newsletter batch requests per second (Resend's default team limit is 2; the outbox shares it). */
  NEWSLETTER_RATE_PER_SECOND: z.coerce.number().min(0.1).max(100).default(2),
  /** A newsletter send claimed longer ago than this without progress is taken over (its worker died). */
  NEWSLETTER_CLAIM_SECONDS: z.coerce.number().int().min(2).max(3600).default(120),
  /** Sender of every mail (a domain verified in Resend). */
  MAIL_FROM: z.string().min(3).default("Nimbus Labs <hello@nimbuslabs.example>"),
  /** Fixed staff recipients of lead notifications (comma-separated); never taken from a form. */
  LEADS_NOTIFY_TO: z
    .string()
    .default("hello@nimbuslabs.example")
    .transform((s) =>
      s
        .split(",")
        .map((e) => e.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.email()).min(1, "LEADS_NOTIFY_TO needs at least one address")),
  /**
   * The purge hook of a shared cache in front (deploy/nginx.conf's purge listener,
   * http://127.0.0.1:8081): after a write each changed path is requested there with `X-Purge: 1`.
   * Unset: no hook; the cache in front catches up by the pages' s-maxage.
   */
  CACHE_PURGE_URL: z
    .url({ protocol: /^https?$/, message: "CACHE_PURGE_URL must be an http(s) URL" })
    .refine((u) => !/[?#]/.test(u), "CACHE_PURGE_URL must not have a query or fragment")
    .optional(),
  /** First retry delay of a failed purge; each further attempt waits 4× longer (capped at 2 h). */
  CACHE_PURGE_RETRY_BASE_SECONDS: z.coerce.number().min(0).max(3600).default(10),
  /**
   * Hosts an absolute redirect target may name (comma-separated, e.g. "docs.example.com,shop.example.com";
   * compared after IDNA and case folding, a port must be listed with its host). The site's own
   * host is always allowed. Unset: redirects lead to paths on this site only (lib/redirects/).
   */
  REDIRECT_ALLOWED_HOSTS: z
    .string()
    .default("")
    .transform((s) =>
      s
        .split(",")
        .map((h) => h.trim())
        .filter(Boolean),
    ),
};
