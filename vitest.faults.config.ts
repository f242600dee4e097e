import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * `npm run test:faults`: the production server (`npm run build` first) broken on purpose — the
 * database stopped mid-run, the mail API failing, the process killed during an import. Each file
 * starts its own server, Postgres and fakes on free ports and temporary directories, so two files
 * run at once: most of a file's time is waiting (a server starting, a database coming back), and
 * its timing checks have held with a second file beside it on a busy 2-core machine
 * (docs/benchmarks.md, "Shorter npm test"). Within a file, tests run in order.
 */
export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL("./", import.meta.url)) } },
  test: {
    environment: "node",
    include: ["tests/faults/**/*.test.ts"],
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
