// Deleting an upload takes it down: the origin answers 404 for every variant at once, the cache
// in front is sent a purge (X-Purge refresh, lib/cache/purge.ts) for each variant's address, and
// no cache was told it may keep a variant longer than a day.
import "../helpers/staff-env";
import "../helpers/media-env";

import { afterAll, beforeAll, expect, it, vi } from "vitest";

import * as img from "../helpers/images";
import { setRequest } from "../helpers/next-headers";
import { startPurgeServer } from "../helpers/purge-server";
import { validCookie } from "../helpers/session-cookies";

const purger = await startPurgeServer();
Object.assign(process.env, { CACHE_PURGE_URL: purger.url, CACHE_PURGE_RETRY_BASE_SECONDS: "0" });
const pending: Promise<unknown>[] = [];
vi.mock("next/server", async (original) => ({
  ...(await original<typeof import("next/server")>()),
  after: (task: () => Promise<unknown>) => void pending.push(task()), // run now, awaited below
}));

const { deleteMedia } = await import("@/lib/media/actions");
const { serveMedia } = await import("@/lib/media/serve");
const { storeUpload } = await import("@/lib/media/upload");
const { mediaStorage } = await import("@/lib/media/storage");
const { getDb } = await import("@/lib/db/client");

beforeAll(async () => setRequest({ cookies: await validCookie() }));
afterAll(() => purger.close());

const file = (key: string) => key.split("/")[1]!;
/** A Cache-Control directive's seconds, or null when absent. */
const seconds = (cacheControl: string, directive: string) => {
  const match = new RegExp(`(?:^|[\\s,])${directive}=(\\d+)`).exec(cacheControl);
  return match ? Number(match[1]) : null;
};

it("serves a variant for a day at most, never as immutable", async () => {
  const row = await storeUpload(await getDb(), mediaStorage(), {
    bytes: await img.pngBytes(700, 400),
    name: "kept.png",
    alt: "",
  });
  const response = await serveMedia(mediaStorage(), row.id, file(row.variants[0]!.key));
  expect(response.status).toBe(200);
  const cacheControl = response.headers.get("cache-control") ?? "";
  expect(cacheControl).toMatch(/^public\b/);
  expect(cacheControl).not.toMatch(/immutable/);
  expect(seconds(cacheControl, "max-age")).toBeGreaterThan(0);
  expect(seconds(cacheControl, "max-age")).toBeLessThanOrEqual(86_400);
  expect(seconds(cacheControl, "s-maxage") ?? 0).toBeLessThanOrEqual(86_400);
});

it("a deleted upload answers 404 at the origin and each variant is purged from the edge", async () => {
  const row = await storeUpload(await getDb(), mediaStorage(), {
    bytes: await img.pngBytes(700, 400),
    name: "takedown.png",
    alt: "",
  });
  const addresses = row.variants.map((v) => `/media/${v.key}`);
  expect(addresses.length).toBeGreaterThan(1);
  for (const v of row.variants) {
    expect((await serveMedia(mediaStorage(), row.id, file(v.key))).status).toBe(200);
  }
  purger.calls.length = 0;

  expect(await deleteMedia(row.id)).toEqual({
    status: "success",
    message: "Deleted “takedown.png”.",
  });
  await Promise.all(pending.splice(0));

  for (const v of row.variants) {
    const response = await serveMedia(mediaStorage(), row.id, file(v.key));
    expect(response.status, v.key).toBe(404);
    expect(response.headers.get("cache-control")).toBe("no-store");
  }
  const purged = purger.calls.filter((c) => c.ok && c.purge === "1").map((c) => c.path);
  expect(purged.toSorted()).toEqual(addresses.toSorted());
});
