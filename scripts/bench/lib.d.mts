// Types for the parts of lib.mjs that TypeScript callers (scale-run.ts, tests/e2e/theme.spec.ts) use.
/** Every public route. */
export const publicRoutes: readonly string[];
export type LoadOptions = { full: boolean; seconds: number; connections: number };
export type LoadResult = {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  requests: number;
};
export function loadOptions(argv: string[]): LoadOptions;
export function loadRoute(
  url: string,
  options: LoadOptions & { headers?: Record<string, string> },
): Promise<LoadResult>;
export function printLoadTable(
  rows: (LoadResult & { route: string })[],
  baselines: Record<string, LoadResult>,
): boolean;
