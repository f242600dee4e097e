#!/usr/bin/env bash
# `npm run screenshots`: after an intended visual change, rewrites the visual-regression baselines
# (tests/e2e/visual.spec.ts-snapshots/) that now differ beyond the tolerance, or are missing, then
# docs/screenshots/ and the README's gallery from them. Builds first, since a stale build would
# become the baseline (`--no-build` when the build is current). Look at what changed before
# committing: `git status` lists the rewritten images.
set -euo pipefail
cd "$(dirname "$0")/.."
export NEXT_TELEMETRY_DISABLED=1

if [ "${1:-}" != "--no-build" ]; then
  NEXT_PUBLIC_SITE_URL=http://localhost:3000 npm run --silent build
fi
# CI=1 starts a fresh server on a freshly seeded database (never one left running with other
# tests' data in it); the flag overrides the config's "never write" under CI for this run only.
CI=1 npx playwright test --project visual --update-snapshots=changed
npx tsx scripts/screenshot-gallery.ts
