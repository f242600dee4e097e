import "server-only";

import { blogDb } from "./db";
import { blogSlugExists } from "./repository";

/** Uncached: whether a post has this slug (the proxy's 404 before rendering). */
export async function postExists(slug: string): Promise<boolean> {
  return blogSlugExists(await blogDb(), slug);
}
