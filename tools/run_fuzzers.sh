#!/usr/bin/env bash
# Builds the libFuzzer targets (preset `fuzz`, clang) and runs each for FUZZ_SECONDS (default 60),
# two at a time, from the seed corpus in tests/fuzz/corpus/<target>/. A crash fails the run and
# leaves the input in build-fuzz/crashes/ to be turned into a regression test.
set -euo pipefail
cd "$(dirname "$0")/.."
export CCACHE_BASEDIR="$PWD"
seconds="${FUZZ_SECONDS:-60}"
cmake --preset fuzz >/dev/null
cmake --build build-fuzz
mkdir -p build-fuzz/crashes

run_one() {
  bin="$1"; seconds="$2"
  name=$(basename "$bin")
  corpus="build-fuzz/corpus/$name"
  mkdir -p "$corpus"
  if [ -d "tests/fuzz/corpus/$name" ]; then cp -r "tests/fuzz/corpus/$name/." "$corpus/"; fi
  if "$bin" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 -print_final_stats=1 \
       -artifact_prefix="build-fuzz/crashes/$name-" "$corpus" > "build-fuzz/$name.log" 2>&1; then
    echo "ok: $name, $(grep -o 'stat::number_of_executed_units: [0-9]*' "build-fuzz/$name.log" | awk '{print $2}') inputs in ${seconds}s"
  else
    echo "FAILED: $name (build-fuzz/$name.log)"; tail -40 "build-fuzz/$name.log"; return 1
  fi
}
export -f run_one
ls build-fuzz/tests/fuzz/fuzz_* | xargs -P 2 -I{} bash -c 'run_one "$@"' _ {} "$seconds"
