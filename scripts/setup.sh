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
# apps/api's store tests also run on a real PostgreSQL server when Debian's server binaries are present.
find_initdb() { command -v initdb || ls /usr/lib/postgresql/*/bin/initdb 2>/dev/null | tail -n 1 || true; }
missing=()
[ -z "$(find_chromium)" ] && missing+=(chromium)
[ -z "$(find_initdb)" ] && missing+=(postgresql)
if [ "${#missing[@]}" -gt 0 ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    log "installing Debian's ${missing[*]}"
    export DEBIAN_FRONTEND=noninteractive
    # The tests start their own throwaway clusters; the package's default cluster would only hold a port.
    mkdir -p /etc/postgresql-common
    [ -f /etc/postgresql-common/createcluster.conf ] || echo 'create_main_cluster = false' >/etc/postgresql-common/createcluster.conf
    apt-get update -qq >/dev/null
    apt-get install -y -qq "${missing[@]}" >/dev/null
  else
    log "warning: not root, cannot install ${missing[*]}: e2e needs Debian's chromium; the PostgreSQL store tests are skipped without postgresql" >&2
  fi
fi
[ -n "$(find_chromium)" ] && log "browser: $(find_chromium)"

if [ "${CI:-}" = "true" ]; then
  pnpm install --frozen-lockfile
else
  pnpm install --prefer-offline
fi
log "done (pnpm $(pnpm --version), node $(node --version))"
