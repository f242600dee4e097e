// Two transactions that lock the same two rows in opposite orders deadlock; Postgres aborts one
// (40P01). retryingTransaction runs the aborted one again, so both callers get their answer.
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";

import { exec } from "../helpers/sql";

const { getDb } = await import("@/lib/db/client");
const { retryingTransaction, transaction } = await import("@/lib/db/transaction");
const db = await getDb();

await exec(db, "insert into app_markers (name) values ('deadlock-a'), ('deadlock-b')");

/** Resolves once both transactions hold their first row, so each then waits on the other's. */
function barrier(parties: number) {
  let arrived = 0;
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return () => (++arrived === parties ? open() : undefined, opened);
}

async function lockBoth(
  tx: Parameters<Parameters<typeof transaction>[1]>[0],
  order: string[],
  meet?: () => Promise<void>,
) {
  await tx.execute(sql`select name from app_markers where name = ${order[0]} for update`);
  if (meet) await meet();
  await tx.execute(sql`select name from app_markers where name = ${order[1]} for update`);
}

it("runs a transaction Postgres aborted as a deadlock victim again, so both callers succeed", async () => {
  const meet = barrier(2);
  const attempts = { ab: 0, ba: 0 };
  const run = (key: "ab" | "ba", order: string[]) =>
    retryingTransaction(db, async (tx) => {
      // Only the first attempts meet: a second run takes its locks after the winner committed.
      await lockBoth(tx, order, ++attempts[key] === 1 ? meet : undefined);
      return key;
    });
  await expect(
    Promise.all([run("ab", ["deadlock-a", "deadlock-b"]), run("ba", ["deadlock-b", "deadlock-a"])]),
  ).resolves.toEqual(["ab", "ba"]);
  // One of the two was the deadlock's victim and ran twice.
  expect(attempts.ab + attempts.ba).toBe(3);
});

it("the plain transaction gives the deadlock to its caller (the case the retry exists for)", async () => {
  const meet = barrier(2);
  const results = await Promise.allSettled([
    transaction(db, (tx) => lockBoth(tx, ["deadlock-a", "deadlock-b"], meet)),
    transaction(db, (tx) => lockBoth(tx, ["deadlock-b", "deadlock-a"], meet)),
  ]);
  expect(results.filter((r) => r.status === "rejected")).toHaveLength(1);
});
