import { existsSync } from "node:fs";
import path from "node:path";

/**
 * The shared real-world corpus (../shared/corpus beside the repository). CORPUS_DIR overrides it
 * for clones that live elsewhere.
 */
export const corpusDir =
  [process.env.CORPUS_DIR, path.resolve(process.cwd(), "../shared/corpus"), "/work/shared/corpus"]
    .filter((dir): dir is string => Boolean(dir))
    .find((dir) => existsSync(dir)) ?? path.resolve(process.cwd(), "../shared/corpus");
