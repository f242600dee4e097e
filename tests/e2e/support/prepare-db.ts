// Before the e2e server starts: a fresh embedded database with the seed posts plus posts whose
// stored content is raw XSS payloads, inserted straight into the table (no write-time sanitizing),
// so the browser test proves the render-time sanitizer alone keeps them inert.
import { rmSync } from "node:fs";

import { seedIfEmpty } from "@/lib/blog/seed";
import { migrate } from "@/lib/db/migrate";
import { openPglite } from "@/lib/db/pglite";
import { blogs } from "@/lib/db/schema";
import { seedWorkIfEmpty } from "@/lib/work/seed";
import { XSS_CHUNK, xssPayloads, xssSlug } from "./xss-corpus";

const dir = process.env.PGLITE_DIR;
if (!dir) throw new Error("PGLITE_DIR must be set");
rmSync(dir, { recursive: true, force: true });
const connection = await openPglite(dir);
const { db } = connection;
await migrate(connection);
await seedIfEmpty(db);
await seedWorkIfEmpty(db);
const payloads = xssPayloads();
for (let i = 0; i * XSS_CHUNK < payloads.length; i++) {
  const chunk = payloads.slice(i * XSS_CHUNK, (i + 1) * XSS_CHUNK);
  await db.insert(blogs).values({
    title: `XSS sample ${i}`,
    summary: chunk[0] ?? "",
    content: chunk.join("\n<hr>\n"),
    slug: xssSlug(i),
    createdAt: new Date("2020-01-01T00:00:00Z"),
  });
}
await connection.close();
console.log(
  `e2e database ready: ${payloads.length} XSS payloads in ${Math.ceil(payloads.length / XSS_CHUNK)} posts`,
);
