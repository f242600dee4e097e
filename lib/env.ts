import "server-only";
import { z } from "zod";

import { isLoopbackNetwork, parseNetworks } from "@/lib/http/networks";
import { parseTrustProxy, type TrustProxy } from "@/lib/http/trust-proxy";

/** Whether Intl knows the zone (it throws a RangeError for an unknown one). */
function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: zone });
    return zone !== "";
  } catch {
    return false;
  }
}
const blankAsUnset = <T extends z.ZodType>(schema: T) =>
  z.preprocess((raw) => (typeof raw === "string" && raw.trim() === "" ? undefined : raw), schema);
/** A test-only allowance of non-public addresses: "true" (any), CIDR networks, or none. */
const allowPrivate = (name: string) =>
  z
    .string()
    .optional()
    .transform((raw, ctx): "any" | string[] => {
      const value = (raw ?? "").trim();
      if (value === "" || value === "false") return [];
      if (value === "true" || value === "1") return "any";
      const networks = parseNetworks(value, name);
      if (typeof networks !== "string") return networks;
      ctx.addIssue({ code: "custom", message: networks });
      return z.NEVER;
    });

/**
 * Every environment variable the app reads, validated once. With none set the site runs on its
 * embedded defaults (see README); a production server refuses settings that would only fail later
 * (`productionRules`). Other modules import `env`, never process.env.
 */
