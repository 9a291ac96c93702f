#!/usr/bin/env bash
# Builds the libFuzzer targets (preset `fuzz`, clang) and runs each for FUZZ_SECONDS (default 60)
# from the seed corpus in tests/fuzz/corpus/<target>/. A crash fails the run and leaves the input
# in build-fuzz/crashes/ to be turned into a regression test.
set -euo pipefail
cd "$(dirname "$0")/.."
seconds="${FUZZ_SECONDS:-60}"
cmake --preset fuzz >/dev/null
cmake --build build-fuzz
mkdir -p build-fuzz/crashes
status=0
for bin in build-fuzz/tests/fuzz/fuzz_*; do
  [ -x "$bin" ] || continue
  name=$(basename "$bin")
  corpus="build-fuzz/corpus/$name"
  mkdir -p "$corpus"
  [ -d "tests/fuzz/corpus/$name" ] && cp -r "tests/fuzz/corpus/$name/." "$corpus/"
  echo "== $name for ${seconds}s"
  if ! "$bin" -max_total_time="$seconds" -timeout=10 -rss_limit_mb=4096 -print_final_stats=1 \
       -artifact_prefix="build-fuzz/crashes/$name-" "$corpus" > "build-fuzz/$name.log" 2>&1; then
    echo "FAILED: $name (see build-fuzz/$name.log)"; tail -40 "build-fuzz/$name.log"; status=1
  else
    grep -E "stat::number_of_executed_units|Done" "build-fuzz/$name.log" | tail -2
  fi
done
exit $status
