import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

/**
 * `npm run test:faults`: the production server (`npm run build` first) broken on purpose — the
 * database stopped mid-run, the mail API failing, the process killed during an import. Each file
 * starts its own server, Postgres and fakes; files run one at a time (they measure recovery).
 */
export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL("./", import.meta.url)) } },
  test: {
    environment: "node",
    include: ["tests/faults/**/*.test.ts"],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
