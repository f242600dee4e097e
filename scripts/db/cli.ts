// npm run db:migrate | db:seed — against DATABASE_URL, or the embedded PGlite directory.
// Stop `next start` first in embedded mode: one process per PGlite directory.
import { migrate } from "@/lib/db/migrate";
import { openPglite } from "@/lib/db/pglite";
import { openPostgres } from "@/lib/db/postgres";
import { env } from "@/lib/env";
import { seedSamples } from "@/lib/samples";

const command = process.argv[2];
if (command !== "migrate" && command !== "seed") {
  console.error("usage: db:cli migrate|seed");
  process.exit(2);
}
const connection = env.DATABASE_URL
  ? openPostgres(env.DATABASE_URL, 2)
  : await openPglite(env.PGLITE_DIR);
try {
  const applied = await migrate(connection);
  console.log(applied.length ? `applied: ${applied.join(", ")}` : "schema up to date");
  if (command === "seed") {
    for (const [what, count] of Object.entries(await seedSamples(connection.db))) {
      console.log(`seeded ${count} ${what}`);
    }
  }
} catch (error) {
  // One line naming the file and the database's reason (MigrationError); a stack buries both.
  console.error(error instanceof Error ? error.message : String(error));
  process.exitCode = 1;
} finally {
  await connection.close();
}
