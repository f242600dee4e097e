import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { Client } from "pg";
import { afterEach, describe, expect, inject, it, vi } from "vitest";

import { openPglite } from "@/lib/db/pglite";
import { captureLogs } from "../helpers/log-capture";

const slot = globalThis as typeof globalThis & { __agencyDb?: Promise<unknown> };

async function freshHealthRoute() {
  vi.resetModules(); // lib/env reads process.env once per module instance
  return (await import("@/app/api/health/route")).GET;
}

async function freshLivenessRoute() {
  vi.resetModules();
  return (await import("@/app/api/health/live/route")).GET;
}

/**
 * Points the app at a new database on this project's backend where the first migration cannot
 * apply (a table of that name already exists, without the columns it indexes). Returns cleanup.
 */
async function unmigratableDatabase(): Promise<() => Promise<void>> {
  const blocker = "create table public.blogs (unrelated int)";
  const admin = inject("postgresUrl");
  if (!admin) {
    const dir = mkdtempSync(path.join(tmpdir(), "agency-health-"));
    const connection = await openPglite(dir);
    await connection.scriptTransaction((tx) => tx.exec(blocker));
    await connection.close();
    process.env.PGLITE_DIR = dir;
    delete process.env.DATABASE_URL;
    return async () => rmSync(dir, { recursive: true, force: true });
  }
  const name = `health_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
  const run = async (url: string, statement: string) => {
    const client = new Client({ connectionString: url });
    await client.connect();
    await client.query(statement);
    await client.end();
  };
  await run(admin, `create database ${name}`);
  const url = admin.replace(/\/[^/]*$/, `/${name}`);
  await run(url, blocker);
  process.env.DATABASE_URL = (inject("pooledUrl") || admin).replace(/\/[^/]*$/, `/${name}`);
  return async () => {
    await run(admin, `drop database if exists ${name} with (force)`);
  };
}

describe("GET /api/health", () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it("answers 200 and says nothing but the database state when the database answers", async () => {
    const GET = await freshHealthRoute();
    const response = await GET();
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ status: "ok", database: "ok" });
    expect(Object.keys(body).sort()).toEqual(["checkedAt", "database", "status"]);
  });

  it("answers 503 without leaking the connection string when the database is unreachable", async () => {
    const working = slot.__agencyDb;
    slot.__agencyDb = undefined;
    // The discard port on loopback refuses at once: a real connection failure.
    process.env.DATABASE_URL = "postgres://health:s3cret-pass@127.0.0.1:9/nothing";
    try {
      const GET = await freshHealthRoute();
      const response = await GET();
      expect(response.status).toBe(503);
      const text = await response.text();
      expect(text).not.toContain("s3cret");
      expect(JSON.parse(text)).toMatchObject({ status: "unavailable", database: "unreachable" });
    } finally {
      slot.__agencyDb = working;
    }
  });

  it("says the database is not migrated, and the log line names the file and the reason", async () => {
    const working = slot.__agencyDb;
    slot.__agencyDb = undefined;
    const cleanup = await unmigratableDatabase();
    const logs = captureLogs();
    try {
      const GET = await freshHealthRoute();
      const response = await GET();
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ database: "not migrated" });
      const line = logs.entries.find((e) => e.msg === "health check failed");
      expect(line?.error).toMatch(
        /^migration 20250830000000_blogs\.sql failed: column "\w+" does not exist/,
      );
    } finally {
      logs.restore();
      slot.__agencyDb = working;
      await cleanup();
    }
  });
});

describe("GET /api/health/live", () => {
  const saved = { ...process.env };
  afterEach(() => {
    process.env = { ...saved };
  });

  it("answers 200 while the database is unreachable: the process serves", async () => {
    const working = slot.__agencyDb;
    slot.__agencyDb = undefined;
    process.env.DATABASE_URL = "postgres://health:s3cret-pass@127.0.0.1:9/nothing";
    try {
      const GET = await freshLivenessRoute();
      const response = await GET();
      expect(response.status).toBe(200);
      expect(response.headers.get("cache-control")).toBe("no-store");
      expect(await response.json()).toEqual({ status: "ok" });
    } finally {
      slot.__agencyDb = working;
    }
  });
});
