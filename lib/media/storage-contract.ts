/**
 * Where an upload's variants live, by key (lib/media/keys.ts). Both backends keep the same
 * contract (tests/integration/media-storage.embedded.test.ts): put stores the whole object or
 * throws, get answers null for a key never stored, delete of a missing key is not an error.
 */
export type MediaStorage = {
  readonly name: "local" | "supabase";
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  get(key: string): Promise<{ bytes: Uint8Array; contentType: string } | null>;
  delete(keys: string[]): Promise<void>;
};

/** Thrown by a backend that could not store, read or delete an object; its message is for staff. */
export class MediaStorageError extends Error {}
