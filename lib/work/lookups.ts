import "server-only";

import { workDb } from "./db";
import { publishedSlugExists } from "./repository";

/** Uncached: whether a published case study has this slug (the proxy's 404 before rendering). */
export async function workExists(slug: string): Promise<boolean> {
  return publishedSlugExists(await workDb(), slug);
}
