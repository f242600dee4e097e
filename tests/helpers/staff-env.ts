// Env for tests that sign in as staff. Imported first (before any lib/ module reads lib/env).
export const STAFF = {
  email: "staff@agency.example",
  password: "correct horse battery staple",
  sessionSecret: "test-session-secret-0123456789abcdef-0123456789",
  cronSecret: "test-cron-secret-0123456789",
} as const;

process.env.ADMIN_EMAIL = STAFF.email;
process.env.ADMIN_PASSWORD = STAFF.password;
delete process.env.ADMIN_PASSWORD_HASH;
process.env.SESSION_SECRET = STAFF.sessionSecret;
process.env.CRON_SECRET = STAFF.cronSecret;
delete process.env.NEXT_PUBLIC_SUPABASE_URL;
delete process.env.NEXT_PUBLIC_SUPABASE_ANON_KEY;
// Discard port: the import run fails fast and offline, recording one failed feed.
process.env.IMPORT_FEEDS = JSON.stringify([{ url: "http://127.0.0.1:9/feed.xml" }]);
