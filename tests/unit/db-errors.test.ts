// A failed query's SQLSTATE and message, read through drizzle's wrapper whichever copy of
// drizzle-orm made it (a server bundle can hold two, and `instanceof` then fails).
import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";

import { dbErrorMessage, pgCode } from "@/lib/db/errors";

const unique = Object.assign(new Error('duplicate key value violates unique constraint "x"'), {
  code: "23505",
});

/** What another copy of drizzle-orm throws: the same shape, another class. */
class ForeignQueryError extends Error {
  constructor(
    readonly query: string,
    readonly params: unknown[],
    override readonly cause: unknown,
  ) {
    super(`Failed query: ${query}\nparams: ${params.join(",")}`);
  }
}

describe("a failed query", () => {
  it.each([
    ["this copy's wrapper", new DrizzleQueryError("insert …", ["a@b.example"], unique)],
    ["another copy's wrapper", new ForeignQueryError("insert …", ["a@b.example"], unique)],
    [
      "a wrapper around a wrapper",
      new ForeignQueryError("insert …", [], new DrizzleQueryError("insert …", [], unique)),
    ],
  ])("%s: gives the database's code and message, never the parameters", (_, error) => {
    expect(pgCode(error)).toBe("23505");
    expect(dbErrorMessage(error)).toBe(unique.message);
    expect(dbErrorMessage(error)).not.toContain("a@b.example");
  });

  it("leaves an error that is not a query's alone", () => {
    const plain = new Error("Failed query: not really");
    expect(pgCode(plain)).toBeUndefined();
    expect(dbErrorMessage(plain)).toBe("Failed query: not really");
  });
});
