type Level = "info" | "warn" | "error";

/**
 * One JSON object per line on stdout/stderr, so a log collector can index every field (import
 * runs, mail attempts, failed requests). Errors become their message: a stack or a connection
 * string must not end up in a shared log by accident.
 */
export function logEvent(level: Level, msg: string, fields: Record<string, unknown> = {}): void {
  const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...fields }, (_k, v) =>
    v instanceof Error ? v.message : (v as unknown),
  );
  if (level === "info") console.log(line);
  else if (level === "warn") console.warn(line);
  else console.error(line);
}
