// A loopback stand-in for Supabase Storage's object API as storage-js 2.109 calls it: upload
// (POST/PUT /storage/v1/object/{bucket}/{path}, raw body, x-upsert), download (GET same path),
// remove (DELETE /storage/v1/object/{bucket} with {prefixes}). Behind the API gateway's key check,
// and answering errors as storage-api does ({statusCode, error, message}, missing objects as 400
// with statusCode "404"). `state.failing` answers 503 to every call, or to those whose
// "METHOD /path" it matches; a failing upload stores nothing.
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";

type StoredObject = { bytes: Buffer; contentType: string; cacheControl?: string };

export async function startStorage(opts: { serviceRoleKey: string; bucket: string }) {
  const objects = new Map<string, StoredObject>();
  const calls: { method: string; path: string }[] = [];
  const state = { failing: false as boolean | RegExp };

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { "content-type": "application/json" });
    res.end(JSON.stringify(body));
  };
  const refuse = (
    res: ServerResponse,
    status: number,
    code: string,
    error: string,
    message: string,
  ) => send(res, status, { statusCode: code, error, message });

  async function handle(req: IncomingMessage, res: ServerResponse, body: Buffer) {
    const url = new URL(req.url ?? "/", "http://localhost");
    const prefix = "/storage/v1/object/";
    if (!url.pathname.startsWith(prefix))
      return refuse(res, 404, "404", "not_found", "Route not found");
    const [bucket, ...rest] = url.pathname.slice(prefix.length).split("/").map(decodeURIComponent);
    if (bucket !== opts.bucket)
      return refuse(res, 400, "404", "Bucket not found", "Bucket not found");
    const key = rest.join("/");
    if (req.method === "DELETE" && key === "") {
      const { prefixes } = JSON.parse(body.toString("utf8")) as { prefixes: string[] };
      const removed = prefixes.filter((p) => objects.delete(p));
      return send(
        res,
        200,
        removed.map((name) => ({ name, bucket_id: bucket })),
      );
    }
    if (!key || key.split("/").some((part) => part === ".." || part === "")) {
      return refuse(res, 400, "400", "InvalidKey", `Invalid key: ${key}`);
    }
    if (req.method === "POST" || req.method === "PUT") {
      const upsert = req.method === "PUT" || req.headers["x-upsert"] === "true";
      if (objects.has(key) && !upsert) {
        return refuse(res, 400, "409", "Duplicate", "The resource already exists");
      }
      objects.set(key, {
        bytes: body,
        contentType: String(req.headers["content-type"] ?? "application/octet-stream"),
        cacheControl: req.headers["cache-control"] as string | undefined,
      });
      return send(res, 200, { Key: `${bucket}/${key}`, Id: crypto.randomUUID() });
    }
    if (req.method === "GET") {
      const object = objects.get(key);
      if (!object) return refuse(res, 400, "404", "not_found", "Object not found");
      res.writeHead(200, { "content-type": object.contentType });
      return res.end(object.bytes);
    }
    return refuse(res, 405, "405", "method_not_allowed", "Method not allowed");
  }

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const path = new URL(req.url ?? "/", "http://localhost").pathname;
    calls.push({ method: req.method ?? "", path });
    // The gateway: the project's key in apikey, and a bearer the API accepts (service role here).
    if (req.headers.apikey !== opts.serviceRoleKey) {
      return send(res, 401, { message: "Invalid API key" });
    }
    if (req.headers.authorization !== `Bearer ${opts.serviceRoleKey}`) {
      return refuse(res, 403, "403", "Unauthorized", "new row violates row-level security policy");
    }
    const { failing } = state;
    if (failing === true || (failing && failing.test(`${req.method} ${path}`))) {
      return send(res, 503, { message: "upstream connect error or disconnect/reset" });
    }
    await handle(req, res, Buffer.concat(chunks));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    objects,
    calls,
    state,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
