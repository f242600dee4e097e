// Two servers on one embedded database directory: the second refuses to start (naming the
// first), the first keeps serving, and the data opens again after both have stopped.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, expect, it } from "vitest";

import { startSite, type Site } from "./harness";

const root = mkdtempSync(path.join(tmpdir(), "faults-lock-"));
const PGLITE_DIR = path.join(root, "pglite");
const sites: Site[] = [];

afterAll(async () => {
  for (const site of sites) await site.stop();
  rmSync(root, { recursive: true, force: true });
});

it("a second server on the same PGLITE_DIR refuses to start; the data survives", async () => {
  const first = await startSite({ PGLITE_DIR });
  sites.push(first);
  const posts = async (site: Site) =>
    (await (await fetch(`${site.base}/rss.xml`)).text()).match(/<item>/g)?.length ?? 0;
  expect((await fetch(`${first.base}/api/health`)).status).toBe(200);
  const before = await posts(first);
  expect(before).toBeGreaterThan(0);

  const second = await startSite({ PGLITE_DIR }).then(
    (site) => {
      sites.push(site);
      return "started";
    },
    (error: Error) => error.message,
  );
  expect(second).toMatch(/embedded database .* is in use by another process \(pid \d+/);

  expect((await fetch(`${first.base}/api/health`)).status).toBe(200);
  await first.stop();
  sites.splice(0);

  const again = await startSite({ PGLITE_DIR });
  sites.push(again);
  expect((await fetch(`${again.base}/api/health`)).status).toBe(200);
  expect(await posts(again)).toBe(before);
});
