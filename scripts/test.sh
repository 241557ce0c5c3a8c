#!/usr/bin/env bash
# The README's test command: set up what is missing, then run every check and test (scripts/test-all.mjs).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
exec pnpm run test:all "$@"
