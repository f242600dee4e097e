// What the production server does at start, before anyone asks it anything: it prints the
// generated staff sign-in once, and it refuses a configuration that would fail later.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, expect, it } from "vitest";

import { startPostgres } from "../helpers/postgres-server";
import { signIn } from "./forms";
import { startRefused, startSite, waitFor } from "./harness";

const dataDir = mkdtempSync(path.join(tmpdir(), "faults-startup-"));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

// The embedded default as `npm run serve` runs it: no account configured, a fresh DATA_DIR.
const fresh = {
  DATA_DIR: dataDir,
  PGLITE_DIR: path.join(dataDir, "pglite"),
  ADMIN_EMAIL: undefined,
  ADMIN_PASSWORD: undefined,
  ADMIN_PASSWORD_HASH: undefined,
  SESSION_SECRET: undefined,
};
const credentials = /e-?mail\W+(\S+@[\w.-]+)[\s\S]*?password\W+([\w-]{12,})/;

it("prints the generated staff sign-in at the first start, once, and it works", async () => {
  const first = await startSite(fresh, { awaitOutput: credentials });
  let email = "";
  let password = "";
  try {
    [, email = "", password = ""] = credentials.exec(first.output()) ?? [];
    expect(await signIn(first.base, email, `${password}x`)).toBeNull();
    expect(await signIn(first.base, email, password)).toMatch(/=.{20,}/);
  } finally {
    await first.stop();
  }

  const second = await startSite(fresh);
  try {
    expect(await signIn(second.base, email, password)).toMatch(/=.{20,}/);
    expect(second.output()).not.toContain(password);
    expect(second.output()).not.toMatch(credentials);
  } finally {
    await second.stop();
  }
});

it("shares the generated staff sign-in between instances on one PostgreSQL", async () => {
  const pg = await startPostgres();
  // Two instances behind one load balancer, started together, neither with an account configured;
  // each has its own DATA_DIR (the harness's), as on two hosts.
  const shared = {
    ADMIN_EMAIL: undefined,
    ADMIN_PASSWORD: undefined,
    ADMIN_PASSWORD_HASH: undefined,
    DATABASE_URL: pg.url(),
    SESSION_SECRET: "faults-shared-secret-0123456789abcdef",
  };
  const [a, b] = await Promise.all([startSite(shared), startSite(shared)]);
  try {
    const printed = () => [a, b].filter((site) => credentials.test(site.output()));
    await waitFor(async () => printed().length > 0, "the generated sign-in");
    expect(printed()).toHaveLength(1); // one account, printed once
    const [, email = "", password = ""] = credentials.exec(printed()[0]!.output()) ?? [];
    const onA = await signIn(a.base, email, password);
    const onB = await signIn(b.base, email, password);
    expect(onA).toMatch(/=.{20,}/);
    expect(onB).toMatch(/=.{20,}/);
    // A session opened on one instance is a session on the other.
    const admin = (base: string, cookie: string) =>
      fetch(`${base}/admin`, { headers: { cookie }, redirect: "manual" }).then((r) => r.status);
    expect(await admin(b.base, onA!)).toBe(200);
    expect(await admin(a.base, onB!)).toBe(200);
  } finally {
    await Promise.all([a.stop(), b.stop()]);
    await pg.stop();
  }
});

it("refuses to start without SESSION_SECRET when instances share a database", async () => {
  const { code, output } = await startRefused({
    DATABASE_URL: "postgres://postgres@127.0.0.1:9/agency", // never reached: the check comes first
    SESSION_SECRET: undefined,
  });
  expect(code).not.toBe(0);
  expect(output).toMatch(/SESSION_SECRET/);
  expect(output).not.toContain("127.0.0.1:9");
});

it("refuses to start without a mail provider unless mail is log-only", async () => {
  const { code, output } = await startRefused({ RESEND_API_KEY: undefined, MAIL_MODE: undefined });
  expect(code).not.toBe(0);
  expect(output).toMatch(/RESEND_API_KEY/);
  expect(output).toMatch(/MAIL_MODE=log/);
});
