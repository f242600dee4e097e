#!/usr/bin/env bash
# Installs what the test suite needs from Debian's packages when it is missing: Chromium's
# headless shell for Playwright's e2e run (its own browser download cannot work offline; the
# shell is what Playwright runs headless tests in, lighter than the full browser), the full
# Chromium for Lighthouse and the benchmarks (and e2e's fallback), a Java runtime for the W3C
# validator (vnu-jar), PgBouncer for the integration suite's "pgbouncer" project (transaction
# pooling in front of PostgreSQL), and redis-server and nginx for the scale-out test (a shared
# cache and a load balancer in front of two instances). Idempotent: does nothing when all are
# present.
set -euo pipefail
need=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || need+=(chromium)
# playwright.config.ts runs this binary (not /usr/bin's wrapper script) unless CHROMIUM_PATH says.
[ -n "${CHROMIUM_PATH:-}" ] || [ -x /usr/lib/chromium/chromium-headless-shell ] ||
  need+=(chromium-headless-shell)
command -v java >/dev/null 2>&1 || need+=(default-jre-headless)
[ -x "${PGBOUNCER_BIN:-/usr/sbin/pgbouncer}" ] || need+=(pgbouncer)
[ -x "${REDIS_SERVER_BIN:-/usr/bin/redis-server}" ] || need+=(redis-server)
[ -x "${NGINX_BIN:-/usr/sbin/nginx}" ] || need+=(nginx)
[ ${#need[@]} -eq 0 ] && exit 0
echo "Installing from Debian: ${need[*]}"
sudo_cmd=""
[ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
$sudo_cmd apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "${need[@]}" >/dev/null
