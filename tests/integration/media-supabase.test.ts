// With Supabase Storage configured (and the local sign-in: no anon key), uploads go to the bucket
// through the real route, /media serves them from there, and a Storage outage fails the upload
// with a message and nothing stored.
import "../helpers/staff-env";
import "../helpers/media-env";

import { afterAll, beforeEach, describe, expect, it } from "vitest";

import * as img from "../helpers/images";
import { setRequest } from "../helpers/next-headers";
import { validCookie } from "../helpers/session-cookies";
import { query } from "../helpers/sql";
import { startStorage } from "../helpers/storage-server";

const credentials = {
  serviceRoleKey: "service-role-key-for-tests-0123456789",
  bucket: "site-media",
};
const fake = await startStorage(credentials);
afterAll(() => fake.close());
process.env.NEXT_PUBLIC_SUPABASE_URL = fake.url;
process.env.SUPABASE_SERVICE_ROLE_KEY = credentials.serviceRoleKey;
process.env.SUPABASE_STORAGE_BUCKET = credentials.bucket;

const { handleUploadRequest } = await import("@/lib/media/upload-request");
const { serveMedia } = await import("@/lib/media/serve");
const { mediaStorage } = await import("@/lib/media/storage");
const { getDb } = await import("@/lib/db/client");

const rows = async () =>
  (await query<{ n: number }>(await getDb(), "select count(*)::int as n from media"))[0]?.n;
const upload = async () => {
  const request = img.uploadRequest({ bytes: await img.pngBytes(500, 250), name: "a.png" });
  const response = await handleUploadRequest(request);
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
};

beforeEach(async () => {
  fake.state.failing = false;
  setRequest({ cookies: await validCookie() });
});

describe("Supabase Storage", () => {
  it("is the backend chosen", () => expect(mediaStorage().name).toBe("supabase"));

  it("holds an upload's variants, served back at /media", async () => {
    const { status, body } = await upload();
    expect(status).toBe(201);
    const id = (body.image as { id: string }).id;
    expect([...fake.objects.keys()].filter((k) => k.startsWith(id)).sort()).toEqual([
      `${id}/320.avif`,
      `${id}/320.webp`,
      `${id}/500.avif`,
      `${id}/500.webp`,
    ]);
    const response = await serveMedia(mediaStorage(), id, "500.webp");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/webp");
    expect((await serveMedia(mediaStorage(), id, "640.webp")).status).toBe(404);
  });

  it("down: the upload is refused with a message, nothing stored, no row", async () => {
    const [objects, before] = [fake.objects.size, await rows()];
    fake.state.failing = /^POST /;
    const { status, body } = await upload();
    expect(status).toBe(503);
    expect(body.error).toBe(
      "The image could not be stored right now; nothing was saved. Try again.",
    );
    expect([fake.objects.size, await rows()]).toEqual([objects, before]);
  });

  it("down while serving: 503, not cached", async () => {
    fake.state.failing = /^GET /;
    const response = await serveMedia(
      mediaStorage(),
      "0b6e1a52-5b7a-4a35-9c9e-3f4b1a2c3d4e",
      "320.webp",
    );
    expect(response.status).toBe(503);
    expect(response.headers.get("cache-control")).toBe("no-store");
  });
});
