// Before the e2e server starts: a fresh embedded database with the seed posts plus posts whose
// stored content is raw XSS payloads, inserted straight into the table (no write-time sanitizing),
// so the browser test proves the render-time sanitizer alone keeps them inert.
import { rmSync } from "node:fs";

import { hashPassword } from "@/lib/auth/password";
import { seedIfEmpty } from "@/lib/blog/seed";
import { migrate } from "@/lib/db/migrate";
import { openPglite } from "@/lib/db/pglite";
import { blogs, caseStudies } from "@/lib/db/schema";
import { staffMembers } from "@/lib/db/staff-schema";
import { seedTeamIfEmpty } from "@/lib/team/writes";
import { seedTestimonialsOnce } from "@/lib/testimonials/seed";
import { seedWorkIfEmpty } from "@/lib/work/seed";
import { seedE2eAnalytics } from "./analytics-rows";
import { E2E_TWO_FACTOR } from "./two-factor-account";
import { XSS_CHUNK, xssPayloads, xssSlug, xssWorkSlug } from "./xss-corpus";

const dir = process.env.PGLITE_DIR;
if (!dir) throw new Error("PGLITE_DIR must be set");
rmSync(dir, { recursive: true, force: true });
const connection = await openPglite(dir);
const { db } = connection;
await migrate(connection);
await seedIfEmpty(db);
await seedWorkIfEmpty(db);
await seedTeamIfEmpty(db);
await seedTestimonialsOnce(db);
await seedE2eAnalytics(db); // /admin/analytics's finished days (analytics-dashboard.spec.ts)
// An account of its own for two-factor.spec.ts: turning 2FA on for the shared e2e staff would send
// every parallel spec's sign-in to the code step.
await db.insert(staffMembers).values({
  email: E2E_TWO_FACTOR.email,
  name: "Two-factor tester",
  role: "editor",
  status: "active",
  passwordHash: await hashPassword(E2E_TWO_FACTOR.password),
});
const payloads = xssPayloads();
for (let i = 0; i * XSS_CHUNK < payloads.length; i++) {
  const chunk = payloads.slice(i * XSS_CHUNK, (i + 1) * XSS_CHUNK);
  await db.insert(blogs).values({
    title: `XSS sample ${i}`,
    summary: chunk[0] ?? "",
    content: chunk.join("\n<hr>\n"),
    slug: xssSlug(i),
    // A day apart: a list ordered by date then by a random id would otherwise shuffle them from
    // one database to the next (tests/e2e/visual.spec.ts compares the staff post list).
    createdAt: new Date(Date.UTC(2020, 0, 1 + i)),
  });
}
// The same payloads as a case study's stored section HTML (and its plain-text fields), published
// but never featured, sorted last: the case-study page must keep them as inert as a post does.
for (let i = 0; i * XSS_CHUNK < payloads.length; i++) {
  const chunk = payloads.slice(i * XSS_CHUNK, (i + 1) * XSS_CHUNK);
  const third = Math.ceil(chunk.length / 3);
  const [challenge, approach, outcome] = [0, 1, 2].map((n) =>
    chunk.slice(n * third, (n + 1) * third).join("\n<hr>\n"),
  );
  await db.insert(caseStudies).values({
    slug: xssWorkSlug(i),
    title: `XSS case study ${i}`,
    client: chunk[1] ?? null,
    summary: chunk[0] ?? "",
    categories: ["web-development"],
    challenge,
    approach,
    outcome,
    results: [{ label: chunk[2] ?? "x", value: chunk[3] ?? "x" }],
    testimonialQuote: chunk[4] ?? null,
    testimonialName: chunk[5] ?? null,
    status: "published",
    sortOrder: 10_000 + i,
  });
}
await connection.close();
console.log(
  `e2e database ready: ${payloads.length} XSS payloads in ${Math.ceil(payloads.length / XSS_CHUNK)} posts`,
);
