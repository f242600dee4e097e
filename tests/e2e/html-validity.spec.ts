import { execFile } from "node:child_process";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";

import { bare as test, expect } from "./fixtures";
import { routes } from "./support/routes";

const run = promisify(execFile);
const vnuJar = path.resolve("node_modules/vnu-jar/build/dist/vnu.jar");
const outDir = path.resolve("tests/.tmp/vnu");

type VnuMessage = {
  type: string;
  subType?: string;
  message: string;
  url?: string;
  lastLine?: number;
  extract?: string;
};

/**
 * Every route's served HTML through the W3C Nu validator (vnu-jar), one JVM for all pages. One
 * validation covers both themes and every width (issue 17): the server sends the same markup to
 * all of them, and the theme is only a class the theme script (components/layout/theme-script.tsx) adds to <html> in the browser (the
 * check below keeps it that way). A width changes no markup at all.
 */
test("every page is valid HTML (W3C Nu validator: 0 errors)", async ({ request }) => {
  // A fetch per route plus one validator JVM: the budget grows with the routes.
  test.setTimeout(30_000 + routes.length * 4_000);
  await rm(outDir, { recursive: true, force: true });
  await mkdir(outDir, { recursive: true });
  const files: string[] = [];
  for (const route of routes) {
    const response = await request.get(route.path);
    expect(response.status()).toBe(route.status);
    const html = await response.text();
    const root = /<html[^>]*>/.exec(html)?.[0] ?? "";
    expect(root, `${route.path}: no theme in the served <html>`).not.toMatch(
      /class="[^"]*\b(light|dark)\b/,
    );
    const file = path.join(outDir, `${route.path.replace(/[^a-z0-9]+/gi, "_") || "home"}.html`);
    await writeFile(file, html);
    files.push(file);
  }
  // vnu exits 1 when it reports errors; the JSON on stderr is the result either way.
  const result = await run(
    "java",
    ["-jar", vnuJar, "--format", "json", "--errors-only", ...files],
    {
      maxBuffer: 32 * 1024 * 1024,
    },
  ).catch((error: { stderr?: string }) => ({ stderr: error.stderr ?? "" }));
  const { messages } = JSON.parse(result.stderr || '{"messages":[]}') as { messages: VnuMessage[] };
  const errors = messages
    .filter((m) => m.type === "error" || m.subType === "fatal")
    .map(
      (m) => `${path.basename(m.url ?? "")}:${m.lastLine ?? "?"} ${m.message} [${m.extract ?? ""}]`,
    );
  expect(errors).toEqual([]);
});
