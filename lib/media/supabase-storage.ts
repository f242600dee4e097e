import "server-only";

import { StorageClient } from "@supabase/storage-js";

import { assertMediaKey } from "./keys";
import { MediaStorageError, type MediaStorage } from "./storage-contract";

type Options = { url: string; serviceRoleKey: string; bucket: string; timeoutMs?: number };

/** Storage's "no such object": 404, or 400 with statusCode "404" as older servers answer. */
const isNotFound = (error: { status?: number; statusCode?: string; message: string }) =>
  error.status === 404 || error.statusCode === "404" || /not[ _]found/i.test(error.message);

/**
 * A private Supabase Storage bucket, reached with the service-role key (server only; the browser
 * never talks to Storage: the app serves the bytes at /media). Every call has a deadline, so a
 * Storage outage fails an upload with a message instead of hanging it.
 */
export function supabaseStorage({
  url,
  serviceRoleKey,
  bucket,
  timeoutMs = 15_000,
}: Options): MediaStorage {
  const client = new StorageClient(
    `${url.replace(/\/+$/, "")}/storage/v1`,
    { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}` },
    (input, init) => fetch(input, { ...init, signal: AbortSignal.timeout(timeoutMs) }),
  );
  const files = () => client.from(bucket);
  return {
    name: "supabase",
    async put(key, bytes, contentType) {
      assertMediaKey(key);
      const { error } = await files().upload(key, bytes, {
        contentType,
        cacheControl: "31536000",
        upsert: true,
      });
      if (error) {
        throw new MediaStorageError(`Supabase Storage refused ${key}: ${error.message}`);
      }
    },
    async get(key) {
      assertMediaKey(key);
      const { data, error } = await files().download(key);
      if (error) {
        if (isNotFound(error as never)) return null;
        throw new MediaStorageError(`Supabase Storage could not read ${key}: ${error.message}`);
      }
      return {
        bytes: new Uint8Array(await data.arrayBuffer()),
        contentType: data.type || "application/octet-stream",
      };
    },
    async delete(keys) {
      keys.forEach(assertMediaKey);
      if (keys.length === 0) return;
      const { error } = await files().remove(keys);
      if (error) throw new MediaStorageError(`Supabase Storage could not delete: ${error.message}`);
    },
  };
}
