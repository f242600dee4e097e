import { spawnSync } from "node:child_process";
import { Writable } from "node:stream";

import { DrizzleQueryError } from "drizzle-orm/errors";
import pino from "pino";
import { describe, expect, it } from "vitest";

import { logLine } from "@/lib/log/base-logger.mjs";
import { logEvent, logger } from "@/lib/log/logger";

/** Captures what the real logger writes, through a child bound to a memory stream. */
function capture(run: () => void): Record<string, unknown>[] {
  const lines: string[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _enc, done) {
      lines.push(...chunk.toString().trim().split("\n"));
      done();
    },
  });
  const original = logger[pino.symbols.streamSym as unknown as keyof typeof logger];
  (logger as unknown as Record<symbol, unknown>)[pino.symbols.streamSym] = sink;
  try {
    run();
  } finally {
    (logger as unknown as Record<symbol, unknown>)[pino.symbols.streamSym] = original;
  }
  return lines.map((line) => JSON.parse(line) as Record<string, unknown>);
}

describe("server logger", () => {
  it("is the one logger of the unbundled cache handlers too: same stream, same line shape", () => {
    const [line] = capture(() =>
      logLine("warn", "page cache: redis unavailable, rendering without it", { error: "down" }),
    );
    expect(line).toMatchObject({
      level: "warn",
      msg: "page cache: redis unavailable, rendering without it",
      error: "down",
    });
    expect(new Date(String(line?.time)).toISOString()).toBe(line?.time);
  });

  it("writes one JSON line with time, level name and msg, plus the given fields", () => {
    const [line] = capture(() =>
      logEvent("warn", "request failed", { path: "/blogs", digest: "12345" }),
    );
    expect(line).toMatchObject({ level: "warn", msg: "request failed", path: "/blogs" });
    expect(line?.digest).toBe("12345");
    expect(new Date(String(line?.time)).toISOString()).toBe(line?.time);
  });

  it("logs an error as its message and code, never its stack", () => {
    const error = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), {
      code: "ECONNREFUSED",
    });
    const [line] = capture(() => logEvent("error", "database down", { error }));
    expect(line?.error).toBe("connect ECONNREFUSED 127.0.0.1:5432 (ECONNREFUSED)");
    expect(JSON.stringify(line)).not.toContain("at ");
  });

  it("a failed query is logged as the database's error, without the query's parameters", () => {
    const cause = Object.assign(new Error('duplicate key value violates unique constraint "x"'), {
      code: "23505",
    });
    const wrapped = new DrizzleQueryError(
      "insert into leads values ($1)",
      ["jane@example.com"],
      cause,
    );
    const [line] = capture(() => logEvent("error", "lead not stored", { error: wrapped }));
    expect(line?.error).toBe('duplicate key value violates unique constraint "x" (23505)');
    expect(JSON.stringify(line)).not.toContain("jane@example.com");
  });

  it("each call is exactly one line", () => {
    const lines = capture(() => {
      logEvent("info", "first\nwith a newline in it");
      logEvent("error", "second");
    });
    expect(lines.map((l) => l.msg)).toEqual(["first\nwith a newline in it", "second"]);
  });

  it("keeps logging at info under a LOG_LEVEL pino does not know, instead of throwing", () => {
    // It threw when first made, inside the first request, and every request answered 500.
    const script =
      "import('./lib/log/base-logger.mjs').then((m) => m.logLine('info', 'still logging'))";
    const run = spawnSync(process.execPath, ["-e", script], {
      env: { ...process.env, LOG_LEVEL: "verbose", NODE_ENV: "production" },
      encoding: "utf8",
    });
    expect(run.status).toBe(0);
    expect(JSON.parse(run.stdout.trim())).toMatchObject({ level: "info", msg: "still logging" });
  });
});
