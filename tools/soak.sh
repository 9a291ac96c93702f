#!/usr/bin/env bash
# tools/soak.sh --seed S --minutes M [--build-dir DIR] [--keep-going]
# The random-input soak of issue 28 (tests/journeys/soak/soak_walk.h): a seeded random walk of real
# X input (Xvfb + openbox + xdotool) against hashlab_journey, by default the ASan + UBSan build in
# build-asan (configured with the asan preset and built here if need be). On a crash, a sanitizer
# report or a freeze (the hook's `state` unanswered for 2 s) it prints the seed and the last 50
# inputs, which replay with the same seed, and exits 1. --seed random picks one (and prints it).
# --keep-going restarts the app after a crash and walks on until the time is up (long runs).
set -euo pipefail
cd "$(dirname "$0")/.."

seed="" minutes="" build_dir="build-asan" keep_going=""
while [ $# -gt 0 ]; do
  case "$1" in
    --seed) seed="$2"; shift 2 ;;
    --minutes) minutes="$2"; shift 2 ;;
    --build-dir) build_dir="$2"; shift 2 ;;
    --keep-going) keep_going="--keep-going"; shift ;;
    *) echo "usage: tools/soak.sh --seed S --minutes M [--build-dir DIR] [--keep-going]" >&2
       exit 2 ;;
  esac
done
if [ -z "$seed" ] || [ -z "$minutes" ]; then
  echo "usage: tools/soak.sh --seed S --minutes M [--build-dir DIR] [--keep-going]" >&2
  exit 2
fi
if [ "$seed" = random ]; then
  seed=$(od -An -N4 -tu4 /dev/urandom | tr -d ' ')
fi

export CCACHE_BASEDIR="$PWD"
if [ ! -f "$build_dir/CMakeCache.txt" ]; then
  [ "$build_dir" = build-asan ] || { echo "soak: $build_dir is not configured" >&2; exit 2; }
  cmake --preset asan >/dev/null
fi
nice -n 10 cmake --build "$build_dir" --target soak_tests hashlab_journey >/dev/null

export QT_QPA_PLATFORM=xcb
export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=0}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"
echo "soak: seed $seed, $minutes min, $build_dir"
# shellcheck disable=SC2086
exec "$build_dir/tests/soak_tests" --seed "$seed" --minutes "$minutes" $keep_going
