// Staff uploading images through the real route handler (local storage under DATA_DIR): the type
// is what the bytes are, limits hold with a message, EXIF is gone, variants are never upscaled,
// and /media serves them with their type (cacheable for a day), or 404.
import "../helpers/staff-env";
import "../helpers/media-env";

import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";

import * as img from "../helpers/images";
import { greyPng } from "../helpers/tall-png";
import { setRequest } from "../helpers/next-headers";
import { validCookie } from "../helpers/session-cookies";
import { query } from "../helpers/sql";
import { STAFF } from "../helpers/staff-env";

const { handleUploadRequest } = await import("@/lib/media/upload-request");
const { serveMedia } = await import("@/lib/media/serve");
const { mediaStorage } = await import("@/lib/media/storage");
const { getDb } = await import("@/lib/db/client");
const { hitRateLimit } = await import("@/lib/rate-limit");

type Uploaded = { image: { id: string; src: string; srcset: { webp: string; avif: string } } };
const upload = async (bytes: Uint8Array, name: string, type?: string) => {
  const response = await handleUploadRequest(img.uploadRequest({ bytes, name, type }));
  return { status: response.status, body: (await response.json()) as Uploaded & { error: string } };
};
const rows = async () =>
  query<{ id: string; content_type: string; width: number; height: number; variants: unknown[] }>(
    await getDb(),
    "select id, content_type, width, height, variants from media order by created_at",
  );
const get = (id: string, file: string) => serveMedia(mediaStorage(), id, file);

beforeEach(async () => setRequest({ cookies: await validCookie() }));

describe("type sniffing", () => {
  it("stores PNG bytes named .jpg as a PNG", async () => {
    const { status, body } = await upload(await img.pngBytes(), "photo.jpg", "image/jpeg");
    expect(status).toBe(201);
    const [row] = (await rows()).filter((r) => r.id === body.image.id);
    expect(row?.content_type).toBe("image/png");
  });

  it.each([
    ["SVG with a script named .png", img.svgPayload, "cat.png", "image/png"],
    ["HTML named .png", img.htmlPayload, "cat.png", "image/png"],
    ["JavaScript named .gif", Buffer.from("alert(1)//GIF89a"), "x.gif", "image/gif"],
  ])("refuses %s with 415 and stores nothing", async (_, bytes, name, type) => {
    const before = (await rows()).length;
    const { status, body } = await upload(bytes, name, type);
    expect(status).toBe(415);
    expect(body.error).toBe("This file is not an image we accept (JPEG, PNG, WebP, AVIF or GIF).");
    expect((await rows()).length).toBe(before);
  });

  it.each([
    ["GIF (first frame)", img.gifBytes, "image/gif"],
    ["AVIF", img.avifBytes, "image/avif"],
    ["WebP", img.webpBytes, "image/webp"],
  ])("accepts %s", async (_, make, type) => {
    const { status, body } = await upload(await make(), "file.bin");
    expect(status).toBe(201);
    const [row] = (await rows()).filter((r) => r.id === body.image.id);
    expect(row?.content_type).toBe(type);
  });
});

describe("limits", () => {
  it("refuses an empty file", async () => {
    const { status, body } = await upload(new Uint8Array(), "empty.png");
    expect([status, body.error]).toEqual([400, "The file is empty."]);
  });

  it("refuses more than 10 MB before decoding it", async () => {
    const { status, body } = await upload(new Uint8Array(10 * 1024 * 1024 + 1), "big.png");
    expect(status).toBe(413);
    expect(body.error).toMatch(/too large; the limit is 10 MB|the limit is 10\.0 MB/);
  });

  it("refuses a decompression bomb by its declared pixels", async () => {
    const { status, body } = await upload(await img.pixelBomb(), "bomb.png");
    expect(status).toBe(422);
    expect(body.error).toBe("The image is 10000 × 10000 pixels; the limit is 40 megapixels.");
  });

  it("takes a long screenshot (1200 × 17000), its variants scaled to fit WebP's 16,383 px", async () => {
    const { status, body } = await upload(greyPng(1200, 17_000), "long-page.png");
    expect(status).toBe(201);
    const largest = /(\d+)\.webp$/.exec(body.image.src)![1]!;
    for (const format of ["webp", "avif"]) {
      const response = await get(body.image.id, `${largest}.${format}`);
      expect(response.status).toBe(200);
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect(meta.height).toBeLessThanOrEqual(16_383);
      expect(meta.height! / meta.width!).toBeCloseTo(17_000 / 1200, 1);
    }
  });

  it("refuses a 1 × 40,000,000 sliver (within the pixel limit) by its side, before decoding", async () => {
    const sliver = greyPng(1, 40_000_000);
    expect(sliver.byteLength).toBeLessThan(100_000);
    const before = (await rows()).length;
    const { status, body } = await upload(sliver, "sliver.png");
    expect(status).toBe(422);
    expect(body.error).toBe(
      "The image is 1 × 40,000,000 pixels; no side may be longer than 30,000 pixels.",
    );
    expect((await rows()).length).toBe(before);
  });

  it("refuses a truncated image with a message", async () => {
    const whole = await img.pngBytes(900, 900);
    const { status, body } = await upload(whole.subarray(0, whole.length / 2), "cut.png");
    expect([415, 422]).toContain(status);
    expect(body.error).toMatch(/not an image we accept|could not be read/);
  });
});

