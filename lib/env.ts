import "server-only";
import { z } from "zod";

import { isLoopbackNetwork } from "@/lib/http/networks";
import { authFields } from "@/lib/env-fields/auth-fields";
import { guardFields } from "@/lib/env-fields/guard-fields";
import { mailFields } from "@/lib/env-fields/mail-fields";
import { siteFields } from "@/lib/env-fields/site-fields";

/**
 * Every environment variable the app reads, validated once. With none set the site runs on its
 * embedded defaults (see README); a production server refuses settings that would only fail later
 * (`productionRules`). Other modules import `env`, never process.env.
 */
const fields = z.object({ ...siteFields, ...authFields, ...mailFields, ...guardFields });

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
