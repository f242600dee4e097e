import "server-only";

import { staffOrUnauthorized } from "@/lib/auth";
import { getDb } from "@/lib/db/client";
import { refuseCrossSite } from "@/lib/http/same-origin";
import { readCapped } from "@/lib/http/read-capped";
import { logEvent } from "@/lib/log/logger";
import { hitRateLimit } from "@/lib/rate-limit";
import { mediaImage } from "./image";
import { MEDIA_LIMITS, MediaRefusal } from "./pipeline";
import { mediaStorage } from "./storage";
import { MediaStorageError } from "./storage-contract";
import { ALT_MAX, storeUpload } from "./upload";

/** Room for the multipart envelope and the alt text around the file itself. */
const BODY_MAX = MEDIA_LIMITS.maxBytes + 64 * 1024;
/** Per staff member: plenty for a post's images, not a disk filled by a runaway script. */
const UPLOAD_RATE = { bucket: "media-upload", limit: 60, windowSeconds: 600 };

const answer = (status: number, body: object, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { "cache-control": "no-store", ...headers } });
const refuse = (status: number, error: string) => answer(status, { error });

/**
 * POST /api/admin/media: one image (field "file") and its alt text (field "alt"), multipart.
 * Staff only (the session is checked here: proxy.ts does not run for /api), same-site only, rate
 * limited and size-capped before the body is parsed. Answers the stored image (201) or
 * { error } with a 4xx a person can act on; a storage outage is a 503 with its reason.
 */
export async function handleUploadRequest(request: Request): Promise<Response> {
  const crossSite = refuseCrossSite(request);
  if (crossSite) return crossSite;
  const staff = await staffOrUnauthorized("media.upload");
  if (staff instanceof Response) return staff;
  const db = await getDb();
  const rate = await hitRateLimit(db, UPLOAD_RATE, staff.email);
  if (!rate.allowed) {
    return answer(
      429,
      { error: "Too many uploads; try again in a few minutes." },
      { "retry-after": String(rate.retryAfterSeconds) },
    );
  }
  const type = request.headers.get("content-type") ?? "";
  if (!/^multipart\/form-data/i.test(type)) return refuse(415, "Send the image as a form upload.");
  const tooLarge = `The file is too large; the limit is ${MEDIA_LIMITS.maxBytes / 1024 / 1024} MB.`;
  if (Number(request.headers.get("content-length")) > BODY_MAX) return refuse(413, tooLarge);
  const body = await readCapped(request.body, BODY_MAX);
  if (body === null) return refuse(413, tooLarge);
  let form: FormData;
  try {
    form = await new Response(body as BodyInit, { headers: { "content-type": type } }).formData();
  } catch {
    return refuse(400, "The upload could not be read. Please try again.");
  }
  const file = form.get("file");
  const alt = form.get("alt") ?? "";
  if (!(file instanceof File)) return refuse(400, "Choose an image to upload.");
  if (typeof alt !== "string" || alt.length > ALT_MAX) {
    return refuse(400, `Alt text must be at most ${ALT_MAX} characters.`);
  }
  try {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const row = await storeUpload(db, mediaStorage(), {
      bytes,
      name: file.name,
      alt,
      createdBy: staff.id,
    });
    logEvent("info", "media uploaded", { id: row.id, by: staff.email, bytes: row.byteSize });
    return answer(201, { image: mediaImage(row), name: row.originalName });
  } catch (error) {
    if (error instanceof MediaRefusal) {
      if (error.cause)
        logEvent("warn", "media refused", { reason: error.message, error: error.cause });
      return refuse(error.status, error.message);
    }
    if (error instanceof MediaStorageError) {
      logEvent("error", "media storage failed", { error });
      return refuse(503, "The image could not be stored right now; nothing was saved. Try again.");
    }
    throw error;
  }
}
