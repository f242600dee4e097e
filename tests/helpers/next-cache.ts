// Stand-in for next/cache outside a Next server (vitest). Framework plumbing only: our modules
// run for real; cache directives are no-ops and invalidations are recorded for assertions.
export const invalidated: string[] = [];
export function cacheTag(..._tags: string[]) {}
export function cacheLife(_profile: unknown) {}
export function revalidateTag(tag: string, _profile?: unknown) {
  invalidated.push(tag);
}
export function updateTag(tag: string) {
  invalidated.push(tag);
}
export function revalidatePath(path: string) {
  invalidated.push(`path:${path}`);
}
