import { fileURLToPath } from "node:url";

/**
 * The real-world files the tests read, vendored from the shared corpus into tests/fixtures/corpus
 * (its README and the SOURCES.txt beside each file say where each comes from). Only the vendored
 * copy is read, so a clone anywhere runs the same tests, and a file missing from it fails its
 * test with ENOENT instead of being found somewhere else.
 */
export const corpusDir = fileURLToPath(new URL("../fixtures/corpus/", import.meta.url));
