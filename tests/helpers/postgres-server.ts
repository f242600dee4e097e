// Starts a real PostgreSQL 15 on a free loopback port for the integration suite.
// initdb refuses root, so as root the server runs as user "postgres" in a directory it owns.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chownSync, mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

const BIN = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";

function asPostgresUser(cmd: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0
    ? ["runuser", ["-u", "postgres", "--", cmd, ...args]]
    : [cmd, args];
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

export type PostgresServer = { url: (db?: string) => string; stop: () => Promise<void> };

export async function startPostgres(): Promise<PostgresServer> {
  const dir = mkdtempSync(path.join(tmpdir(), "agency-pg-"));
  if (process.getuid?.() === 0) {
    const pg = spawnSync("id", ["-u", "postgres"], { encoding: "utf8" });
    const gid = spawnSync("id", ["-g", "postgres"], { encoding: "utf8" });
    chownSync(dir, Number(pg.stdout.trim()), Number(gid.stdout.trim()));
  }
  const data = path.join(dir, "data");
  const [initCmd, initArgs] = asPostgresUser(`${BIN}/initdb`, [
    "-D",
    data,
    "-A",
    "trust",
    "-U",
    "postgres",
    "--no-sync",
  ]);
  const init = spawnSync(initCmd, initArgs, { encoding: "utf8" });
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);
  const port = await freePort();
  const [cmd, args] = asPostgresUser(`${BIN}/postgres`, [
    "-D",
    data,
    "-p",
    String(port),
    "-k",
    dir,
    "-c",
    "listen_addresses=127.0.0.1",
    "-c",
    "fsync=off",
    "-c",
    "synchronous_commit=off",
    "-c",
    "full_page_writes=off",
    "-c",
    "max_connections=200",
  ]);
  const child: ChildProcess = spawn(cmd, args, { stdio: ["ignore", "ignore", "pipe"] });
  let log = "";
  child.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  for (let i = 0; ; i++) {
    const ready = spawnSync(`${BIN}/pg_isready`, ["-h", "127.0.0.1", "-p", String(port)]);
    if (ready.status === 0) break;
    if (i > 100 || child.exitCode !== null) throw new Error(`postgres did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url: (db = "postgres") => `postgres://postgres@127.0.0.1:${port}/${db}`,
    async stop() {
      child.kill("SIGINT");
      await new Promise((r) => (child.exitCode !== null ? r(null) : child.once("exit", r)));
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
