// A Redis that accepts and then stops answering (a paused process, a dead host behind a live
// proxy) must cost a request at most the 500 ms bound, not the socket timeout of seconds:
// node-redis honours an abort signal only until the command is written.
import net from "node:net";

import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

type RedisClientModule = typeof import("@/lib/cache/redis-client.mjs");

/** Answers +OK to every command (the client's handshake included) until told to fall silent. */
function fakeRedis() {
  let silent = false;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on("data", (chunk: Buffer) => {
      if (silent) return;
      const commands = chunk.toString().match(/(?:^|\r\n)\*\d+\r\n/g)?.length ?? 0;
      socket.write("+OK\r\n".repeat(commands));
    });
    socket.on("error", () => undefined);
  });
  return {
    listen: () =>
      new Promise<number>((resolve) =>
        server.listen(0, "127.0.0.1", () => resolve((server.address() as net.AddressInfo).port)),
      ),
    fallSilent: () => void (silent = true),
    close: () => {
      for (const socket of sockets) socket.destroy();
      server.close();
    },
  };
}

const slot = Symbol.for("agency-site.redis-client");
const server = fakeRedis();
let redis: RedisClientModule;

beforeAll(async () => {
  vi.stubEnv("REDIS_URL", `redis://127.0.0.1:${await server.listen()}`);
  redis = await import("@/lib/cache/redis-client.mjs");
  await vi.waitFor(() => expect(redis.readyClient()).not.toBeNull(), { timeout: 5_000 });
  server.fallSilent();
});

afterAll(async () => {
  const state = (globalThis as Record<symbol, { client: { destroy(): void } } | undefined>)[slot];
  state?.client.destroy();
  delete (globalThis as Record<symbol, unknown>)[slot];
  server.close();
  vi.unstubAllEnvs();
});

describe("a Redis that accepts but never answers", () => {
  it("fails a bounded command by its own deadline, not the socket's timeout", async () => {
    const client = redis.readyClient();
    expect(client).not.toBeNull();
    await expect(redis.bounded(client!).get("agency-site:any")).rejects.toMatchObject({
      name: "TimeoutError",
    });
  });

  it("bounds the page store's commands the same way", async () => {
    const state = redis.sharedRedis()!;
    const client = redis.withDeadlines(state.client);
    const signal = AbortSignal.timeout(redis.REDIS_TIMEOUT_MS);
    await expect(client.withAbortSignal(signal).get("agency-site:any")).rejects.toMatchObject({
      name: "TimeoutError",
    });
  });
});
