#!/usr/bin/env bash
# ./test.sh: install what is missing, build everything (app, tests, benchmarks) in build/ and run
# the whole suite with ctest. Widget tests run on the offscreen platform. Non-zero on any failure.
set -euo pipefail
cd "$(dirname "$0")"
source tools/setup.sh
hashlab_install_packages
hashlab_configure release build
cmake --build build
export QT_QPA_PLATFORM=offscreen
ctest --test-dir build --output-on-failure -j "$(nproc)" "$@"
