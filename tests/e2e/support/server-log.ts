import { existsSync, readFileSync } from "node:fs";

import type { TestInfo } from "@playwright/test";

/** The server's whole output, written by the webServer command of playwright.config.ts. */
export const serverLog =
  process.env.E2E_SERVER_LOG ?? `tests/.tmp/e2e-server-${process.env.E2E_PORT ?? 3210}.log`;

const TAIL_LINES = 40;

/** The last lines the e2e server wrote (both workers share one server, so lines may interleave). */
function serverLogTail(lines = TAIL_LINES): string {
  if (!existsSync(serverLog)) return `(no server log at ${serverLog})`;
  return readFileSync(serverLog, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
}

/**
 * A failed test prints the server's last log lines (the list reporter shows a test's stderr in
 * the CI output) and keeps them as an attachment in its report: the server side of a failure
 * is never lost.
 */
export async function attachServerLog(testInfo: TestInfo): Promise<void> {
  if (testInfo.status === testInfo.expectedStatus) return;
  const tail = serverLogTail();
  process.stderr.write(`\n--- server log, last lines (${serverLog}) ---\n${tail}\n---\n`);
  await testInfo.attach("server log (last lines)", { body: tail, contentType: "text/plain" });
}
