// Debian's nginx as a round-robin load balancer on loopback, for the scale-out test: a generated
// config, pid, logs and temp files in a temp directory, run in the foreground (no daemon, no
// system paths), stopped and removed by the test. `setDown` takes an upstream out of rotation
// (or back) with a graceful reload, as an operator drains an instance before restarting it.
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { freePort } from "./postgres-server";

const BIN = process.env.NGINX_BIN ?? "/usr/sbin/nginx";

export type Nginx = {
  base: string;
  /** Takes the upstream on `port` out of rotation (true) or back (false); resolves once every
   * worker of the previous configuration has finished its requests and exited. */
  setDown: (port: number, down: boolean) => Promise<void>;
  stop: () => Promise<void>;
};

function config(dir: string, listen: number, upstreams: number[], down: Set<number>) {
  const servers = upstreams
    .map(
      (p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s${down.has(p) ? " down" : ""};`,
    )
    .join("\n");
  // As root, workers would switch to "nobody", who cannot write the temp directory.
  const user = process.getuid?.() === 0 ? "user root root;" : "";
  return `${user}
worker_processes 1;
daemon off;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 512; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  upstream site {
${servers}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${listen};
    location / {
      proxy_pass http://site;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      # A request whose instance refused or dropped the connection goes to the other one.
      proxy_next_upstream error timeout;
      proxy_connect_timeout 1s;
    }
  }
}
`;
}

const workerPids = (master: number) =>
  spawnSync("ps", ["-o", "pid=", "--ppid", String(master)], { encoding: "utf8" })
    .stdout.split("\n")
    .map((l) => l.trim())
    .filter(Boolean);

export async function startNginx(upstreams: number[]): Promise<Nginx> {
  const dir = mkdtempSync(path.join(tmpdir(), "agency-nginx-"));
  const port = await freePort();
  const down = new Set<number>();
  const file = path.join(dir, "nginx.conf");
  writeFileSync(file, config(dir, port, upstreams, down));
  const child: ChildProcess = spawn(BIN, ["-p", dir, "-c", file, "-e", `${dir}/error.log`], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let log = "";
  child.stderr?.on("data", (c: Buffer) => (log += c.toString()));
  const exited = new Promise((r) => child.once("exit", r));
  const base = `http://127.0.0.1:${port}`;
  const waitUntil = async (check: () => boolean | Promise<boolean>, what: string) => {
    for (let i = 0; !(await check()); i++) {
      if (i > 200 || child.exitCode !== null) {
        const errors = readFileSync(`${dir}/error.log`, "utf8");
        throw new Error(`nginx: ${what}:\n${log}${errors}`);
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  await waitUntil(
    () =>
      fetch(`${base}/robots.txt`).then(
        (r) => r.ok,
        () => false,
      ),
    "no answer",
  );
  return {
    base,
    async setDown(upstream, isDown) {
      if (isDown) down.add(upstream);
      else down.delete(upstream);
      writeFileSync(file, config(dir, port, upstreams, down));
      const old = workerPids(child.pid!);
      child.kill("SIGHUP");
      // A reload starts new workers, then the old ones finish their requests and exit.
      await waitUntil(() => {
        const now = workerPids(child.pid!);
        return now.length > 0 && !now.some((pid) => old.includes(pid));
      }, "reload did not finish");
    },
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
