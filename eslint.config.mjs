import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

export default defineConfig([
  ...nextVitals,
  ...nextTs,
  globalIgnores([
    ".next/**",
    "node_modules/**",
    ".data/**",
    "next-env.d.ts",
    "test-results/**",
    "playwright-report/**",
    "tests/.tmp/**",
    "scripts/bench/bare-app/**",
    "bench-results/**",
    "tests/fixtures/corpus/**",
  ]),
  {
    // The job runner is infrastructure under every queue (mail, purges, later webhooks): it sees
    // the database handle and the logger, never a domain, so no queue's rules leak into another's.
    files: ["lib/jobs/**"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [
                "@/*",
                "!@/lib",
                "@/lib/*",
                "!@/lib/db",
                "!@/lib/log",
                "@/lib/db/schema",
                "../*",
              ],
              message: "lib/jobs imports only lib/db and lib/log; queues live in their domain.",
            },
          ],
        },
      ],
    },
  },
  {
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
    },
  },
]);
