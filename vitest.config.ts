import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * Pure unit tests run once, with no database. The integration suite runs three times, each file
 * on its own fresh database: "pglite" (the embedded default), "postgres" (a real PostgreSQL 15
 * started by the global setup) and "pgbouncer" (the same behind PgBouncer in transaction mode, as
 * Supabase's pooler serves an app). All inherit the settings below (`extends: true`).
 */
const integration = (name: string) => ({
  extends: true as const,
  test: {
    name,
    include: ["tests/integration/**/*.test.ts"],
    globalSetup: [here("./tests/helpers/global-setup.ts")],
    setupFiles: [here("./tests/helpers/db-per-file.ts")],
    // Feed test servers listen on loopback, which the importer refuses by default. No Next server
    // runs here: the app's self-requests (lib/env.ts internalOrigin) go to port 9, which fetch
    // refuses outright, so a server left on the default port 3000 cannot answer them.
    env: { IMPORT_ALLOW_PRIVATE: "true", PORT: "9" },
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
          // A unit test that reaches for a database fails at once instead of opening one.
          env: { DATABASE_URL: "postgres://unit-tests-have-no-database@127.0.0.1:9/none" },
        },
      },
      integration("pglite"),
      integration("postgres"),
      integration("pgbouncer"),
    ],
  },
});
