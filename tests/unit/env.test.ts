// lib/env.ts's rules: what a production server refuses to start with, and what it accepts.
import { describe, expect, it } from "vitest";

import { mailModeOf, parseEnv } from "@/lib/env";

const production = { NODE_ENV: "production" };
const secret = "a-session-secret-of-at-least-32-chars!";
const rejects = (source: Record<string, string>) => {
  try {
    parseEnv(source);
  } catch (error) {
    return (error as Error).message;
  }
  return null;
};

describe("a production server", () => {
  it("refuses a shared database without SESSION_SECRET, in one line that names it", () => {
    const url = "postgres://app:hunter2-password@db.internal:6543/postgres";
    const message = rejects({ ...production, DATABASE_URL: url, MAIL_MODE: "log" });
    expect(message).toMatch(/SESSION_SECRET/);
    expect(message).toMatch(/DATABASE_URL/);
    expect(message).not.toContain("\n");
    expect(message).not.toContain("hunter2");
    expect(
      rejects({ ...production, DATABASE_URL: url, MAIL_MODE: "log", SESSION_SECRET: "short" }),
    ).toMatch(/SESSION_SECRET needs at least 32 characters/);
    expect(
      rejects({
        ...production,
        DATABASE_URL: url,
        MAIL_MODE: "log",
        SESSION_SECRET: secret,
        ALTCHA_HMAC_KEY: `altcha-${secret}`,
      }),
    ).toBeNull();
  });

  it("refuses a shared database without its own ALTCHA_HMAC_KEY, and half a Turnstile setting", () => {
    const url = "postgres://app:pw@db.internal:6543/postgres";
    const base = { ...production, DATABASE_URL: url, MAIL_MODE: "log", SESSION_SECRET: secret };
    expect(rejects(base)).toMatch(/ALTCHA_HMAC_KEY: required when DATABASE_URL is set/);
    expect(rejects({ ...base, ALTCHA_HMAC_KEY: "short" })).toMatch(
      /ALTCHA_HMAC_KEY needs at least 32 characters/,
    );
    expect(rejects({ ...base, ALTCHA_HMAC_KEY: secret })).toMatch(
      /ALTCHA_HMAC_KEY: must be a secret of its own/,
    );
    const own = { ...base, ALTCHA_HMAC_KEY: `altcha-${secret}` };
    expect(rejects({ ...own, TURNSTILE_SECRET_KEY: "0x4AAA-secret" })).toMatch(
      /TURNSTILE_SECRET_KEY and NEXT_PUBLIC_TURNSTILE_SITE_KEY go together/,
    );
    expect(rejects({ ...own, NEXT_PUBLIC_TURNSTILE_SITE_KEY: "0x4AAA-site" })).toMatch(/TURNSTILE/);
    const both = {
      TURNSTILE_SECRET_KEY: "0x4AAA-secret",
      NEXT_PUBLIC_TURNSTILE_SITE_KEY: "0x4AAA",
    };
    expect(rejects({ ...own, ...both })).toBeNull();
    // Without a shared database the key is generated under DATA_DIR, as the session secret is.
    expect(rejects({ ...production, MAIL_MODE: "log" })).toBeNull();
  });

  it("refuses half a Supabase Storage setting, naming what is missing", () => {
    const base = { ...production, MAIL_MODE: "log" };
    const key = { SUPABASE_SERVICE_ROLE_KEY: "service-role-key-0123456789" };
    const bucket = { SUPABASE_STORAGE_BUCKET: "site-media" };
    const url = { NEXT_PUBLIC_SUPABASE_URL: "https://project.supabase.co" };
    expect(rejects({ ...base, ...url, ...key })).toMatch(
      /SUPABASE_STORAGE_BUCKET: required with SUPABASE_SERVICE_ROLE_KEY/,
    );
    expect(rejects({ ...base, ...url, ...bucket })).toMatch(
      /SUPABASE_SERVICE_ROLE_KEY: required with SUPABASE_STORAGE_BUCKET/,
    );
    expect(rejects({ ...base, ...key, ...bucket })).toMatch(/NEXT_PUBLIC_SUPABASE_URL: required/);
    expect(rejects({ ...base, ...url, ...key, SUPABASE_STORAGE_BUCKET: "../x" })).toMatch(
      /SUPABASE_STORAGE_BUCKET must be a bucket id/,
    );
    expect(rejects({ ...base, ...url, ...key, ...bucket })).toBeNull();
  });

  it("keeps a generated secret on the embedded default (one instance)", () => {
    expect(rejects({ ...production, MAIL_MODE: "log" })).toBeNull();
  });

  it("refuses to only log mail unless told to", () => {
    expect(rejects(production)).toMatch(/RESEND_API_KEY.*MAIL_MODE=log/);
    expect(rejects({ ...production, RESEND_API_KEY: "re_key" })).toBeNull();
    expect(rejects({ ...production, MAIL_MODE: "log" })).toBeNull();
  });

  it("takes a redis:// or rediss:// REDIS_URL for the shared cache, and refuses anything else", () => {
    const base = { ...production, MAIL_MODE: "log" };
    expect(rejects({ ...base, REDIS_URL: "redis://127.0.0.1:6379/0" })).toBeNull();
    expect(rejects({ ...base, REDIS_URL: "rediss://:pw@cache.internal:6380" })).toBeNull();
    for (const bad of ["localhost:6379", "http://cache.internal:6379", "redis"]) {
      expect(rejects({ ...base, REDIS_URL: bad }), bad).toMatch(/^Invalid environment: REDIS_URL/);
    }
  });

  it("names every problem at once", () => {
    const message = rejects({ ...production, DATABASE_URL: "postgres://h/db" });
    expect(message).toMatch(/SESSION_SECRET.*; RESEND_API_KEY|RESEND_API_KEY.*; SESSION_SECRET/);
  });
});

