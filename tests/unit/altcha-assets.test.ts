// The ALTCHA widget's worker and stylesheet are served from public/altcha/ (the external build
// loads neither itself, and the CSP refuses the default build's blob:/data: workers). They are
// copies of the installed package's files: upgrading altcha without copying them again fails here.
import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

const root = path.resolve(import.meta.dirname, "../..");
const read = (file: string) => readFileSync(path.join(root, file));
const pkg = (file: string) => JSON.parse(read(file).toString()) as Record<string, unknown>;

describe("public/altcha", () => {
  it("holds the installed altcha's worker and stylesheet, byte for byte", () => {
    const pinned = (pkg("package.json").dependencies as Record<string, string>).altcha;
    expect(pkg("node_modules/altcha/package.json").version).toBe(pinned);
    const copies = {
      "public/altcha/pbkdf2.js": "node_modules/altcha/dist/workers/pbkdf2.js",
      "public/altcha/altcha.css": "node_modules/altcha/dist/external/altcha.css",
    };
    for (const [copy, original] of Object.entries(copies)) {
      expect(read(copy).equals(read(original)), `${copy} differs from ${original}`).toBe(true);
    }
  });
});
