#!/usr/bin/env bash
# The one test command (npm test): static checks, unit tests, a production build, then the
# browser suite against that build. Installs what a fresh clone lacks first.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

step() { printf '\n== %s\n' "$*"; }
# Every step has a ceiling, so a hung child process fails the run in minutes instead of hours.
bounded() { local limit=$1; shift; timeout --kill-after=30 "$limit" "$@"; }
# Each step's wall time, printed as a table at the end (docs/benchmarks.md keeps the figures).
times=()
timed() {
  local name=$1 start=$SECONDS
  shift
  step "$name"
  "$@"
  times+=("$(printf '%-28s %5d s' "$name" $((SECONDS - start)))")
}
report() { printf '\n== step times\n'; printf '%s\n' "${times[@]}"; printf '%-28s %5d s\n' total "$SECONDS"; }
trap report EXIT

# `npm ci` when node_modules is missing or older than the lock: the lock is used as committed.
timed "npm ci" bash scripts/ensure-deps.sh
timed "system dependencies" bash scripts/ensure-system-deps.sh

timed "typecheck"    npm run --silent typecheck
timed "lint"         npm run --silent lint
timed "format:check" npm run --silent format:check
timed "unit tests"   bounded 15m npm run --silent test:unit
# The origin the e2e and fault suites expect; a production build refuses to guess it.
timed "build"        env NEXT_PUBLIC_SITE_URL=http://localhost:3000 timeout --kill-after=30 20m npm run --silent build
# Install and build must leave the committed lock as it is (reproducible installs, `npm ci`).
timed "lockfile unchanged" git diff --exit-code --stat -- package-lock.json
timed "fault tests"  bounded 10m npm run --silent test:faults
# Two instances sharing PostgreSQL and Redis behind nginx (tests/scale/scale-out.test.ts).
timed "scale test"   bounded 5m npm run --silent test:scale
timed "e2e"          env CI="${CI:-1}" timeout --kill-after=30 30m npm run --silent test:e2e
