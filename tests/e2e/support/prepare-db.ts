// Before the e2e server starts: a fresh embedded database with the seed posts plus posts whose
// stored content is raw XSS payloads, inserted straight into the table (no write-time sanitizing),
// so the browser test proves the render-time sanitizer alone keeps them inert.
import { rmSync } from "node:fs";

import { seedIfEmpty } from "@/lib/blog/seed";
import { migrate } from "@/lib/db/migrate";
import { openPglite } from "@/lib/db/pglite";
import { XSS_CHUNK, xssPayloads, xssSlug } from "./xss-corpus";

const dir = process.env.PGLITE_DIR;
if (!dir) throw new Error("PGLITE_DIR must be set");
rmSync(dir, { recursive: true, force: true });
const db = await openPglite(dir);
await migrate(db);
await seedIfEmpty(db);
const payloads = xssPayloads();
for (let i = 0; i * XSS_CHUNK < payloads.length; i++) {
  const chunk = payloads.slice(i * XSS_CHUNK, (i + 1) * XSS_CHUNK);
  await db.query(
    `insert into blogs (title, summary, content, slug, created_at)
     values ($1, $2, $3, $4, '2020-01-01')`,
    [`XSS sample ${i}`, chunk[0] ?? "", chunk.join("\n<hr>\n"), xssSlug(i)],
  );
}
await db.close();
console.log(
  `e2e database ready: ${payloads.length} XSS payloads in ${Math.ceil(payloads.length / XSS_CHUNK)} posts`,
);
