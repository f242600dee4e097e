// npm run bench scale [--full] [--seconds=N] [--connections=N]
// Requests per second of one vs two production instances behind nginx (scale-run.ts, through tsx
// so it uses the scale-out test's own service helpers). Builds first if needed.
import { spawnSync } from "node:child_process";
import path from "node:path";

import { build, root, tsx } from "./lib.mjs";

export async function main(argv) {
  build(root);
  const result = spawnSync(
    process.execPath,
    [...tsx, path.join(root, "scripts/bench/scale-run.ts"), ...argv],
    {
      cwd: root,
      stdio: "inherit",
    },
  );
  process.exitCode = result.status ?? 1;
}
