#!/usr/bin/env bash
# Makes sure Debian's Chromium is at /usr/bin/chromium for the e2e tier. Playwright never downloads a
# browser in this project: playwright-core drives the system Chromium.
set -euo pipefail

CHROMIUM=/usr/bin/chromium

if [ ! -x "$CHROMIUM" ]; then
  echo "Chromium is missing: installing Debian's chromium package"
  SUDO=""
  if [ "$(id -u)" -ne 0 ]; then
    if ! command -v sudo >/dev/null 2>&1; then
      echo "Chromium is not installed and sudo is unavailable: run 'apt-get install -y chromium' as root" >&2
      exit 1
    fi
    SUDO="sudo"
  fi
  $SUDO apt-get update
  DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y chromium
fi

# The Debian wrapper prints a harmless shell warning on stderr; only the version matters here.
"$CHROMIUM" --version 2>/dev/null
