// Debian's redis-server on a free loopback port, for the scale-out test: no persistence (a restart
// starts empty, as a lost cache node does), stopped and removed by the test.
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

import { freePort } from "./postgres-server";

const BIN = process.env.REDIS_SERVER_BIN ?? "/usr/bin/redis-server";

export type RedisServer = {
  url: string;
  /** Stopped (data gone) until `restart()`, on the same port. */
  halt: () => Promise<void>;
  restart: () => Promise<void>;
  /** Connections other than the asking one (each app instance holds one). */
  clients: () => Promise<number>;
  stop: () => Promise<void>;
};

/** One inline command's reply, or "" when the server does not answer. */
const ask = (port: number, command: string) =>
  new Promise<string>((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("data", (data) => {
      socket.destroy();
      resolve(data.toString());
    });
    socket.once("error", () => resolve(""));
    socket.once("connect", () => socket.write(`${command}\r\n`));
  });
const answers = async (port: number) => (await ask(port, "PING")).startsWith("+PONG");

export async function startRedis(): Promise<RedisServer> {
  const dir = mkdtempSync(path.join(tmpdir(), "agency-redis-"));
  const port = await freePort();
  const args = ["--port", String(port), "--bind", "127.0.0.1", "--dir", dir];
  args.push("--save", "", "--appendonly", "no", "--daemonize", "no", "--logfile", "");
  let child: ChildProcess;
  let log = "";

  async function launch() {
    child = spawn(BIN, args, { stdio: ["ignore", "pipe", "pipe"] });
    child.stdout?.on("data", (c: Buffer) => (log += c.toString()));
    child.stderr?.on("data", (c: Buffer) => (log += c.toString()));
    for (let i = 0; !(await answers(port)); i++) {
      if (i > 100 || child.exitCode !== null) throw new Error(`redis did not start:\n${log}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }
  async function halt() {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((r) => child.once("exit", r));
    child.kill("SIGTERM");
    const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
    await exited;
    clearTimeout(timer);
  }
  await launch();
  return {
    url: `redis://127.0.0.1:${port}`,
    halt,
    restart: launch,
    async clients() {
      const count = /connected_clients:(\d+)/.exec(await ask(port, "INFO clients"))?.[1];
      return Number(count ?? 1) - 1;
    },
    async stop() {
      await halt();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
