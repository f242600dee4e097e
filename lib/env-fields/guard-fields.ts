import "server-only";
import { z } from "zod";

import { isTimeZone, allowPrivate } from "./field-helpers";
import { parseTrustProxy } from "@/lib/http/trust-proxy";
import type { TrustProxy } from "@/lib/http/trust-proxy";

/** The agency's zone, the lead forms' guards, the proxy in front, feed imports, webhooks and logging. Validated with the others by lib/env.ts. */
export const guardFields = {
  /**
   * The agency's time zone (IANA, e.g. "Europe/Berlin"): the day follow-up digests and the
   * calendar feed count as "today". Checked against the runtime's own zone data.
   */
  AGENCY_TIME_ZONE: z
    .string()
    .trim()
    .default("UTC")
    .refine(isTimeZone, "AGENCY_TIME_ZONE must be an IANA time zone such as Europe/Berlin or UTC"),
  /**
   * Signs the lead forms' proof-of-work challenges (ALTCHA, lib/spam/altcha.ts), at least 32
   * characters, its own secret (not SESSION_SECRET's value). Unset: generated on first start and
   * kept under DATA_DIR, as the session secret is; instances sharing a database need the same one.
   */
  ALTCHA_HMAC_KEY: z.string().min(32, "ALTCHA_HMAC_KEY needs at least 32 characters").optional(),
  /**
   * Cloudflare Turnstile instead of ALTCHA on the booking and contact forms, when both are set
   * (docs/security.md, "Proof-of-work"). The site key is public and built into the page.
   */
  TURNSTILE_SECRET_KEY: z.string().min(1).optional(),
  NEXT_PUBLIC_TURNSTILE_SITE_KEY: z.string().min(1).optional(),
  /** Where Turnstile tokens are checked (tests point it at a loopback fake). */
  TURNSTILE_VERIFY_URL: z
    .url({ protocol: /^https?$/ })
    .default("https://challenges.cloudflare.com/turnstile/v0/siteverify"),
  /** Per Turnstile check: one that does not answer in time counts as failed (the lead is held). */
  TURNSTILE_TIMEOUT_MS: z.coerce.number().int().min(100).max(30_000).default(5_000),
  /** Seconds a form without a proof-of-work (the job application) must have been open, or it is held as spam. */
  FORM_MIN_FILL_SECONDS: z.coerce.number().min(0).max(60).default(3),
  /**
   * Which proxies may name the client in X-Forwarded-For (lib/http/trust-proxy.ts). Unset: none,
   * the socket's peer is the client. "1", "2": that many proxies in front; a list of addresses or
   * CIDR networks (10.0.0.0/8,fd00::/8): the proxies at those addresses; "true": every hop.
   */
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((raw, ctx): TrustProxy => {
      const trust = parseTrustProxy(raw);
      if (typeof trust !== "string") return trust;
      ctx.addIssue({ code: "custom", message: trust });
      return z.NEVER;
    }),
  /**
   * Feeds the blog imports, as a JSON array: [{"url":"https://…","category":"…","tags":["…"]}].
   * Unset: the list in content/feeds.ts.
   */
  IMPORT_FEEDS: z
    .string()
    .transform((raw, ctx): unknown => {
      try {
        return JSON.parse(raw);
      } catch (error) {
        ctx.addIssue({
          code: "custom",
          message: `IMPORT_FEEDS is not valid JSON (${(error as Error).message}); expected [{"url":"https://…"}]`,
        });
        return z.NEVER;
      }
    })
    .pipe(
      z
        .array(
          z.object({
            url: z.url({ protocol: /^https?$/ }),
            category: z.string().trim().min(1).max(50).optional(),
            tags: z.array(z.string().trim().min(1).max(50)).max(10).optional(),
          }),
        )
        .min(1, "IMPORT_FEEDS must list at least one feed"),
    )
    .optional(),
  /** How long one feed may take to download, headers and body together. */
  IMPORT_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(10_000),
  /**
   * How long a whole run may take, all feeds together: a schedule's HTTP client and a staff
   * member's button both wait for the run, so it must end even when a feed or the database hangs.
   * The default answers within nginx's default 60 s proxy_read_timeout; what a run cuts short is
   * imported by the next one.
   */
  IMPORT_RUN_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(900_000).default(50_000),
  /** Largest feed body accepted, counted after decompression. */
  IMPORT_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(5 * 1024 * 1024),
  /**
   * For test servers on loopback only: feed addresses the importer may fetch although they are
   * not public ("true": any; or CIDR networks). Unset: this host, private networks, link-local
   * (cloud metadata) and the like are refused, after every redirect and DNS answer.
   */
  IMPORT_ALLOW_PRIVATE: allowPrivate("IMPORT_ALLOW_PRIVATE"),
  /** Per webhook request, headers and body together; a receiver that does not answer is retried. */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(100).max(60_000).default(10_000),
  /** First retry delay of a failed webhook; each further attempt waits 4× longer (capped at 2 h). */
  WEBHOOK_RETRY_BASE_SECONDS: z.coerce.number().min(0).max(3600).default(30),
  /**
   * For test servers only: webhook targets that may be reached although they are not public
   * ("true": any; or CIDR networks), over http:// too. Unset: this host, private networks,
   * link-local (cloud metadata) and the like are refused at save and at send (lib/webhooks/target.ts).
   * A production server accepts loopback networks here and nothing wider.
   */
  WEBHOOK_ALLOW_PRIVATE: allowPrivate("WEBHOOK_ALLOW_PRIVATE"),
  /** Log lines at this level and above; pino's levels (lib/log/base-logger.mjs). */
  LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
      error: "LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent",
    })
    .default("info"),
  /** "true"/"1": one log line per request (method, path without query, status, ms). */
  ACCESS_LOG: z.stringbool().default(false),
};