describe("the variants", () => {
  it("strip EXIF and GPS, apply the orientation, and are never wider than the original", async () => {
    const source = await img.jpegWithGps(800, 600);
    const original = await sharp(source).metadata();
    expect(original.exif?.toString("latin1")).toContain("SecretCam");
    expect(img.exifTags(original.exif)).toContain(img.GPS_IFD_TAG);
    const { status, body } = await upload(source, "holiday.jpg", "image/jpeg");
    expect(status).toBe(201);
    const [row] = (await rows()).filter((r) => r.id === body.image.id);
    // Orientation 6: the stored picture is upright, 600 wide and 800 high.
    expect([row?.width, row?.height]).toEqual([600, 800]);
    const files = ["320.webp", "320.avif", "600.webp", "600.avif"];
    expect(body.image.srcset.webp).toBe(
      `/media/${body.image.id}/320.webp 320w, /media/${body.image.id}/600.webp 600w`,
    );
    for (const file of files) {
      const response = await get(body.image.id, file);
      expect(response.status).toBe(200);
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(meta.height! / meta.width!).toBeCloseTo(800 / 600, 1);
    }
    for (const file of ["640.webp", "960.avif", "1920.webp"]) {
      expect((await get(body.image.id, file)).status).toBe(404);
    }
  });

  it("stores concurrent uploads each whole, under their own ids", async () => {
    const bytes = await img.pngBytes(400, 300);
    const results = await Promise.all([1, 2, 3].map((n) => upload(bytes, `c${n}.png`)));
    expect(results.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(new Set(results.map((r) => r.body.image.id)).size).toBe(3);
    for (const { body } of results) expect((await get(body.image.id, "400.avif")).status).toBe(200);
  });
});

describe("GET /media/{id}/{width}.{format}", () => {
  it("serves a variant typed, unsniffable, cacheable for a day", async () => {
    const { body } = await upload(await img.pngBytes(), "a.png");
    const response = await get(body.image.id, "640.avif");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/avif");
    expect(response.headers.get("cache-control")).toBe("public, max-age=86400");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(640);
  });

  it.each([
    ["an unknown id", "0b6e1a52-5b7a-4a35-9c9e-3f4b1a2c3d4e", "320.webp"],
    ["a malformed id", "..", "320.webp"],
    ["a traversal id", "../../etc", "passwd"],
    ["an unknown width", null, "321.webp"],
    ["another format", null, "320.png"],
    ["a JPEG", null, "320.jpg"],
    ["a path in the file", null, "..%2F..%2Fpglite"],
    ["a leading zero", null, "0320.webp"],
  ])("answers 404 for %s", async (_, id, file) => {
    const { body } = await upload(await img.pngBytes(), "b.png");
    const response = await get(id ?? body.image.id, file);
    expect(response.status).toBe(404);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });
});

describe("who may upload", () => {
  it("refuses a stranger with 401 and stores nothing", async () => {
    setRequest({});
    const before = (await rows()).length;
    const { status } = await upload(await img.pngBytes(), "a.png");
    expect(status).toBe(401);
    expect((await rows()).length).toBe(before);
  });

  it("refuses a cross-site post with 403, even with the staff cookie", async () => {
    const request = img.uploadRequest(
      { bytes: await img.pngBytes(), name: "a.png" },
      { headers: { "sec-fetch-site": "cross-site", origin: "https://evil.example" } },
    );
    expect((await handleUploadRequest(request)).status).toBe(403);
  });

  it("refuses a body that is not a form, and a form without a file", async () => {
    const json = new Request("http://localhost:3000/api/admin/media", {
      method: "POST",
      body: "{}",
      headers: { "content-type": "application/json" },
    });
    expect((await handleUploadRequest(json)).status).toBe(415);
    const empty = await handleUploadRequest(img.uploadRequest(null));
    expect([empty.status, ((await empty.json()) as { error: string }).error]).toEqual([
      400,
      "Choose an image to upload.",
    ]);
  });
});

describe("the upload rate", () => {
  it("stops a runaway client with 429 and a message, storing nothing", async () => {
    // Hits until the current window holds the limit (a window that turns over starts again).
    const rate = { bucket: "media-upload", limit: 60, windowSeconds: 600 };
    while ((await hitRateLimit(await getDb(), rate, STAFF.email)).hits < 60);
    const before = (await rows()).length;
    const { status, body } = await upload(await img.pngBytes(), "a.png");
    expect([status, body.error]).toEqual([429, "Too many uploads; try again in a few minutes."]);
    expect((await rows()).length).toBe(before);
  });
});
