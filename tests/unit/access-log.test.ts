// The request hook (lib/log/server-output.ts) on a real Node HTTP server: every line logged while
// serving a request carries its id, and ACCESS_LOG=1 adds one line per request without the
// query string or a preview link's token.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";

import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

import { logEvent } from "@/lib/log/logger";
import { captureLogs } from "../helpers/log-capture";

let server: Server;
let base = "";

beforeAll(async () => {
  vi.stubEnv("ACCESS_LOG", "1");
  vi.resetModules(); // lib/env reads ACCESS_LOG once per module instance
  (await import("@/lib/log/server-output")).installRequestLogging();
  server = createServer((request, response) => {
    logEvent("info", "handled", { path: request.url });
    response.end("ok");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => {
  server.close();
  vi.unstubAllEnvs();
});

async function logsOf(path: string, headers: Record<string, string> = {}) {
  const logs = captureLogs();
  try {
    await (await fetch(`${base}${path}`, { headers })).text();
    await vi.waitFor(() => expect(logs.entries.some((e) => e.msg === "request")).toBe(true));
  } finally {
    logs.restore();
  }
  return logs.entries;
}

describe("request ids and the access log", () => {
  it("gives a request's lines one id, and logs the request without its query or token", async () => {
    const entries = await logsOf("/admin/preview/s3cret-preview-token?email=ada@example.com");
    const handled = entries.find((e) => e.msg === "handled");
    const request = entries.find((e) => e.msg === "request");
    expect(handled?.requestId).toEqual(expect.any(String));
    expect(request).toMatchObject({
      requestId: handled?.requestId,
      method: "GET",
      path: "/admin/preview/[token]",
      status: 200,
    });
    expect(JSON.stringify(request)).not.toMatch(/s3cret|ada@example/);
  });

  it("keeps the id a proxy in front sent, and replaces one that is not an id", async () => {
    const kept = await logsOf("/", { "x-request-id": "nginx-0123456789abcdef" });
    expect(kept.find((e) => e.msg === "request")?.requestId).toBe("nginx-0123456789abcdef");
    const replaced = await logsOf("/", { "x-request-id": '"><script>' });
    expect(replaced.find((e) => e.msg === "request")?.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });
});
