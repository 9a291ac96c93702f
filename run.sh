#!/usr/bin/env bash
# ./run.sh [ARGS]: install what is missing, build Release into build/, run build/app/hashlab ARGS.
# No ARGS opens the GUI; with a subcommand (hash, ring, probe, bloom, collide, export) it runs headless.
set -euo pipefail
cd "$(dirname "$0")"
source tools/setup.sh
hashlab_install_packages
hashlab_configure release build
cmake --build build --target hashlab >/dev/null
exec build/app/hashlab "$@"
