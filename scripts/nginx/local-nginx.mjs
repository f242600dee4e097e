// Runs Debian's nginx with deploy/nginx.conf on loopback, for the edge fault test and
// `npm run bench edge`: the shipped file with only its addresses swapped (origin port, listen
// address, cache directory), inside a main config of its own under a temp prefix.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "../..");
export const nginxBin = process.env.NGINX_BIN ?? "/usr/sbin/nginx";

/** deploy/nginx.conf with its production addresses replaced; throws if one is no longer there. */
export function adaptConfig({ originPort, listenPort, cacheDir }) {
  let text = readFileSync(path.join(root, "deploy/nginx.conf"), "utf8");
  const swaps = [
    ["/var/cache/nginx/agency ", `${cacheDir} `],
    ["server 127.0.0.1:3000;", `server 127.0.0.1:${originPort};`],
    ["listen 80;", `listen 127.0.0.1:${listenPort};`],
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

/**
 * Starts nginx in front of 127.0.0.1:originPort. `extra`: more http-context text (the bench's
 * static-file server); `listenPort`: when the origin must know it first. Returns its base URL (also the purge URL: requests come from loopback).
 */
export async function startNginx({ originPort, listenPort, workers = 1, extra = "" }) {
  const dir = mkdtempSync(path.join(tmpdir(), "edge-nginx-"));
  for (const t of ["cache", "tmp"]) mkdirSync(path.join(dir, t));
  listenPort ??= await freePort();
  writeFileSync(
    path.join(dir, "site.conf"),
    adaptConfig({ originPort, listenPort, cacheDir: path.join(dir, "cache") }),
  );
  writeFileSync(path.join(dir, "nginx.conf"), mainConfig(dir, { workers, extra }));
  const check = checkConfig(dir);
  if (check.code !== 0) throw new Error(`nginx -t failed:\n${check.output}`);
  const child = spawn(nginxBin, ["-p", dir, "-c", `${dir}/nginx.conf`, "-g", "daemon off;"], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stderr.on("data", (c) => (log += c));
  const exited = new Promise((r) => child.once("exit", r));
  const base = `http://127.0.0.1:${listenPort}`;
  for (let i = 0; ; i++) {
    const up = await new Promise((r) => {
      const s = net.connect(listenPort, "127.0.0.1", () => (s.end(), r(true)));
      s.on("error", () => r(false));
    });
    if (up) break;
    if (i > 100 || child.exitCode !== null) throw new Error(`nginx did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGQUIT");
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  return { base, dir, check, output: () => log, stop };
}
