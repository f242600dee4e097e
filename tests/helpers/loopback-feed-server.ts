// A loopback HTTP server for feed importer tests: serves files (or literal bodies) with a chosen
// status, Content-Type and Content-Encoding, or hangs, so every fetch path can be exercised.
// It needs no corpus: tests that must run anywhere serve their own fixtures with it.
import { readFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { gzipSync } from "node:zlib";

export type Route = {
  /** Default 200. */
  status?: number;
  /** Default: from the extension, without a charset (the XML declaration then decides). */
  contentType?: string;
  /** Literal body; otherwise `file` is read (relative to the server's directory). */
  body?: Uint8Array | string;
  file?: string;
  /** Compress on the fly. Files that are gzip already (compressed.xml) are always sent as gzip. */
  gzip?: boolean;
  /** Send headers and a first chunk, then never finish: only the importer's timeout ends it. */
  hang?: boolean;
  /** Accept the request and never answer, not even headers. */
  silent?: boolean;
  /** The first request only: cut the connection without answering, or answer 503. */
  failFirst?: "close" | 503;
};

const typeOf = (file = "") => (file.endsWith(".atom") ? "application/atom+xml" : "text/xml");

/** A URL on a loopback port nobody listens on any more (connection refused). */
export async function refusedUrl(route: string): Promise<string> {
  const server = await startFeedServer({}, ".");
  await server.close();
  return server.url(route);
}

export type FeedServer = {
  /** Absolute URL of a route path ("/a/b.xml"). */
  url: (route: string) => string;
  /** Requests received so far for a route path. */
  requests: (route: string) => number;
  close: () => Promise<void>;
};

/** Serves `routes`; a route's `file` is read from `dir`. */
export async function startFeedServer(
  routes: Record<string, Route>,
  dir: string,
): Promise<FeedServer> {
  const seen = new Map<string, number>();
  const server: Server = createServer((req, res) => {
    const pathname = new URL(req.url ?? "/", "http://x").pathname;
    const count = (seen.get(pathname) ?? 0) + 1;
    seen.set(pathname, count);
    const route = routes[pathname];
    if (!route) return void res.writeHead(404, { "content-type": "text/plain" }).end("no route");
    if (route.silent) return;
    if (route.failFirst === "close" && count === 1) return void req.socket.destroy();
    if (route.failFirst === 503 && count === 1) {
      return void res.writeHead(503, { "content-type": "text/plain" }).end("Busy");
    }
    let body: Uint8Array =
      typeof route.body === "string"
        ? Buffer.from(route.body)
        : (route.body ?? readFileSync(path.join(dir, route.file!)));
    const gzipped = body[0] === 0x1f && body[1] === 0x8b;
    if (route.gzip && !gzipped) body = gzipSync(body);
    const headers: Record<string, string | number> = {
      "content-type": route.contentType ?? typeOf(route.file),
    };
    if (route.gzip || gzipped) headers["content-encoding"] = "gzip";
    if (route.hang) return void res.writeHead(200, headers).write(body.subarray(0, 64));
    headers["content-length"] = body.byteLength;
    res.writeHead(route.status ?? 200, headers).end(body);
  });
  // Node closes idle keep-alive sockets after 5 s; fetch may pick such a socket up just as it goes
  // ("other side closed") while the importer is busy with the database. Keep them open instead.
  server.keepAliveTimeout = 120_000;
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: (route) => `http://127.0.0.1:${port}${route}`,
    requests: (route) => seen.get(route) ?? 0,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections(); // hanging responses would keep close() waiting forever
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
