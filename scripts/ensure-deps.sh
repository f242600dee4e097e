#!/usr/bin/env bash
# Installs the npm packages exactly as package-lock.json records them (`npm ci`), when
# node_modules is missing or older than the lock; otherwise does nothing, so `npm run serve`
# restarts quickly. `npm ci` never rewrites the lock: a build from a clean clone is reproducible.
set -euo pipefail
cd "$(dirname "$0")/.."
installed=node_modules/.package-lock.json
if [ -f "$installed" ] && [ "$installed" -nt package-lock.json ]; then
  exit 0
fi
npm ci --no-audit --no-fund
