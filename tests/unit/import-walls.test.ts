import { ESLint } from "eslint";
import { beforeAll, describe, expect, it } from "vitest";

// The import walls in eslint.config.mjs, run through ESLint itself on in-memory snippets: each
// wall must stop the forbidden import in its @/ and relative forms (and as a dynamic import), and
// must leave the allowed directions alone.
let eslint: ESLint;
beforeAll(() => {
  eslint = new ESLint({ cwd: process.cwd() });
});

async function walled(filePath: string, code: string): Promise<boolean> {
  const [result] = await eslint.lintText(`${code}\nexport {};\n`, { filePath });
  const rules = (result?.messages ?? []).map((m) => m.ruleId);
  return rules.includes("no-restricted-imports") || rules.includes("no-restricted-syntax");
}

const blocked: [string, string][] = [
  // lib/db/schema.ts's imports before the vocabularies moved into lib/db.
  ["lib/db/schema.ts", `import { POST_STATUSES } from "../blog/post-status";`],
  ["lib/db/schema.ts", `import type { FeedResult } from "@/lib/blog/import/types";`],
  ["lib/db/schema.ts", `export { WORK_CATEGORIES } from "../work/fields";`],
  ["lib/db/client.ts", `import { services } from "@/content/services";`],
  ["lib/db/client.ts", `import { Button } from "../../components/ui/button";`],
  ["app/(site)/page.tsx", `import { posts } from "@/lib/db/schema";`],
  ["app/(site)/blogs/page.tsx", `import type { Db } from "../../../lib/db/types";`],
  ["components/blog/card.tsx", `import { getDb } from "@/lib/db/client";`],
  ["components/blog/card.tsx", `const m = import("@/lib/db/client");`],
  ["components/blog/card.tsx", `import { blogTag } from "@/lib/cache/tags";`],
  ["components/blog/card.tsx", `import { purgePaths } from "../../lib/cache/purge";`],
  ["lib/cache/purge.ts", `import { postExists } from "@/lib/blog/lookups";`],
  ["lib/cache/page-store.mjs", `import { x } from "../media/types";`],
  ["lib/cache/purge.ts", `import { workCategories } from "@/content/work";`],
  ["lib/publishing/registry.ts", `import { WORK_CATEGORIES } from "@/lib/work/fields";`],
  ["lib/jobs/runner.ts", `import { sendMail } from "../mail/send";`],
  ["lib/jobs/runner.ts", `const m = import("../leads/outbox");`],
];

const allowed: [string, string][] = [
  ["lib/db/schema.ts", `import { POST_STATUSES } from "./enums";`],
  ["lib/db/postgres.ts", `import { logEvent } from "@/lib/log/logger";`],
  ["lib/blog/queries.ts", `import { posts } from "@/lib/db/schema";`],
  ["lib/blog/queries.ts", `import { blogTag } from "@/lib/cache/tags";`],
  ["lib/blog/queries.ts", `import { x } from "@/lib/publishing/registry";`],
  ["app/(site)/page.tsx", `import { blogTag } from "@/lib/cache/tags";`],
  ["components/blog/card.tsx", `import { NOT_CACHED } from "@/lib/cache/not-cached.mjs";`],
  ["components/blog/card.tsx", `import type { PostStatus } from "@/lib/blog/post-status";`],
  ["lib/cache/page-cache-handler.mjs", `import { hashPolicy } from "../security/policy.mjs";`],
  ["lib/cache/purge.ts", `import { cachePurges } from "@/lib/db/schema";`],
  ["lib/jobs/runner.ts", `import { getDb } from "@/lib/db/client";`],
  // A name that merely starts like a domain folder is not one.
  ["lib/db/client.ts", `import { x } from "@/lib/blogroll/list";`],
];

describe("import walls", () => {
  it.each(blocked)("%s may not: %s", async (file, code) => {
    expect(await walled(file, code)).toBe(true);
  });

  it.each(allowed)("%s may: %s", async (file, code) => {
    expect(await walled(file, code)).toBe(false);
  });
});
