// Debian's nginx on loopback, in the foreground under a temp prefix (config, pid, logs, temp
// files; no daemon, no system paths), started and removed by the tests and benches that need it:
// - startNginx: deploy/nginx.conf with only its addresses swapped (origin port, listen address,
//   cache directory), for the edge fault test and `npm run bench edge`;
// - startLoadBalancer: round-robin over instances, no proxy cache, for the scale-out test and
//   `npm run bench scale`, with a graceful drain of one instance.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");
export const nginxBin = process.env.NGINX_BIN ?? "/usr/sbin/nginx";

/**
 * deploy/nginx.conf with its production addresses replaced (and its server_name, when given);
 * throws if one is no longer there.
 */
export function adaptConfig({ originPort, listenPort, purgePort, cacheDir, serverName }) {
  let text = readFileSync(path.join(root, "deploy/nginx.conf"), "utf8");
  const swaps = [
    ["/var/cache/nginx/agency ", `${cacheDir} `],
    ["server 127.0.0.1:3000;", `server 127.0.0.1:${originPort};`],
    ["listen 80;", `listen 127.0.0.1:${listenPort};`],
    ["listen 127.0.0.1:8081 default_server;", `listen 127.0.0.1:${purgePort} default_server;`],
    ...(serverName ? [["server_name _;", `server_name ${serverName};`]] : []),
  ];
  for (const [from, to] of swaps) {
    if (!text.includes(from)) throw new Error(`deploy/nginx.conf no longer contains "${from}"`);
    text = text.replace(from, to);
  }
  return text;
}

export async function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

function mainConfig(dir, { workers, extra }) {
  const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
    .map((t) => `  ${t}_temp_path ${dir}/tmp/${t};`)
    .join("\n");
  // As root nginx would switch its workers to "nobody", who cannot write the temp prefix.
  const user = process.getuid?.() === 0 ? "user root;\n" : "";
  return `${user}worker_processes ${workers};
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  include /etc/nginx/mime.types;
  default_type application/octet-stream;
  access_log off;
${temp}
  include ${dir}/site.conf;
${extra}
}
`;
}

/** `nginx -t` on the adapted config: its exit code and output. */
export function checkConfig(dir) {
  const r = spawnSync(nginxBin, ["-t", "-p", dir, "-c", `${dir}/nginx.conf`], { encoding: "utf8" });
  return { code: r.status, output: `${r.stdout}${r.stderr}` };
}

const workerPids = (master) =>
  spawnSync("ps", ["-o", "pid=", "--ppid", String(master)], { encoding: "utf8" })
    .stdout.split("\n")
    .map((l) => l.trim())
    .filter(Boolean);

/** Runs the prefix's nginx.conf (which includes site.conf) until `stop`. */
async function launch(dir, listenPort) {
  const check = checkConfig(dir);
  if (check.code !== 0) throw new Error(`nginx -t failed:\n${check.output}`);
  const child = spawn(nginxBin, ["-p", dir, "-c", `${dir}/nginx.conf`, "-g", "daemon off;"], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stderr.on("data", (c) => (log += c));
  const exited = new Promise((r) => child.once("exit", r));
  const waitUntil = async (condition, what) => {
    for (let i = 0; !(await condition()); i++) {
      if (i > 200 || child.exitCode !== null) {
        const errors = existsSync(`${dir}/error.log`)
          ? readFileSync(`${dir}/error.log`, "utf8")
          : "";
        throw new Error(`nginx ${what}:\n${log}${errors}`);
      }
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const accepting = () =>
    new Promise((r) => {
      const s = net.connect(listenPort, "127.0.0.1", () => (s.end(), r(true)));
      s.on("error", () => r(false));
    });
  await waitUntil(accepting, "did not start");
  return {
    base: `http://127.0.0.1:${listenPort}`,
    check,
    output: () => log,
    /** Reloads site.conf; resolves once every worker of the old one finished and exited. */
    async reload() {
      const old = workerPids(child.pid);
      child.kill("SIGHUP");
      await waitUntil(() => {
        const now = workerPids(child.pid);
        return now.length > 0 && !now.some((pid) => old.includes(pid));
      }, "reload did not finish");
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGQUIT");
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function prefix(workers, extra) {
  const dir = mkdtempSync(path.join(tmpdir(), "agency-nginx-"));
  for (const t of ["cache", "tmp"]) mkdirSync(path.join(dir, t));
  writeFileSync(path.join(dir, "nginx.conf"), mainConfig(dir, { workers, extra }));
  return dir;
}

/**
 * Starts deploy/nginx.conf in front of 127.0.0.1:originPort. `extra`: more http-context text (the
 * bench's static-file server, a competing default site); `listenPort`, `purgePort`: when the
 * origin must know them first; `serverName`: the site's name (then `base` uses it, as a browser
 * would). Returns its base URL and its purge listener's (CACHE_PURGE_URL).
 */
export async function startNginx({
  originPort,
  listenPort,
  purgePort,
  serverName,
  workers = 1,
  extra = "",
}) {
  const dir = prefix(workers, extra);
  listenPort ??= await freePort();
  purgePort ??= await freePort();
  const cacheDir = path.join(dir, "cache");
  const config = adaptConfig({ originPort, listenPort, purgePort, cacheDir, serverName });
  writeFileSync(path.join(dir, "site.conf"), config);
  const { check, output, stop } = await launch(dir, listenPort);
  const base = `http://${serverName ?? "127.0.0.1"}:${listenPort}`;
  return { base, purgeBase: `http://127.0.0.1:${purgePort}`, dir, check, output, stop };
}

function balancerConfig(listenPort, upstreams, down) {
  const servers = upstreams
    .map(
      (p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=2s${down.has(p) ? " down" : ""};`,
    )
    .join("\n");
  return `upstream site {
${servers}
  keepalive 16;
  # Below the instances' keep-alive timeout (Next's 5 s), as in deploy/nginx.conf.
  keepalive_timeout 4s;
}
server {
  listen 127.0.0.1:${listenPort};
  location / {
    proxy_pass http://site;
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $http_host;
    # A request whose instance refused or dropped the connection goes to the other one.
    proxy_next_upstream error timeout;
    proxy_connect_timeout 1s;
    # As deploy/nginx.conf: Next's response headers (the Link header preloading the page's
    # scripts, fonts and hero images; the CSP's hashes) outgrow the default 4k/8k buffer.
    proxy_buffer_size 32k;
    proxy_buffers 16 32k;
    proxy_busy_buffers_size 64k;
  }
}
`;
}

/**
 * Round-robin over 127.0.0.1:upstreams. `setDown` takes an instance out of rotation (or back)
 * with a graceful reload, as an operator drains an instance before restarting it.
 */
export async function startLoadBalancer(upstreams) {
  const dir = prefix(1, "");
  const listenPort = await freePort();
  const down = new Set();
  const write = () =>
    writeFileSync(path.join(dir, "site.conf"), balancerConfig(listenPort, upstreams, down));
  write();
  const nginx = await launch(dir, listenPort);
  return {
    base: nginx.base,
    async setDown(upstream, isDown) {
      if (isDown) down.add(upstream);
      else down.delete(upstream);
      write();
      await nginx.reload();
    },
    stop: nginx.stop,
  };
}
