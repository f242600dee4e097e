import { existsSync, readFileSync } from "node:fs";

import { serverLog } from "./server-log";

// Next's own start-up banner (version, addresses, "Ready in"), printed by `next start` itself.
const NEXT_BANNER = /^(▲ Next\.js|- (Local|Network):|✓ (Ready in|Running next\.config)|\s*$)/;
const COLOURS = /\u001b\[[\d;]*m/g;

/**
 * Global teardown: after the whole e2e run, every line the server wrote (besides Next's banner)
 * must be one JSON object with time, level and msg — what a log collector needs to index it.
 */
export default function checkServerLog(): void {
  if (!existsSync(serverLog)) throw new Error(`no server log at ${serverLog}`);
  const lines = readFileSync(serverLog, "utf8").split("\n");
  const bad = lines.filter((line) => {
    if (NEXT_BANNER.test(line.replace(COLOURS, ""))) return false;
    try {
      const entry = JSON.parse(line) as Record<string, unknown>;
      return !(
        typeof entry.time === "string" &&
        typeof entry.level === "string" &&
        typeof entry.msg === "string"
      );
    } catch {
      return true;
    }
  });
  const logged = lines.length - bad.length;
  if (bad.length > 0) {
    throw new Error(
      `${bad.length} server log lines are not JSON with time/level/msg (${logged} are):\n` +
        bad.slice(0, 20).join("\n"),
    );
  }
}
