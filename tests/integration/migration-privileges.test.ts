// docs/deploy.md promises the migrations run as an ordinary database owner (no superuser, no
// CREATEROLE): Supabase's API roles (anon, authenticated) are created only where permitted, and
// what refers to them is skipped where they do not exist. A cluster of its own, whatever the
// project: roles are cluster-wide, and the shared server's already exist.
import { spawn } from "node:child_process";

import { Client } from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { migrate, readMigrations } from "@/lib/db/migrate";
import { openPostgres } from "@/lib/db/postgres";
import type { Connection } from "@/lib/db/types";
import { startPostgres, type PostgresServer } from "../helpers/postgres-server";
import { query } from "../helpers/sql";

let server: PostgresServer;
beforeAll(async () => {
  server = await startPostgres();
});
afterAll(async () => server?.stop());

async function asSuperuser(statements: string[]) {
  const client = new Client({ connectionString: server.url() });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A database owned by a login role that may do nothing else, and a connection as that role. */
async function ownedDatabase(name: string) {
  await asSuperuser([
    `create role ${name}_owner login nosuperuser nocreaterole nocreatedb`,
    `create database ${name} owner ${name}_owner`,
  ]);
  return openPostgres(`postgres://${name}_owner@127.0.0.1:${server.port}/${name}`, 2);
}

const policies = async (connection: Connection) =>
  (
    await query<{ policyname: string }>(
      connection.db,
      "select policyname from pg_policies order by policyname",
    )
  ).map((r) => r.policyname);

describe("migrations as an ordinary database owner", () => {
  it("apply every file when the API roles do not exist and may not be created", async () => {
    const connection = await ownedDatabase("plain_owner");
    try {
      const files = await readMigrations();
      expect(await migrate(connection)).toEqual(files.map((f) => f.file));
      const roles = await query(
        connection.db,
        "select rolname from pg_roles where rolname in ('anon', 'authenticated')",
      );
      expect(roles).toEqual([]);
      // No API role, no API to open: the tables keep RLS on with no policy at all.
      expect(await policies(connection)).toEqual([]);
      expect(await migrate(connection)).toEqual([]);
    } finally {
      await connection.close();
    }
  });

  it("still grant the API roles their reads where the roles exist (Supabase)", async () => {
    await asSuperuser(["create role anon nologin", "create role authenticated nologin"]);
    const connection = await ownedDatabase("supabase_like");
    try {
      await migrate(connection);
      expect(await policies(connection)).toEqual([
        "Blogs are readable by everyone",
        "Published case studies are readable by everyone",
        "Published job openings are readable by everyone",
        "Published team members are readable by everyone",
        "Published testimonials are readable by everyone",
      ]);
      const grants = await query<{ table_name: string }>(
        connection.db,
        `select distinct table_name from information_schema.role_table_grants
         where grantee = 'anon' order by table_name`,
      );
      expect(grants.map((r) => r.table_name)).toEqual([
        "blogs",
        "case_studies",
        "job_openings",
        "team_members",
        "testimonials",
      ]);
    } finally {
      await connection.close();
    }
  });
});

/** `npm run db:migrate`'s command, as an operator runs it; its exit code and both streams. */
function runMigrateCli(databaseUrl: string) {
  const child = spawn(
    "node_modules/.bin/tsx",
    ["--conditions=react-server", "scripts/db/cli.ts", "migrate"],
    { env: { ...process.env, DATABASE_URL: databaseUrl, NODE_ENV: "development" } },
  );
  let out = "";
  child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on("data", (chunk: Buffer) => (out += chunk.toString()));
  return new Promise<{ code: number | null; out: string }>((resolve) =>
    child.on("close", (code) => resolve({ code, out })),
  );
}

describe("npm run db:migrate without the privileges it needs", () => {
  it("exits 1 with one line naming what failed and why, no stack", async () => {
    // A login role in a database it neither owns nor may create schemas in.
    await asSuperuser([
      "create role stranger login nosuperuser nocreaterole nocreatedb",
      "create database not_theirs",
      "revoke create on database not_theirs from public",
    ]);
    const result = await runMigrateCli(`postgres://stranger@127.0.0.1:${server.port}/not_theirs`);
    expect(result.code).toBe(1);
    expect(result.out.trim().split("\n")).toEqual([
      "migration its ledger (supabase_migrations.schema_migrations) failed: permission denied for database not_theirs",
    ]);
  });
});
