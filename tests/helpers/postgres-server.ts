// Starts a real PostgreSQL 15 on a free loopback port for the integration suite.
// initdb refuses root, so as root the server runs as user "postgres" in a directory it owns.
// The uid is set on the spawned process itself, not through runuser: runuser stays as a parent
// that does not pass SIGINT on, so the server outlived the suite and vitest never exited.
import { spawn, spawnSync, type ChildProcess, type SpawnOptions } from "node:child_process";
import { chownSync, mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

const BIN = process.env.PG_BIN ?? "/usr/lib/postgresql/15/bin";

export function postgresUser(): Pick<SpawnOptions, "uid" | "gid"> {
  if (process.getuid?.() !== 0) return {};
  const id = (flag: string) =>
    Number(spawnSync("id", [flag, "postgres"], { encoding: "utf8" }).stdout.trim());
  return { uid: id("-u"), gid: id("-g") };
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

export type PostgresServer = {
  port: number;
  url: (db?: string) => string;
  /** Fast shutdown, data kept: the database is gone until `restart()` (fault tests). */
  halt: () => Promise<void>;
  /** Starts the halted server again on the same port and data. */
  restart: () => Promise<void>;
  stop: () => Promise<void>;
};

export async function startPostgres(): Promise<PostgresServer> {
  const dir = mkdtempSync(path.join(tmpdir(), "agency-pg-"));
  const user = postgresUser();
  if (user.uid !== undefined && user.gid !== undefined) chownSync(dir, user.uid, user.gid);
  const data = path.join(dir, "data");
  const init = spawnSync(
    `${BIN}/initdb`,
    ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync"],
    { ...user, cwd: dir, encoding: "utf8" },
  );
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr}`);
  const port = await freePort();
  const args = [
    ["-D", data, "-p", String(port), "-k", dir],
    ["-c", "listen_addresses=127.0.0.1", "-c", "fsync=off", "-c", "synchronous_commit=off"],
    ["-c", "full_page_writes=off", "-c", "max_connections=200"],
  ].flat();

  let child: ChildProcess;
  async function launch() {
    child = spawn(`${BIN}/postgres`, args, {
      ...user,
      cwd: dir,
      stdio: ["ignore", "ignore", "pipe"],
    });
    let log = "";
    child.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString()));
    for (let i = 0; ; i++) {
      const ready = spawnSync(`${BIN}/pg_isready`, ["-h", "127.0.0.1", "-p", String(port)]);
      if (ready.status === 0) break;
      if (i > 100 || child.exitCode !== null) throw new Error(`postgres did not start:\n${log}`);
      await new Promise((r) => setTimeout(r, 100));
    }
  }
  async function halt() {
    // SIGINT is Postgres's fast shutdown; SIGKILL after 10 s so a stuck server never hangs CI.
    const exited = new Promise((r) => (child.exitCode !== null ? r(null) : child.once("exit", r)));
    child.kill("SIGINT");
    const timer = setTimeout(() => child.kill("SIGKILL"), 10_000);
    await exited;
    clearTimeout(timer);
  }
  await launch();
  return {
    port,
    url: (db = "postgres") => `postgres://postgres@127.0.0.1:${port}/${db}`,
    halt,
    restart: launch,
    async stop() {
      await halt();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
