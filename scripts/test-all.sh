#!/usr/bin/env bash
# The one test command (npm test): static checks, unit tests, a production build, then the
# browser suite against that build. Installs what a fresh clone lacks first.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

step() { printf '\n== %s\n' "$*"; }
# Every step has a ceiling, so a hung child process fails the run in minutes instead of hours.
bounded() { local limit=$1; shift; timeout --kill-after=30 "$limit" "$@"; }

if [ ! -d node_modules ]; then
  # `npm install`, not `npm ci`: the lock lacks other platforms' optional binaries (this registry
  # mirror has none), which `npm ci` rejects as out of sync; install still follows the lock.
  step "npm install"
  npm install --no-audit --no-fund
fi
step "system dependencies (Chromium, Java)"
bash scripts/ensure-system-deps.sh

step "typecheck";    npm run --silent typecheck
step "lint";         npm run --silent lint
step "format:check"; npm run --silent format:check
step "unit tests";   bounded 15m npm run --silent test:unit
# The origin the e2e and fault suites expect; a production build refuses to guess it.
step "build";        NEXT_PUBLIC_SITE_URL=http://localhost:3000 bounded 20m npm run --silent build
step "fault tests";  bounded 10m npm run --silent test:faults
# A production server without a mail provider starts only when told mail is log-only.
step "e2e";          CI="${CI:-1}" MAIL_MODE=log bounded 30m npm run --silent test:e2e
