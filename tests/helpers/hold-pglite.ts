// A second process for the lock test: opens the embedded database at argv[2], writes a marker
// row, says "ready" and holds the directory until it is killed or its stdin closes.
import { openPglite } from "@/lib/db/pglite";

const db = await openPglite(process.argv[2]!);
await db.scriptTransaction(async (tx) => {
  await tx.exec("create table if not exists lock_marker (note text)");
  await tx.rows("insert into lock_marker (note) values ($1)", [process.argv[3] ?? "held"]);
});
process.stdout.write("ready\n");
process.stdin.resume();
process.stdin.on("end", () => void db.close().then(() => process.exit(0)));
