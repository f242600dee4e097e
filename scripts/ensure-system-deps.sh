#!/usr/bin/env bash
# Installs what the test suite needs from Debian's packages when it is missing: Chromium for
# Playwright (its own browser download cannot work offline), a Java runtime for the W3C
# validator (vnu-jar), PgBouncer for the integration suite's "pgbouncer" project (transaction
# pooling in front of PostgreSQL) and nginx for the edge-cache fault test and `npm run bench edge`
# (deploy/nginx.conf in front of the origin). Idempotent: does nothing when all are present.
set -euo pipefail
need=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || need+=(chromium)
command -v java >/dev/null 2>&1 || need+=(default-jre-headless)
[ -x "${PGBOUNCER_BIN:-/usr/sbin/pgbouncer}" ] || need+=(pgbouncer)
[ -x "${NGINX_BIN:-/usr/sbin/nginx}" ] || need+=(nginx)
[ ${#need[@]} -eq 0 ] && exit 0
echo "Installing from Debian: ${need[*]}"
sudo_cmd=""
[ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
$sudo_cmd apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "${need[@]}" >/dev/null
