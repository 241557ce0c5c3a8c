#!/usr/bin/env bash
# Installs everything the repo needs on a fresh Debian machine with Node 20 and npm: pinned pnpm, Debian's chromium
# (for e2e; Playwright's own browser download cannot work here), and the workspace's packages. Safe to run again:
# each step is skipped when already done.
set -euo pipefail
cd "$(dirname "$0")/.."

PNPM_VERSION="$(node -p "require('./package.json').packageManager.split('@')[1]")"
export TURBO_TELEMETRY_DISABLED=1 DO_NOT_TRACK=1 TURBO_NO_UPDATE_NOTIFIER=1

log() { printf '[setup] %s\n' "$*"; }

node_major="$(node -p 'process.versions.node.split(".")[0]')"
if [ "$node_major" -lt 20 ]; then
  echo "[setup] Node $(node --version) is too old: Node 20.19 or newer is needed." >&2
  exit 1
fi

# corepack cannot verify pnpm's signature keys on this machine, so pnpm comes from npm, pinned.
if ! command -v pnpm >/dev/null 2>&1 || [ "$(pnpm --version 2>/dev/null)" != "$PNPM_VERSION" ]; then
  log "installing pnpm@$PNPM_VERSION with npm"
  npm install -g "pnpm@$PNPM_VERSION" >/dev/null
fi

find_chromium() { command -v chromium || command -v chromium-browser || true; }
if [ -z "$(find_chromium)" ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    log "installing Debian's chromium"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq >/dev/null
    apt-get install -y -qq chromium >/dev/null
  else
    log "warning: no chromium on PATH and not root: install Debian's 'chromium' package for the e2e tests" >&2
  fi
fi
[ -n "$(find_chromium)" ] && log "browser: $(find_chromium)"

if [ "${CI:-}" = "true" ]; then
  pnpm install --frozen-lockfile
else
  pnpm install --prefer-offline
fi
log "done (pnpm $(pnpm --version), node $(node --version))"
