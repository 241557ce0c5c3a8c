#!/usr/bin/env bash
# The README's test command: set up what is missing, then run every check and test (scripts/test-all.mjs).
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
# node directly, not `pnpm run`: pnpm would print its own failure line after the summary, which must close the run.
exec node scripts/test-all.mjs "$@"
