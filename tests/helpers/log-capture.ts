import { Writable } from "node:stream";

import pino from "pino";

import { logger } from "@/lib/log/logger";

type Entry = Record<string, unknown> & { level: string; msg: string };

/**
 * Redirects the real server logger (lib/log/logger.ts) into memory: every line it writes until
 * `restore()` is parsed and kept, so a test asserts what the log would say.
 */
export function captureLogs(): { entries: Entry[]; restore: () => void } {
  const entries: Entry[] = [];
  const sink = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString().split("\n")) {
        if (line.trim()) entries.push(JSON.parse(line) as Entry);
      }
      done();
    },
  });
  const target = logger as unknown as Record<symbol, unknown>;
  const original = target[pino.symbols.streamSym];
  target[pino.symbols.streamSym] = sink;
  return { entries, restore: () => void (target[pino.symbols.streamSym] = original) };
}
