// @ts-check
// One Redis connection per server process, shared by both cache layers (the page cache handler
// and the "use cache" handler), when REDIS_URL is set. Loaded by Next without bundling, hence
// plain JavaScript and process.env (lib/env.ts validates REDIS_URL when the server starts).
// Redis is a cache, never a dependency: while it is unreachable every operation fails fast (no
// offline queue), the handlers treat that as a miss and the site renders, and the client keeps
// reconnecting in the background.
import { createClient } from "@redis/client";

import { logLine } from "../log/base-logger.mjs";

/**
 * @typedef {import("@redis/client").RedisClientType} Client
 * @typedef {{ client: Client, down: boolean, onReady: (() => void)[] }} RedisState
 */

const building = process.env.NEXT_PHASE === "phase-production-build";
const slot = Symbol.for("agency-site.redis-client");
const processWide = /** @type {{ [slot]?: RedisState }} */ (/** @type {unknown} */ (globalThis));

/** How long one cache operation may wait for Redis before the request goes on without it. */
export const REDIS_TIMEOUT_MS = 500;

/**
 * @param {string} url
 * @returns {RedisState}
 */
function connect(url) {
  const client = createClient({
    url,
    // A command sent while disconnected fails at once instead of waiting for the reconnection.
    disableOfflineQueue: true,
    // A half-open connection (Redis host gone without a reset) is noticed within seconds.
    pingInterval: 2_000,
    socket: {
      connectTimeout: 1_000,
      socketTimeout: 5_000,
      reconnectStrategy: (retries) => Math.min(50 * 2 ** retries, 1_000),
    },
  });
  /** @type {RedisState} */
  const state = { client, down: true, onReady: [] };
  client.on("ready", () => {
    if (state.down) logLine("info", "page cache: redis connected");
    state.down = false;
    for (const listener of state.onReady) listener();
  });
  // One line per outage (or per failed start), not one per reconnection attempt; the client
  // keeps retrying, a Redis that appears later is used from then on.
  let reported = false;
  client.on("error", (error) => {
    if (!state.down || !reported) {
      logLine("warn", "page cache: redis unavailable, rendering without it", {
        error: String(error),
      });
    }
    reported = true;
    state.down = true;
  });
  // A failed first connection is reported by the listener above; the client retries on its own.
  client.connect().catch(() => {});
  return state;
}

/** The process's connection state, or null without REDIS_URL (and in `next build`). */
export function sharedRedis() {
  const url = process.env.REDIS_URL?.trim();
  if (!url || building) return null;
  return (processWide[slot] ??= connect(url));
}

/** True when the handlers use Redis in this process. */
export const usesRedis = () => sharedRedis() !== null;

/** The client when it can answer now, else null (the caller treats it as a miss). */
export function readyClient() {
  const state = sharedRedis();
  return state?.client.isReady ? state.client : null;
}

/**
 * Runs `listener` every time the connection becomes ready (again).
 * @param {() => void} listener
 */
export function onRedisReady(listener) {
  sharedRedis()?.onReady.push(listener);
}

/**
 * node-redis honours an abort signal only while a command waits to be written: once it is on the
 * wire, a Redis that accepts but stopped answering holds it until the socket timeout (seconds,
 * not REDIS_TIMEOUT_MS). So each command's promise is also raced against the signal here.
 * @template {object} T
 * @param {T} commands
 * @param {AbortSignal} signal
 * @returns {T}
 */
function raced(commands, signal) {
  const aborted = new Promise((_, reject) => {
    if (signal.aborted) reject(signal.reason);
    else signal.addEventListener("abort", () => reject(signal.reason), { once: true });
  });
  aborted.catch(() => {}); // only a race's loser when the command answers in time
  return new Proxy(commands, {
    get(target, prop) {
      const value = Reflect.get(target, prop);
      if (typeof value !== "function") return value;
      return (/** @type {unknown[]} */ ...args) => {
        const result = value.apply(target, args);
        if (!(result instanceof Promise)) return result;
        result.catch(() => {}); // settles after the race was lost: nobody awaits it then
        return Promise.race([result, aborted]);
      };
    },
  });
}

/**
 * The client as the Redis store of @fortedigital/nextjs-cache-handler uses it (`isReady`, and
 * every command through `withAbortSignal`), with the same enforced deadline.
 * @param {Client} client
 * @returns {Client}
 */
export function withDeadlines(client) {
  return new Proxy(client, {
    get(target, prop) {
      if (prop === "withAbortSignal") {
        return (/** @type {AbortSignal} */ signal) => raced(target.withAbortSignal(signal), signal);
      }
      const value = Reflect.get(target, prop);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

/**
 * A command bounded in time: a slow or hung Redis makes a request render, not wait.
 * @param {Client} client
 */
export function bounded(client) {
  const signal = AbortSignal.timeout(REDIS_TIMEOUT_MS);
  return raced(client.withAbortSignal(signal), signal);
}

/** Key namespace: entries per build (a new deploy never reads the old HTML), tags shared. */
export const KEY_PREFIX = "agency-site:";
