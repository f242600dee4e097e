// A loopback stand-in for a cache's purge address (deploy/nginx.conf's X-Purge refresh): records
// every request's path and X-Purge header, and can be told to answer 502 or to drop connections.
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

type PurgeMode = "ok" | "502" | "drop";

export async function startPurgeServer() {
  const state = { mode: "ok" as PurgeMode };
  const calls: { path: string; purge: string | undefined; ok: boolean }[] = [];
  const server = createServer((req, res) => {
    const ok = state.mode === "ok";
    calls.push({ path: req.url ?? "", purge: req.headers["x-purge"] as string | undefined, ok });
    if (state.mode === "drop") return void req.socket.destroy();
    res.writeHead(ok ? 200 : 502, { "content-type": "text/plain" }).end(ok ? "ok" : "bad gateway");
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    state,
    calls,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}
