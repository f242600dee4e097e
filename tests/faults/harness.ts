// Fault tests drive the production build (`npm run build` first) as a real server process on
// loopback, with real Postgres, a loopback Resend and loopback feeds, and break them on purpose.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");
const nextBin = path.join(root, "node_modules/next/dist/bin/next");
export const CRON_SECRET = "faults-cron-secret-0123456789";
export const FAULTS_ALTCHA_KEY = "faults-altcha-hmac-key-0123456789abcdef";

export type Site = {
  base: string;
  port: number;
  /** Everything the server printed (its JSON logs). */
  output: () => string;
  /** SIGKILL: no shutdown hooks, as when a host dies. */
  kill: () => Promise<void>;
  stop: () => Promise<void>;
};

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Server env; an `undefined` value removes a variable the harness would set. */
export type SiteEnv = Record<string, string | undefined>;

function spawnServer(env: SiteEnv, port: number, dataDir: string) {
  const child: ChildProcess = spawn(process.execPath, [nextBin, "start", "-p", String(port)], {
    cwd: root,
    // Node leaves out variables whose value is undefined.
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      PORT: String(port),
      DATA_DIR: dataDir,
      PGLITE_DIR: path.join(dataDir, "pglite"),
      SESSION_SECRET: "faults-session-secret-0123456789abcdef0123",
      ALTCHA_HMAC_KEY: FAULTS_ALTCHA_KEY,
      ADMIN_EMAIL: "faults@agency.example",
      ADMIN_PASSWORD: "faults password 2025",
      CRON_SECRET,
      FORM_MIN_FILL_SECONDS: "0",
      // The client address is the one each test names in X-Forwarded-For (submitContact).
      TRUST_PROXY: "true",
      // Production refuses to start without a mail provider unless log-only is chosen.
      ...(env.RESEND_API_KEY ? {} : { MAIL_MODE: "log" }),
      // Feeds come from loopback test servers, which the importer refuses by default.
      IMPORT_ALLOW_PRIVATE: "true",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout?.on("data", (c: Buffer) => (log += c.toString()));
  child.stderr?.on("data", (c: Buffer) => (log += c.toString()));
  const exited = new Promise<number | null>((r) => child.once("exit", (code) => r(code)));
  return { child, exited, output: () => log };
}

/**
 * `next start` with the production env above plus `env`. With `awaitOutput`, that output must
 * appear before the first request is made (what the server prints at start, unprompted). `port`:
 * a fixed one (an instance restarted behind a load balancer); a free one otherwise.
 */
export async function startSite(
  env: SiteEnv,
  { awaitOutput, port: fixedPort }: { awaitOutput?: RegExp; port?: number } = {},
): Promise<Site> {
  const port = fixedPort ?? (await freePort());
  const dataDir = mkdtempSync(path.join(tmpdir(), "faults-data-"));
  const { child, exited, output } = spawnServer(env, port, dataDir);
  const base = `http://127.0.0.1:${port}`;
  // The data directory goes with the server, however it ends (a killed host's disk is gone too).
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    // A server stuck in its shutdown must not outlive the test either.
    const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
    await exited;
    clearTimeout(timer);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    if (awaitOutput) {
      await waitFor(async () => awaitOutput.test(output()) || child.exitCode !== null, "output");
      if (!awaitOutput.test(output())) throw new Error(`${awaitOutput} not printed:\n${output()}`);
    }
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`${base}/robots.txt`)).ok) break;
      } catch {}
      if (i > 150 || child.exitCode !== null) throw new Error(`server did not start:\n${output()}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  } catch (error) {
    await end("SIGKILL"); // a server that failed its start must not outlive the test
    throw error;
  }
  return { base, port, output, kill: () => end("SIGKILL"), stop: () => end("SIGTERM") };
}

/** Starts a server that is expected to refuse: its exit code and everything it printed. */
export async function startRefused(env: SiteEnv): Promise<{ code: number | null; output: string }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "faults-data-"));
  const { child, exited, output } = spawnServer(env, await freePort(), dataDir);
  let running = true;
  const timer = setTimeout(() => running && child.kill("SIGKILL"), 60_000);
  const code = await exited;
  running = false;
  clearTimeout(timer);
  rmSync(dataDir, { recursive: true, force: true });
  if (code === null) throw new Error(`the server kept running:\n${output()}`);
  return { code, output: output() };
}

function dbCli(command: "migrate" | "seed", databaseUrl: string) {
  const tsx = path.join(root, "node_modules/.bin/tsx");
  const args = ["--conditions=react-server", "scripts/db/cli.ts", command];
  const result = spawnSync(tsx, args, {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`db:${command} failed: ${result.stderr}`);
}

/** `npm run db:seed` against a database, as a deployment would run it once. */
export const seedDatabase = (databaseUrl: string) => dbCli("seed", databaseUrl);
/** `npm run db:migrate`: the schema only, no posts (a new production database). */
export const migrateDatabase = (databaseUrl: string) => dbCli("migrate", databaseUrl);

export async function runOutbox(base: string): Promise<Response> {
  return fetch(`${base}/api/cron/outbox`, {
    method: "POST",
    headers: { authorization: `Bearer ${CRON_SECRET}` },
  });
}

export async function waitFor(check: () => Promise<boolean>, what: string, ms = 20_000) {
  const until = Date.now() + ms;
  while (!(await check().catch(() => false))) {
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 200));
  }
}