describe("outside a production server", () => {
  it("accepts nothing set: `next build`, development and tests run on the defaults", () => {
    expect(rejects({ ...production, NEXT_PHASE: "phase-production-build" })).toBeNull();
    expect(rejects({ NODE_ENV: "development", DATABASE_URL: "postgres://h/db" })).toBeNull();
    expect(rejects({})).toBeNull();
  });

  it("still refuses MAIL_MODE=resend without a key", () => {
    expect(rejects({ MAIL_MODE: "resend" })).toMatch(
      /RESEND_API_KEY: required by MAIL_MODE=resend/,
    );
  });
});

describe("mail mode", () => {
  it("sends through Resend only with a key, and MAIL_MODE=log always wins", () => {
    expect(mailModeOf({ RESEND_API_KEY: "re_key" })).toBe("resend");
    expect(mailModeOf({})).toBe("log");
    expect(mailModeOf({ RESEND_API_KEY: "re_key", MAIL_MODE: "log" })).toBe("log");
  });
});

describe("settings that used to fail later, or quietly", () => {
  const base = {
    ...production,
    MAIL_MODE: "log",
    SESSION_SECRET: secret,
    ALTCHA_HMAC_KEY: `altcha-${secret}`,
  };

  it("refuses a DATABASE_URL without a postgres scheme instead of connecting to 127.0.0.1", () => {
    for (const url of ["db.internal:5432/app", "app:pw@db.internal/app", "mysql://db/app"]) {
      const message = rejects({ ...base, DATABASE_URL: url });
      expect(message, url).toMatch(/DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ URL/);
      expect(message).not.toContain("\n");
    }
    expect(rejects({ ...base, DATABASE_URL: "postgresql://app@db.internal/app" })).toBeNull();
  });

  it("refuses a LOG_LEVEL the logger does not know, at start rather than on every request", () => {
    expect(rejects({ ...base, LOG_LEVEL: "verbose" })).toMatch(/LOG_LEVEL must be one of/);
    expect(rejects({ LOG_LEVEL: "verbose" })).toMatch(/LOG_LEVEL/);
    expect(rejects({ ...base, LOG_LEVEL: "warn" })).toBeNull();
  });

  it("refuses a Supabase URL without the anon key in production (not the local account)", () => {
    const url = { NEXT_PUBLIC_SUPABASE_URL: "https://project.supabase.co" };
    expect(rejects({ ...base, ...url })).toMatch(
      /NEXT_PUBLIC_SUPABASE_ANON_KEY: required with NEXT_PUBLIC_SUPABASE_URL/,
    );
    expect(rejects({ ...base, ...url, NEXT_PUBLIC_SUPABASE_ANON_KEY: "anon" })).toBeNull();
    // Storage alone (service-role key and bucket) keeps the local account on purpose.
    const storage = {
      SUPABASE_SERVICE_ROLE_KEY: "service-role-key-0123456789",
      SUPABASE_STORAGE_BUCKET: "site-media",
    };
    expect(rejects({ ...base, ...url, ...storage })).toBeNull();
  });

  it("takes AGENCY_TIME_ZONE only if the runtime knows the zone (UTC by default)", () => {
    expect(parseEnv({}).AGENCY_TIME_ZONE).toBe("UTC");
    expect(parseEnv({ AGENCY_TIME_ZONE: "Europe/Berlin" }).AGENCY_TIME_ZONE).toBe("Europe/Berlin");
    expect(rejects({ AGENCY_TIME_ZONE: "Mars/Olympus" })).toMatch(
      /AGENCY_TIME_ZONE must be an IANA time zone/,
    );
    expect(rejects({ AGENCY_TIME_ZONE: " " })).toMatch(/AGENCY_TIME_ZONE/);
  });

  it("reads ACCESS_LOG as a switch", () => {
    expect(parseEnv({ ACCESS_LOG: "1" }).ACCESS_LOG).toBe(true);
    expect(parseEnv({}).ACCESS_LOG).toBe(false);
    expect(rejects({ ACCESS_LOG: "sometimes" })).toMatch(/ACCESS_LOG/);
  });
});
