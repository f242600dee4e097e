// What Next prints itself (console.*) becomes the logger's JSON lines in production, with a
// failed statement's SQL and bound values withheld, and each request's lines carry its id.
import { DrizzleQueryError } from "drizzle-orm/errors";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { requestContext } from "@/lib/log/base-logger.mjs";
import { routeConsoleToLog } from "@/lib/log/server-output";
import { captureLogs } from "../helpers/log-capture";

const METHODS = ["error", "warn", "log", "info", "debug", "trace"] as const;
const saved = Object.fromEntries(METHODS.map((m) => [m, console[m]]));
beforeAll(() => routeConsoleToLog());
afterAll(() => Object.assign(console, saved));

const LEAD = "private-lead@example.com";
const failedInsert = () =>
  new DrizzleQueryError(
    'insert into "leads" ("email", "name") values ($1, $2)',
    [LEAD, "Ada"],
    Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }),
  );

describe("console in the production server", () => {
  it("turns Next's error printout into one JSON line without SQL, parameters or stack", () => {
    const logs = captureLogs();
    try {
      const error = Object.assign(failedInsert(), { digest: "1234567" });
      console.error(" ⨯", error);
      console.error(`Error: Failed query: select * from leads where email = $1\nparams: ${LEAD}`);
      console.warn(" ⚠ a notice", { query: "select 1", params: [LEAD] });
      console.error("two errors:", new Error("first"), failedInsert());
    } finally {
      logs.restore();
    }
    const text = JSON.stringify(logs.entries);
    expect(text).not.toContain(LEAD);
    expect(text).not.toContain("insert into");
    expect(text).not.toMatch(/\n\s+at /);
    expect(logs.entries[0]).toMatchObject({
      level: "error",
      error: "connect ECONNREFUSED 127.0.0.1:5432 (ECONNREFUSED)",
      digest: "1234567",
    });
    expect(logs.entries[1]?.msg).toBe("Error: Failed query (statement and parameters withheld)");
    expect(logs.entries[2]).toMatchObject({ level: "warn" });
    expect(logs.entries[2]?.msg).toMatch(/^a notice/);
    expect(logs.entries[3]).toMatchObject({
      msg: "two errors: connect ECONNREFUSED 127.0.0.1:5432 (ECONNREFUSED)",
      error: "first",
    });
  });

  it("stamps every line logged while serving a request with that request's id", () => {
    const logs = captureLogs();
    try {
      requestContext.run({ requestId: "req-0123456789" }, () => console.log("inside"));
      console.log("outside");
    } finally {
      logs.restore();
    }
    expect(logs.entries).toEqual([
      expect.objectContaining({ msg: "inside", requestId: "req-0123456789" }),
      expect.not.objectContaining({ requestId: expect.anything() }),
    ]);
  });

  it("notes a client's abandoned request body at info level, within a budget", () => {
    const logs = captureLogs();
    try {
      for (let i = 0; i < 100; i++) {
        console.error(Object.assign(new Error("aborted"), { code: "ECONNRESET" }));
      }
    } finally {
      logs.restore();
    }
    expect(logs.entries.filter((e) => e.level === "error")).toEqual([]);
    expect(logs.entries.length).toBeGreaterThan(0);
    expect(logs.entries.length).toBeLessThan(100);
  });
});
