import "server-only";

import { randomUUID } from "node:crypto";
import { mkdir, readFile, rename, rm, rmdir, writeFile } from "node:fs/promises";
import path from "node:path";

import { assertMediaKey } from "./keys";
import { MediaStorageError, type MediaStorage } from "./storage-contract";
import { MEDIA_CONTENT_TYPES, type MediaFormat } from "./types";

const typeOf = (key: string) => MEDIA_CONTENT_TYPES[path.extname(key).slice(1) as MediaFormat];

/**
 * Files under `root`, one per key. A write goes to a temporary name in the same directory and is
 * renamed into place, so a reader (or a crash) never sees half a file. The content type is the
 * key's extension: only the formats in lib/media/types.ts are ever stored.
 */
export function localStorage(root: string): MediaStorage {
  const fileOf = (key: string) => {
    assertMediaKey(key);
    return path.join(root, ...key.split("/"));
  };
  return {
    name: "local",
    async put(key, bytes, contentType) {
      const file = fileOf(key);
      if (typeOf(key) !== contentType) {
        throw new MediaStorageError(`${key} cannot hold ${contentType}`);
      }
      const temporary = `${file}.${randomUUID()}.tmp`;
      try {
        await mkdir(path.dirname(file), { recursive: true });
        await writeFile(temporary, bytes, { flag: "wx" });
        await rename(temporary, file);
      } catch (error) {
        await rm(temporary, { force: true }).catch(() => {});
        throw new MediaStorageError(`Could not store ${key}: ${(error as Error).message}`);
      }
    },
    async get(key) {
      try {
        return { bytes: new Uint8Array(await readFile(fileOf(key))), contentType: typeOf(key) };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
        throw error;
      }
    },
    async delete(keys) {
      const dirs = new Set<string>();
      for (const key of keys) {
        const file = fileOf(key);
        await rm(file, { force: true });
        dirs.add(path.dirname(file));
      }
      // An upload's directory goes with its last file (rmdir refuses a non-empty one).
      for (const dir of dirs) await rmdir(dir).catch(() => {});
    },
  };
}
