// Starts a real PgBouncer (Debian's package) in transaction pool mode in front of a PostgreSQL,
// as a child process on a free loopback port with a generated ini, for the "pgbouncer" project.
// Transaction mode is what Supabase's pooler (port 6543) gives an app: each transaction may run
// on another server connection, so session state (SET, session advisory locks, named prepared
// statements kept across transactions) breaks there, and this project finds it.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { chownSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

import { freePort, postgresUser } from "./postgres-server";

const BIN = process.env.PGBOUNCER_BIN ?? "/usr/sbin/pgbouncer";

export type PgbouncerServer = { url: (db: string) => string; stop: () => Promise<void> };

export async function startPgbouncer(upstream: { port: number }): Promise<PgbouncerServer> {
  if (spawnSync(BIN, ["--version"]).status !== 0) {
    throw new Error(
      `${BIN} not found: run scripts/ensure-system-deps.sh (apt-get install pgbouncer)`,
    );
  }
  const dir = mkdtempSync(path.join(tmpdir(), "agency-pgbouncer-"));
  const port = await freePort();
  const ini = path.join(dir, "pgbouncer.ini");
  writeFileSync(path.join(dir, "userlist.txt"), '"postgres" ""\n');
  writeFileSync(
    ini,
    [
      "[databases]",
      // Any database name: the per-file test databases are created after the pooler starts.
      `* = host=127.0.0.1 port=${upstream.port}`,
      "[pgbouncer]",
      "listen_addr = 127.0.0.1",
      `listen_port = ${port}`,
      "unix_socket_dir =",
      "auth_type = trust",
      `auth_file = ${path.join(dir, "userlist.txt")}`,
      "pool_mode = transaction",
      "max_client_conn = 1000",
      "default_pool_size = 10",
      "max_db_connections = 20",
      "server_reset_query =",
      "ignore_startup_parameters = extra_float_digits",
      "log_connections = 0",
      "log_disconnections = 0",
      "",
    ].join("\n"),
  );
  // PgBouncer refuses to run as root, like initdb.
  const user = postgresUser();
  if (user.uid !== undefined && user.gid !== undefined) {
    chownSync(dir, user.uid, user.gid);
    for (const f of ["pgbouncer.ini", "userlist.txt"])
      chownSync(path.join(dir, f), user.uid, user.gid);
  }
  const child: ChildProcess = spawn(BIN, [ini], {
    ...user,
    cwd: dir,
    stdio: ["ignore", "ignore", "pipe"],
  });
  let log = "";
  child.stderr?.on("data", (chunk: Buffer) => (log += chunk.toString()));
  for (let i = 0; !(await accepts(port)); i++) {
    if (i > 100 || child.exitCode !== null) {
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`pgbouncer did not start:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url: (db) => `postgres://postgres@127.0.0.1:${port}/${db}`,
    async stop() {
      const exited = new Promise((r) =>
        child.exitCode !== null ? r(null) : child.once("exit", r),
      );
      child.kill("SIGTERM"); // immediate shutdown; SIGKILL if it ever hangs
      const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
      await exited;
      clearTimeout(timer);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => resolve(false));
  });
}
