#!/usr/bin/env bash
# Installs what the test suite needs from Debian's packages when it is missing: Chromium for
# Playwright (its own browser download cannot work offline) and a Java runtime for the W3C
# validator (vnu-jar). Idempotent: does nothing when both are present.
set -euo pipefail
need=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || need+=(chromium)
command -v java >/dev/null 2>&1 || need+=(default-jre-headless)
[ ${#need[@]} -eq 0 ] && exit 0
echo "Installing from Debian: ${need[*]}"
sudo_cmd=""
[ "$(id -u)" -eq 0 ] || sudo_cmd="sudo"
$sudo_cmd apt-get update -qq
DEBIAN_FRONTEND=noninteractive $sudo_cmd apt-get install -y -qq "${need[@]}" >/dev/null
