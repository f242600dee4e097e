// Fault tests drive the production build (`npm run build` first) as a real server process on
// loopback, with real Postgres, a loopback Resend and loopback feeds, and break them on purpose.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");
const nextBin = path.join(root, "node_modules/next/dist/bin/next");
export const CRON_SECRET = "faults-cron-secret-0123456789";

export type Site = {
  base: string;
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

export async function startSite(env: Record<string, string>): Promise<Site> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), "faults-data-"));
  const child: ChildProcess = spawn(process.execPath, [nextBin, "start", "-p", String(port)], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      NEXT_TELEMETRY_DISABLED: "1",
      PORT: String(port),
      DATA_DIR: dataDir,
      PGLITE_DIR: path.join(dataDir, "pglite"),
      SESSION_SECRET: "faults-session-secret-0123456789abcdef0123",
      ADMIN_EMAIL: "faults@agency.example",
      ADMIN_PASSWORD: "faults password 2025",
      CRON_SECRET,
      FORM_MIN_FILL_SECONDS: "0",
      // The client address is the one each test names in X-Forwarded-For (submitContact).
      TRUST_PROXY: "true",
      // Feeds come from loopback test servers, which the importer refuses by default.
      IMPORT_ALLOW_PRIVATE: "true",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout?.on("data", (c: Buffer) => (log += c.toString()));
  child.stderr?.on("data", (c: Buffer) => (log += c.toString()));
  const exited = new Promise<void>((r) => child.once("exit", () => r()));
  const base = `http://127.0.0.1:${port}`;
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  for (let i = 0; ; i++) {
    try {
      if ((await fetch(`${base}/robots.txt`)).ok) break;
    } catch {}
    if (i > 150 || child.exitCode !== null) throw new Error(`server did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    base,
    output: () => log,
    kill: () => end("SIGKILL"),
    stop: async () => {
      await end("SIGTERM");
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** `npm run db:seed` against a database, as a deployment would run it once. */
export function seedDatabase(databaseUrl: string) {
  const tsx = path.join(root, "node_modules/.bin/tsx");
  const args = ["--conditions=react-server", "scripts/db/cli.ts", "seed"];
  const result = spawnSync(tsx, args, {
    cwd: root,
    env: { ...process.env, DATABASE_URL: databaseUrl },
    encoding: "utf8",
  });
  if (result.status !== 0) throw new Error(`db:seed failed: ${result.stderr}`);
}

/** The contact form's server action as the browser calls it (id from the build's manifest). */
function contactAction(): { id: string; page: string } {
  const file = path.join(root, ".next/server/server-reference-manifest.json");
  const manifest = JSON.parse(readFileSync(file, "utf8")) as {
    node: Record<string, { filename: string; exportedName: string }>;
  };
  const entry = Object.entries(manifest.node).find(
    ([, v]) => v.filename === "lib/leads/actions.ts" && v.exportedName === "submitContact",
  );
  if (!entry) throw new Error("submitContact is not in the build's server-reference manifest");
  return { id: entry[0], page: "/contact" };
}

export type Submission = { email: string; status: number; stored: boolean; body: string };

/** Submits the contact form once from client address `ip`; `stored` when the site said success. */
export async function submitContact(base: string, email: string, ip: string): Promise<Submission> {
  const action = contactAction();
  const fields = {
    name: "Fault Tester",
    email,
    phone: "+1 555 010 0000",
    message: `Message from ${email}`,
    website: "",
    startedAt: String(Date.now() - 10_000),
  };
  // React's reply encoding of (state, formData): the FormData entries first, the root last.
  const body = new FormData();
  for (const [k, v] of Object.entries(fields)) body.set(`_1_${k}`, v);
  body.set("0", JSON.stringify([{ status: "idle" }, "$K1"]));
  const response = await fetch(`${base}${action.page}`, {
    method: "POST",
    body,
    headers: { "next-action": action.id, accept: "text/x-component", "x-forwarded-for": ip },
  });
  const text = await response.text();
  return {
    email,
    status: response.status,
    stored: text.includes('"status":"success"'),
    body: text,
  };
}

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
