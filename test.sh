#!/usr/bin/env bash
# ./test.sh: install what is missing, build everything (app, tests, benchmarks) in build/ and run
# the whole suite with ctest. Widget tests run on the offscreen platform. Non-zero on any failure.
#   ./test.sh            every test but the long forms (label `long`: soaks, 10^5-sequence model
#                        tests, every-lesson walks in both languages; CI runs their short forms)
#   ./test.sh --long     the long forms only
#   ./test.sh --all      everything, long forms included
# Any other argument goes to ctest (e.g. ./test.sh -R Cuckoo, ./test.sh -L core).
set -euo pipefail
cd "$(dirname "$0")"
start=$(date +%s)
source tools/setup.sh
hashlab_install_packages
hashlab_configure release build
cmake --build build
built=$(date +%s)
export QT_QPA_PLATFORM=offscreen
select=(-LE long)
args=()
for a in "$@"; do
  case "$a" in
    --long) select=(-L long) ;;
    --all) select=() ;;
    *) args+=("$a") ;;
  esac
done
status=0
ctest --test-dir build --output-on-failure -j "$(nproc)" "${select[@]}" "${args[@]}" || status=$?
echo "test.sh: install and build $((built - start)) s, tests $(($(date +%s) - built)) s"
exit $status
