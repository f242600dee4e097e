// A loopback stand-in for a cache's purge address (deploy/nginx.conf's purge listener): records
// every request's path and X-Purge header, and can be told to answer 502, to drop connections, or
// to answer as another site would (a 404 without the listener's X-Cache-Refresh).
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";

type PurgeMode = "ok" | "502" | "drop" | "other site";

export async function startPurgeServer() {
  const state = { mode: "ok" as PurgeMode };
  const calls: { path: string; purge: string | undefined; ok: boolean }[] = [];
  const server = createServer((req, res) => {
    const ok = state.mode === "ok";
    calls.push({ path: req.url ?? "", purge: req.headers["x-purge"] as string | undefined, ok });
    if (state.mode === "drop") return void req.socket.destroy();
    if (state.mode === "other site") return void res.writeHead(404).end("not found");
    // The purge listener marks what it refreshed; a 502 of its own (origin down) carries nothing.
    const refreshed = ok ? { "x-cache-refresh": "200" } : {};
    res
      .writeHead(ok ? 200 : 502, { "content-type": "text/plain", ...refreshed })
      .end(ok ? "ok" : "bad gateway");
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
