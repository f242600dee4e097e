// The storage contract, held by both backends: files under a directory (the embedded default)
// and Supabase Storage (through a loopback fake of its HTTP API). An upload is all or nothing on
// either: a backend that fails part-way leaves no object and no row behind.
import "../helpers/staff-env";
import "../helpers/media-env";

import { mkdtempSync, readdirSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll, beforeAll, describe, expect, it } from "vitest";

import * as img from "../helpers/images";
import { startStorage } from "../helpers/storage-server";
import { query } from "../helpers/sql";

const { localStorage } = await import("@/lib/media/local-storage");
const { supabaseStorage } = await import("@/lib/media/supabase-storage");
const { storeUpload } = await import("@/lib/media/upload");
const { MediaStorageError } = await import("@/lib/media/storage-contract");
const { getDb } = await import("@/lib/db/client");

const KEY = "5f0c6a1e-8d2b-4c3a-9e7f-1a2b3c4d5e6f/320.webp";
const OTHER = "5f0c6a1e-8d2b-4c3a-9e7f-1a2b3c4d5e6f/640.webp";
const credentials = { serviceRoleKey: "service-role-key-for-tests-0123456789", bucket: "media" };
const fake = await startStorage(credentials);
afterAll(() => fake.close());

const localRoot = mkdtempSync(path.join(tmpdir(), "agency-media-contract-"));
const backends = {
  local: () => localStorage(localRoot),
  supabase: () => supabaseStorage({ url: fake.url, ...credentials, timeoutMs: 5000 }),
};
const mediaRows = async () =>
  (await query<{ n: number }>(await getDb(), "select count(*)::int as n from media"))[0]?.n;

describe.each(Object.entries(backends))("%s storage", (name, make) => {
  const storage = make();
  const bytes = new Uint8Array([82, 73, 70, 70, 1, 2, 3]);

  it("gives back what was put, with its type", async () => {
    await storage.put(KEY, bytes, "image/webp");
    expect(await storage.get(KEY)).toEqual({
      bytes: new Uint8Array(bytes),
      contentType: "image/webp",
    });
  });

  it("replaces an object put again under the same key", async () => {
    await storage.put(KEY, new Uint8Array([9, 9]), "image/webp");
    expect((await storage.get(KEY))?.bytes).toEqual(new Uint8Array([9, 9]));
  });

  it("answers null for a key never stored, and deletes quietly what is not there", async () => {
    expect(await storage.get(OTHER)).toBeNull();
    await storage.delete([OTHER]);
    await storage.delete([KEY]);
    expect(await storage.get(KEY)).toBeNull();
  });

  it.each(["../../etc/passwd", `${KEY}/../../x.webp`, "a/b.webp", "/abs/320.webp", ""])(
    "refuses the key %j before touching anything",
    async (key) => {
      const calls = fake.calls.length;
      await expect(storage.put(key, bytes, "image/webp")).rejects.toThrow("not a media key");
      await expect(storage.get(key)).rejects.toThrow("not a media key");
      await expect(storage.delete([key])).rejects.toThrow("not a media key");
      expect(fake.calls.length).toBe(calls);
    },
  );

  it("stores an upload's every variant and one row", async () => {
    const row = await storeUpload(await getDb(), storage, {
      bytes: await img.pngBytes(700, 350),
      name: "C:\\Users\\me\\diagram.png",
      alt: "  A diagram  ",
    });
    expect(row.originalName).toBe("diagram.png");
    expect(row.altText).toBe("A diagram");
    expect(row.variants.map((v) => `${v.width}.${v.format}`)).toEqual([
      "320.avif",
      "320.webp",
      "640.avif",
      "640.webp",
      "700.avif",
      "700.webp",
    ]);
    for (const variant of row.variants) {
      const object = await storage.get(variant.key);
      expect(object?.contentType).toBe(`image/${variant.format}`);
    }
  });

  if (name === "supabase") {
    // The fake's gateway refuses any key but the service role's, so reaching it proves the key.
    it("stores with a year's cache-control", () => {
      const stored = [...fake.objects.values()].at(-1);
      expect(stored?.cacheControl).toBe("max-age=31536000");
    });
  }
});

describe("a backend failing part-way through an upload", () => {
  beforeAll(() => fake.objects.clear());
  afterAll(() => void (fake.state.failing = false));

  it("Supabase: the third variant fails; the message says so; nothing is left stored", async () => {
    fake.state.failing = /^POST .*\/640\.avif$/;
    const rowsBefore = await mediaRows();
    const error = await storeUpload(await getDb(), backends.supabase(), {
      bytes: await img.pngBytes(1000, 500),
      name: "x.png",
      alt: "",
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MediaStorageError);
    expect((error as Error).message).toMatch(
      /^Supabase Storage refused [0-9a-f-]{36}\/640\.avif: upstream connect error/,
    );
    expect(fake.calls.some((c) => c.method === "POST" && c.path.endsWith("/320.webp"))).toBe(true);
    expect([...fake.objects.keys()]).toEqual([]);
    expect(await mediaRows()).toBe(rowsBefore);
  });

  it("local: an unwritable directory fails the upload with nothing stored", async () => {
    const root = mkdtempSync(path.join(tmpdir(), "agency-media-broken-"));
    const blocked = path.join(root, "media");
    writeFileSync(blocked, "a file where the directory should be");
    const rowsBefore = await mediaRows();
    await expect(
      storeUpload(await getDb(), localStorage(blocked), {
        bytes: await img.pngBytes(),
        name: "x.png",
        alt: "",
      }),
    ).rejects.toThrow(MediaStorageError);
    expect(readdirSync(root)).toEqual(["media"]);
    expect(await mediaRows()).toBe(rowsBefore);
  });
});
