import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const here = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * Two projects run the same database-backed tests: "pglite" (embedded default, plus the pure unit
 * tests) and "postgres" (a real PostgreSQL 15 started by the global setup). Both inherit the
 * settings below (`extends: true`).
 */
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
    globalSetup: [here("./tests/helpers/global-setup.ts")],
    setupFiles: [here("./tests/helpers/db-per-file.ts")],
    // Feed test servers listen on loopback, which the importer refuses by default.
    env: { IMPORT_ALLOW_PRIVATE: "true" },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: "pglite",
          include: ["tests/unit/**/*.test.ts", "tests/integration/**/*.test.ts"],
        },
      },
      { extends: true, test: { name: "postgres", include: ["tests/integration/**/*.test.ts"] } },
    ],
  },
});
