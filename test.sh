#!/usr/bin/env bash
# ./test.sh: install what is missing, build everything (app, tests, benchmarks) in build/ and run
# the whole suite with ctest. Widget tests run on the offscreen platform. Non-zero on any failure.
# --long also runs the tests labelled long (the model tests at 10^5 sequences a configuration,
# hours of CPU); other arguments go to ctest.
set -euo pipefail
args=()
long=0
for a in "$@"; do
    if [ "$a" = --long ]; then long=1; else args+=("$a"); fi
done
[ "$long" = 1 ] || args+=(-LE long)
cd "$(dirname "$0")"
source tools/setup.sh
hashlab_install_packages
hashlab_configure release build
cmake --build build
export QT_QPA_PLATFORM=offscreen
ctest --test-dir build --output-on-failure -j "$(nproc)" "${args[@]}"
