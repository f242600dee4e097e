import { afterEach, describe, expect, it, vi } from "vitest";

const slot = globalThis as typeof globalThis & { __agencyDb?: Promise<unknown> };

async function freshHealthRoute() {
  vi.resetModules(); // lib/env reads process.env once per module instance
  return (await import("@/app/api/health/route")).GET;
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
});
