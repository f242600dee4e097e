// The Docker image's build context, from the shipped .dockerignore: what `docker build .` in a
// checkout with local secrets sends to the builder, and so what can end up in the image.
import { readFileSync } from "node:fs";
import path from "node:path";

import { describe, expect, it } from "vitest";

import { isIgnored, parseDockerignore } from "../helpers/dockerignore";

const root = path.resolve(import.meta.dirname, "../..");
const rules = parseDockerignore(readFileSync(path.join(root, ".dockerignore"), "utf8"));
const sent = (file: string) => !isIgnored(rules, file);

describe("the matcher follows Docker's rules", () => {
  const own = (text: string, file: string) => !isIgnored(parseDockerignore(text), file);
  it.each([
    ["*.log", "a.log", false],
    ["*.log", "logs/a.log", true],
    ["**/*.log", "logs/deep/a.log", false],
    ["node_modules", "node_modules/x/index.js", false],
    ["/build", "build/out.js", false],
    ["dir/?.txt", "dir/a.txt", false],
    ["dir/?.txt", "dir/ab.txt", true],
    ["*.md\n!README.md", "README.md", true],
    ["*.md\n!README.md\nREADME.md", "README.md", false],
  ])("%j and %s → sent: %s", (text, file, expected) => {
    expect(own(text, file)).toBe(expected);
  });
});

describe("the shipped .dockerignore", () => {
  // Next's standalone output copies the .env and .env.production it loaded into the image.
  it.each([".env", ".env.production", ".env.local", ".env.production.local", ".env.development"])(
    "keeps %s out of the build context",
    (file) => {
      expect(sent(file)).toBe(false);
    },
  );

  it("still sends what the build needs, and an .env.example", () => {
    for (const file of [
      ".env.example",
      "package.json",
      "package-lock.json",
      "next.config.ts",
      "app/layout.tsx",
      "lib/env.ts",
      "public/robots.txt",
      "supabase/migrations/0001.sql",
    ]) {
      expect(sent(file), file).toBe(true);
    }
  });
});
