import { defineConfig, globalIgnores } from "eslint/config";
import nextVitals from "eslint-config-next/core-web-vitals";
import nextTs from "eslint-config-next/typescript";

// Import walls (docs/architecture.md, "Walls"). Each regex matches an import specifier in both its
// `@/…` form and its relative `../…` forms; a file group gets all its walls in one config object,
// because a later object setting the same rule replaces the earlier one's options.
const up = String.raw`(?:@/|(?:\.\./)+)`;
const DOMAINS =
  "blog|work|leads|media|auth|redirects|seo|admin|mail|testimonials|jobs-board|team|careers|webhooks|privacy|follow-ups|staff|audit";
const domains = {
  regex: String.raw`^${up}(?:lib/)?(?:${DOMAINS})(?:/|$)`,
  message:
    "Infrastructure imports no domain folder: move the shared piece into this folder and let the domain re-export it.",
};
// The kit builds on the shared services (media keys, signed links, redirects, the share-image
// card); never on a content type.
const CONTENT_DOMAINS = "blog|work|leads|admin|testimonials|team|careers";
const contentDomains = {
  regex: String.raw`^${up}(?:lib/)?(?:${CONTENT_DOMAINS})(?:/|$)`,
  message:
    "The publishing kit imports no content type: the type passes what the kit needs (its declaration, a callback).",
};
// The job runner is infrastructure under every queue (mail, purges, later webhooks): it sees the
// database handle and the logger, never a domain or the schema, so no queue's rules leak into another's.
const jobsOnly = {
  regex: String.raw`^${up}(?!lib/(?:db|log)(?:/|$))|^${up}lib/db/schema`,
  message: "lib/jobs imports only lib/db and lib/log; queues live in their domain.",
};
const siteCode = {
  regex: String.raw`^${up}(?:content|components|app)(?:/|$)`,
  message: "Infrastructure imports no site code (content/, components/, app/).",
};
const database = {
  regex: String.raw`^${up}lib/db(?:/|$)`,
  message: "Only domain modules touch lib/db: take the types and queries from lib/<domain>/.",
};
// not-cached.mjs is the page cache's one public marker (components tag a page rendered without
// its data); the rest of lib/cache is internal to the handlers and the domain modules' writes.
const cacheInternals = {
  regex: String.raw`^${up}lib/cache(?:$|/(?!not-cached(?:\.mjs)?$))`,
  message: "Components do not reach into lib/cache: the domain module caches, tags and purges.",
};

// no-restricted-imports sees import/export…from; dynamic import() needs no-restricted-syntax.
// esquery ends a regex at the first "/", so the selector spells it \x2F.
const wall = (files, walls) => ({
  files,
  rules: {
    "no-restricted-imports": [
      "error",
      { patterns: walls.map((w) => ({ regex: w.regex, message: w.message, caseSensitive: true })) },
    ],
    "no-restricted-syntax": [
      "error",
      ...walls.map((w) => ({
        selector: `ImportExpression[source.value=/${w.regex.replaceAll("/", String.raw`\x2F`)}/]`,
        message: w.message,
      })),
    ],
  },
});

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
    rules: {
      "@typescript-eslint/no-unused-vars": [
        "error",
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_" },
      ],
    },
  },
  wall(["app/**"], [database]),
  wall(["components/**"], [database, cacheInternals]),
  wall(["lib/db/**"], [domains, siteCode]),
  wall(["lib/cache/**"], [domains, siteCode]),
  // The publishing kit is infrastructure the content types build on.
  wall(["lib/publishing/**"], [contentDomains, siteCode]),
  wall(["lib/jobs/**"], [jobsOnly]),
]);
