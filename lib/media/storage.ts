import "server-only";

import path from "node:path";

import { env } from "@/lib/env";
import { localStorage } from "./local-storage";
import type { MediaStorage } from "./storage-contract";
import { supabaseStorage } from "./supabase-storage";

const supabaseStorageEnabled = Boolean(
  env.NEXT_PUBLIC_SUPABASE_URL && env.SUPABASE_SERVICE_ROLE_KEY && env.SUPABASE_STORAGE_BUCKET,
);

let chosen: MediaStorage | undefined;

/** Supabase Storage when configured (lib/env.ts), else files under DATA_DIR/media. */
export function mediaStorage(): MediaStorage {
  chosen ??= supabaseStorageEnabled
    ? supabaseStorage({
        url: env.NEXT_PUBLIC_SUPABASE_URL!,
        serviceRoleKey: env.SUPABASE_SERVICE_ROLE_KEY!,
        bucket: env.SUPABASE_STORAGE_BUCKET!,
      })
    : localStorage(path.resolve(env.DATA_DIR, "media"));
  return chosen;
}
