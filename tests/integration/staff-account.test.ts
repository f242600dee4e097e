// The local staff account lives in the database: generated once by whichever process starts first
// and read by every other (instances on one database each have their own DATA_DIR), an older
// install's hash under DATA_DIR is taken over, and changes move its password version forward.
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, beforeEach, expect, it, vi } from "vitest";

import { exec } from "../helpers/sql";

const dirs: string[] = [];
const newDataDir = () => {
  const dir = mkdtempSync(path.join(tmpdir(), "staff-account-"));
  dirs.push(dir);
  return dir;
};
const base = {
  DATA_DIR: newDataDir(),
  SESSION_SECRET: "staff-account-test-secret-0123456789abcdef",
  ADMIN_EMAIL: undefined,
  ADMIN_PASSWORD: undefined,
  ADMIN_PASSWORD_HASH: undefined,
  NEXT_PUBLIC_SUPABASE_URL: undefined,
  NEXT_PUBLIC_SUPABASE_ANON_KEY: undefined,
};
afterAll(() => {
  vi.unstubAllEnvs();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A server process starting with `env`: the account it ends up with and what it printed. */
async function start(env: Record<string, string | undefined> = {}) {
  vi.unstubAllEnvs();
  for (const [name, value] of Object.entries({ ...base, ...env })) vi.stubEnv(name, value);
  vi.resetModules();
  const logs = (await import("../helpers/log-capture")).captureLogs();
  const local = await import("@/lib/auth/local-account");
  await local.announceLocalAccount();
  logs.restore();
  const printed = logs.entries.filter((e) => e.msg.startsWith("Staff sign-in created"));
  return { account: await local.localAccount(), printed };
}

beforeEach(async () => {
  await start(); // opens this file's database
  const { getDb } = await import("@/lib/db/client");
  await exec(await getDb(), "delete from staff_members");
});

it("is generated once; another instance (its own DATA_DIR) accepts the same password", async () => {
  const first = await start();
  expect(first.printed).toHaveLength(1);
  const password = String(first.printed[0]!.password);
  const { verifyPassword } = await import("@/lib/auth/password");
  expect(await verifyPassword(password, first.account.passwordHash)).toBe(true);

  const restarted = await start();
  const other = await start({ DATA_DIR: newDataDir() });
  for (const instance of [restarted, other]) {
    expect(instance.printed).toEqual([]);
    expect(instance.account).toEqual(first.account);
  }
});

it("takes over the hash an older version kept under DATA_DIR, printing nothing", async () => {
  const { hashPassword } = await import("@/lib/auth/password");
  const dataDir = newDataDir();
  const legacy = {
    email: "old@agency.example",
    passwordHash: await hashPassword("legacy pw 2025"),
  };
  writeFileSync(path.join(dataDir, "admin-account.json"), JSON.stringify(legacy));
  const { account, printed } = await start({ DATA_DIR: dataDir });
  expect(printed).toEqual([]);
  expect(account).toEqual({ ...legacy, version: 1 });
  expect((await start()).account).toEqual(account); // and another instance reads it
});

it("moves the version forward on a new password or e-mail, never back", async () => {
  const configured = { ADMIN_EMAIL: "staff@agency.example", ADMIN_PASSWORD: "first password 2025" };
  const v = (await start(configured)).account.version;
  expect((await start(configured)).account.version).toBe(v); // a restart is no change
  expect(
    (await start({ ...configured, ADMIN_PASSWORD: "second password 2025" })).account.version,
  ).toBe(v + 1);
  expect((await start(configured)).account.version).toBe(v + 2); // back to the first: still new
  expect((await start({ ...configured, ADMIN_EMAIL: "new@agency.example" })).account).toMatchObject(
    {
      email: "new@agency.example",
      version: v + 3,
    },
  );
});
