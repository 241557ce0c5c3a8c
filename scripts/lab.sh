#!/usr/bin/env bash
# The README's lab command: set up what is missing, then start the whole local dev stack with the lab app.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
exec pnpm run lab "$@"
