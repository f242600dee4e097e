// Uploads of this test file go to a fresh directory (DATA_DIR/media), removed after the file.
// Imported before any lib/ module reads lib/env.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

import { afterAll } from "vitest";

export const DATA_DIR = mkdtempSync(path.join(tmpdir(), "agency-media-"));
process.env.DATA_DIR = DATA_DIR;
afterAll(() => rmSync(DATA_DIR, { recursive: true, force: true }));
