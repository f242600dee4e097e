// Empty on purpose. Without a file of its own here, Next compiles the site's instrumentation (at
// the workspace root) into this baseline, which then opens the site's database and timers.
export function register() {}