const fields = z.object({
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
  /** Embedded sign-in: the one staff account. Unset: generated on first start and printed once. */
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().min(12, "ADMIN_PASSWORD needs at least 12 characters").optional(),
  /**
   * scrypt$N$r$p$salt$hash (base64url), as lib/auth/password.ts's hashPassword makes it:
   * PASSWORD='…' npx tsx -e 'import("./lib/auth/password.ts").then(async (m) =>
   *   console.log(await m.hashPassword(process.env.PASSWORD!)))'
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
});

type Fields = z.infer<typeof fields>;

/**
 * A production server (not `next build`, which runs with NODE_ENV=production too) must not start on
 * settings that break later: instances sharing a database each generating their own session secret
 * (sessions and newsletter links would fail across instances), or mail silently only logged.
 */
function productionRules(e: Fields, ctx: z.RefinementCtx<Fields>) {
  const issue = (path: keyof Fields, message: string) =>
    ctx.addIssue({ code: "custom", path: [path], message });
  if (e.MAIL_MODE === "resend" && !e.RESEND_API_KEY) {
    issue("RESEND_API_KEY", "required by MAIL_MODE=resend");
  }
  if (e.NODE_ENV !== "production" || e.NEXT_PHASE === "phase-production-build") return;
  if (e.DATABASE_URL && !e.SESSION_SECRET) {
    issue(
      "SESSION_SECRET",
      "required when DATABASE_URL is set (at least 32 characters, the same on every instance)",
    );
  }
  mediaStorageRules(e, issue);
  proofRules(e, issue);
  // The test servers' receivers listen on loopback; nothing wider (the private network, cloud
  // metadata) may be opened to webhooks on a production server, even by mistake.
  const webhookAllow = e.WEBHOOK_ALLOW_PRIVATE;
  if (webhookAllow === "any" || webhookAllow.some((n) => !isLoopbackNetwork(n))) {
    issue("WEBHOOK_ALLOW_PRIVATE", "only loopback networks (127.0.0.1/32, ::1) in production");
  }
  // Half of Supabase Auth would quietly leave staff on the local account (Storage alone, with the
  // service-role key, is a setting of its own and needs no anon key).
  if (
    e.NEXT_PUBLIC_SUPABASE_URL &&
    !e.NEXT_PUBLIC_SUPABASE_ANON_KEY &&
    !e.SUPABASE_STORAGE_BUCKET
  ) {
    issue(
      "NEXT_PUBLIC_SUPABASE_ANON_KEY",
      "required with NEXT_PUBLIC_SUPABASE_URL (Supabase Auth)",
    );
  }
  if (!e.RESEND_API_KEY && !e.MAIL_MODE) {
    issue("RESEND_API_KEY", "required to send mail (or MAIL_MODE=log to only log it)");
  }
}

/**
 * Challenges signed by one instance are checked by another; a key equal to the session secret
 * would tie two unrelated secrets together; half a Turnstile setting would leave the forms with a
 * widget the server cannot check (or the reverse).
 */
function proofRules(e: Fields, issue: (path: keyof Fields, message: string) => void) {
  if (e.DATABASE_URL && !e.ALTCHA_HMAC_KEY) {
    issue(
      "ALTCHA_HMAC_KEY",
      "required when DATABASE_URL is set (at least 32 characters, the same on every instance)",
    );
  }
  if (e.ALTCHA_HMAC_KEY && e.ALTCHA_HMAC_KEY === e.SESSION_SECRET) {
    issue("ALTCHA_HMAC_KEY", "must be a secret of its own, not SESSION_SECRET's value");
  }
  if (Boolean(e.TURNSTILE_SECRET_KEY) !== Boolean(e.NEXT_PUBLIC_TURNSTILE_SITE_KEY)) {
    issue(
      "TURNSTILE_SECRET_KEY",
      "TURNSTILE_SECRET_KEY and NEXT_PUBLIC_TURNSTILE_SITE_KEY go together",
    );
  }
}

/** Half a Supabase Storage setting would silently keep uploads on one instance's disk. */
function mediaStorageRules(e: Fields, issue: (path: keyof Fields, message: string) => void) {
  const { SUPABASE_SERVICE_ROLE_KEY: key, SUPABASE_STORAGE_BUCKET: bucket } = e;
  if (!key && !bucket) return;
  if (!bucket) issue("SUPABASE_STORAGE_BUCKET", "required with SUPABASE_SERVICE_ROLE_KEY");
  if (!key) issue("SUPABASE_SERVICE_ROLE_KEY", "required with SUPABASE_STORAGE_BUCKET");
  if (!e.NEXT_PUBLIC_SUPABASE_URL) {
    issue("NEXT_PUBLIC_SUPABASE_URL", "required by SUPABASE_STORAGE_BUCKET (the project's URL)");
  }
}

const schema = fields.superRefine(productionRules);

/** Validates an environment; throws one line naming every variable that is wrong and why. */
export function parseEnv(source: Record<string, string | undefined>): Fields {
  const parsed = schema.safeParse(source);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((i) => `${i.path.join(".") || "env"}: ${i.message}`);
  throw new Error(`Invalid environment: ${problems.join("; ")}`);
}

export const env = parseEnv({
  ...process.env,
  // Written out so Next inlines the build's value: the origin baked into pre-rendered pages is
  // the one the server's own sitemap and RSS use, whatever the run-time environment says.
  NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL,
});

/** Whether mail is sent (Resend) or only written to the log; MAIL_MODE=log wins over a key. */
export function mailModeOf(e: Pick<Fields, "MAIL_MODE" | "RESEND_API_KEY">): "resend" | "log" {
  return e.MAIL_MODE ?? (e.RESEND_API_KEY ? "resend" : "log");
}

export const mailMode = mailModeOf(env);

/**
 * This server as seen from itself. Never derived from the request's Host header, which a client
 * controls: a self-request must not be steerable to another host.
 */
export const internalOrigin = `http://127.0.0.1:${env.PORT}`;

/** Whether the server seeds the demo content at start (SEED_SAMPLES, by default per database). */
export function seedsSamplesAtStart(e: Pick<Fields, "SEED_SAMPLES" | "DATABASE_URL">): boolean {
  return e.SEED_SAMPLES ?? !e.DATABASE_URL;
}

/** True inside `next build` (its pre-render workers included). */
export const isBuildPhase = env.NEXT_PHASE === "phase-production-build";

/** Canonical origin without a trailing slash. */
export const siteUrl = env.NEXT_PUBLIC_SITE_URL.replace(/\/+$/, "");
