import { existsSync, readFileSync } from "node:fs";

import type { TestInfo } from "@playwright/test";

/** The server's whole output, written by the webServer command of playwright.config.ts. */
export const serverLog =
  process.env.E2E_SERVER_LOG ?? `tests/.tmp/e2e-server-${process.env.E2E_PORT ?? 3210}.log`;

const TAIL_LINES = 40;

/** The last lines the e2e server wrote (both workers share one server, so lines may interleave). */
export function serverLogTail(lines = TAIL_LINES): string {
  if (!existsSync(serverLog)) return `(no server log at ${serverLog})`;
  return readFileSync(serverLog, "utf8").trimEnd().split("\n").slice(-lines).join("\n");
}

/**
 * A failed test carries the server's last log lines as a text attachment, which the list reporter
 * prints beside the failure: the server side of a failure is in the CI output, not lost.
 */
export async function attachServerLog(testInfo: TestInfo): Promise<void> {
  if (testInfo.status === testInfo.expectedStatus) return;
  await testInfo.attach("server log (last lines)", {
    body: serverLogTail(),
    contentType: "text/plain",
  });
}
