import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));
// A unit or corpus test that reaches for a database fails at once instead of opening one.
const NO_DATABASE = "postgres://unit-tests-have-no-database@127.0.0.1:9/none";

/**
 * Pure unit tests run once, with no database ("unit", `npm run test:fast`); the sanitizer and SEO
 * checks over the vendored real-world corpora (tests/corpus/, a minute or two of CPU) are the same
 * kind of test in a project of their own ("corpus"). The integration suite runs on its own fresh
 * database per file. Which files run where is a naming rule, so a new file falls in place:
 *
 * - "postgres" (a real PostgreSQL 15 started by the global setup): every integration file. It is
 *   what production runs (Supabase), and the one place every test meets the real engine.
 * - "pgbouncer" (the same server behind PgBouncer in transaction mode, as Supabase's pooler serves
 *   an app): `*.pooler.test.ts`, the pooler-sensitive files. Pooler-sensitive means what a
 *   transaction-mode pooler changes: transactions and what they scope (`set local`,
 *   `set_config(…, true)`), locks and leases, claims (`for update skip locked`), migrations,
 *   rate limits and sessions. The other files go through the same connection code
 *   (lib/db/postgres.ts), which these already exercise through PgBouncer.
 * - "pglite" (the embedded default, WASM in the worker): `*.pooler.test.ts` (the query layer's
 *   core: transactions, claims, migrations, health, the blog repository, on PGlite's single
 *   serialised connection) and `*.embedded.test.ts`, what the embedded engine or the embedded
 *   default changes: its in-process timer (publish-timer), the local-directory media storage
 *   (media-storage), time zones, date arithmetic and numeric results in SQL (analytics-rollup,
 *   analytics-dashboard, careers' openings closing by the clock), and the personal-data scan,
 *   which walks the engine's catalog (privacy-erase, lead-retention). A test of an extension
 *   (pg_trgm, btree_gist), of first-start seeding or of anything else PGlite does its own way
 *   takes the suffix. The rest of the app's SQL is the same statements on both drivers (drizzle);
 *   the e2e suite serves the whole app from PGlite, seeded as on a first start
 *   (tests/e2e/support/prepare-db.ts).
 *
 * All inherit the settings below (`extends: true`). docs/benchmarks.md has the times. `npm test`
 * runs this suite alone, at full priority: beside e2e at a low priority it ran into its 15-minute
 * ceiling on a loaded machine, and its tests near their 30-second limits would get less than half
 * the CPU they get alone (docs/benchmarks.md, "npm test toward 12 minutes").
 */
const integration = (name: string, include: string[]) => ({
  extends: true as const,
  test: {
    name,
    include,
    globalSetup: [here("./tests/helpers/global-setup.ts")],
    setupFiles: [here("./tests/helpers/db-per-file.ts")],
    // Feed test servers listen on loopback, which the importer refuses by default. No Next server
    // runs here: the app's self-requests (lib/env.ts internalOrigin) go to port 9, which fetch
    // refuses outright, so a server left on the default port 3000 cannot answer them.
    env: {
      IMPORT_ALLOW_PRIVATE: "true",
      PORT: "9",
      // The proof-of-work root key tests/helpers/proof.ts signs its solved challenges with.
      ALTCHA_HMAC_KEY: "test-altcha-hmac-key-0123456789abcdef",
    },
  },
});

export default defineConfig({
  resolve: {
    alias: {
      "@": here("./"),
      // "server-only" throws outside React's server build; tests call server modules directly.
      "server-only": here("./tests/helpers/empty-module.ts"),
      // Next's cache APIs need a running Next server; see the shim for what it records.
      "next/cache": here("./tests/helpers/next-cache.ts"),
      // Likewise the request scope: tests set the cookies and headers of the "current request".
      "next/headers": here("./tests/helpers/next-headers.ts"),
    },
  },
  test: {
    environment: "node",
    // Vitest's default on a 2-core machine is one worker; the integration files mostly wait on
    // PostgreSQL, PgBouncer, scrypt and sharp, so three overlap those waits (each file keeps its
    // own database, so they cannot see each other's rows).
    maxWorkers: 3,
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.ts"],
          env: { DATABASE_URL: NO_DATABASE },
        },
      },
      {
        extends: true,
        test: {
          name: "corpus",
          include: ["tests/corpus/**/*.test.ts"],
          env: { DATABASE_URL: NO_DATABASE },
        },
      },
      integration("pglite", [
        "tests/integration/**/*.pooler.test.ts",
        "tests/integration/**/*.embedded.test.ts",
      ]),
      integration("postgres", ["tests/integration/**/*.test.ts"]),
      integration("pgbouncer", ["tests/integration/**/*.pooler.test.ts"]),
    ],
  },
});
