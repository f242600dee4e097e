import type { AsyncLocalStorage } from "node:async_hooks";

import type { Logger } from "pino";

export declare const requestContext: AsyncLocalStorage<{ requestId: string }>;

export declare const logger: Logger;
export declare function logLine(
  level: "info" | "warn" | "error",
  msg: string,
  fields?: Record<string, unknown>,
): void;
