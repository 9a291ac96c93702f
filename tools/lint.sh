#!/usr/bin/env bash
# Lists the project's functions longer than 120 lines (clang-tidy's readability-function-size,
# LineThreshold 120, lines including blanks and comments): a long function is one to split into
# named steps (a painter per layer, a builder per group of controls, a step per phase of a command).
# Warnings only: it exits 0 whatever it finds and ends with a count; it exits 1 only when it
# cannot run (no clang-tidy, no compile_commands.json).
#
# Usage: tools/lint.sh [--changed] [--tests] [--lines N] [--build DIR] [--jobs J]
#   --changed   only the .cpp files changed against main (and the .cpp beside a changed header)
#   --tests     tests/ too (default: core/ and app/)
#   --lines N   another threshold (e.g. 150 to list the longest only)
#   --build DIR the configured build with compile_commands.json (default build/; CMake writes it)
#   --jobs J    clang-tidy processes at once (default 2)
# Needs Debian's clang-tidy (package clang-tidy, version 14). The whole of core/ and app/ takes about
# 15 minutes of CPU (each file is parsed with its Qt headers), so --changed is the everyday form.
#
# compile_commands.json holds GCC's command lines: the precompiled header (-include
# .../cmake_pch.hxx, a GCC .gch clang cannot read) and GCC-only flags are stripped from a copy
# before clang-tidy reads it; the sources include what they use, so they parse without the PCH.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
build="$root/build"
changed=0
tests=0
lines=120
jobs=2
while [ $# -gt 0 ]; do
  case "$1" in
  --changed) changed=1 ;;
  --tests) tests=1 ;;
  --lines) lines="$2"; shift ;;
  --build) build="$(cd "$2" && pwd)"; shift ;;
  --jobs) jobs="$2"; shift ;;
  -h | --help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
  *) echo "lint: unknown option $1 (see --help)" >&2; exit 1 ;;
  esac
  shift
done
tidy=$(command -v clang-tidy-14 || command -v clang-tidy || true)
[ -n "$tidy" ] || { echo "lint: clang-tidy not found (apt-get install clang-tidy)" >&2; exit 1; }
[ -f "$build/compile_commands.json" ] ||
  { echo "lint: no $build/compile_commands.json: configure first (cmake --preset release)" >&2; exit 1; }

work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
sed -E -e 's# -include [^ ]*cmake_pch\.hxx##g' -e 's# -Winvalid-pch##g' \
  -e 's# -f(no-)?fat-lto-objects##g' -e 's# -flto(=[a-z0-9]+)?##g' \
  -e 's# -fconcepts-diagnostics-depth=[0-9]+##g' \
  "$build/compile_commands.json" >"$work/compile_commands.json"

dirs="core|app"
[ "$tests" -eq 1 ] && dirs="core|app|tests"
# The sources the build compiles, under the project's own folders (not moc's or the fuzzers').
grep -oE "\"file\": *\"$root/($dirs)/[^\"]+\.cpp\"" "$work/compile_commands.json" |
  sed -E 's/.*"file": *"([^"]+)"/\1/' | sort -u >"$work/all"
if [ "$changed" -eq 1 ]; then
  base=$(git -C "$root" merge-base main HEAD)
  : >"$work/wanted"
  git -C "$root" diff --name-only --diff-filter=AMR "$base" -- core app tests |
    while IFS= read -r f; do
      case "$f" in
      *.cpp) echo "$root/$f" ;;
      *.h) echo "$root/${f%.h}.cpp" ;;
      esac
    done | sort -u >"$work/wanted"
  comm -12 "$work/all" "$work/wanted" >"$work/files"
else
  cp "$work/all" "$work/files"
fi
count=$(wc -l <"$work/files")
echo "lint: readability-function-size (over $lines lines) on $count files with $(basename "$tidy"), $jobs at a time"

config="{CheckOptions: [{key: readability-function-size.LineThreshold, value: $lines}]}"
# One output file per source, so parallel runs do not interleave.
nice -n 10 xargs -a "$work/files" -P "$jobs" -I{} sh -c \
  'out="$1/$(echo "$2" | tr / _).log"; "$3" -p "$1" --quiet --checks="-*,readability-function-size" \
     --config="$4" --header-filter="^$5/($6)/" --extra-arg=-Wno-unknown-warning-option "$2" \
     >"$out" 2>&1 || echo "$2" >>"$1/failed"' _ "$work" {} "$tidy" "$config" "$root" "$dirs"

# "file:line:col: warning: function 'f' exceeds ..." then "file:line:col: note: N lines including".
cat "$work"/*.log 2>/dev/null | awk -v root="$root/" '
  /warning: function .* exceeds recommended size/ {
    split($0, p, ":"); where = p[1] ":" p[2]; sub(root, "", where)
    name = $0; sub(/.*warning: function \047/, "", name); sub(/\047.*/, "", name)
    next
  }
  where != "" && /note: [0-9]+ lines including/ {
    n = $0; sub(/.*note: /, "", n); sub(/ lines.*/, "", n)
    if (!(where in seen)) { seen[where] = 1; printf "%s: %s: %d lines\n", where, name, n }
    where = ""
  }' | sort -t: -k1,1 -k2,2n >"$work/found"
cat "$work/found"
if [ -s "$work/failed" ]; then
  echo "lint: clang-tidy could not parse $(wc -l <"$work/failed") file(s) (their functions are not counted):"
  sed "s#^$root/#  #" "$work/failed"
fi
echo "lint: $(wc -l <"$work/found") function(s) over $lines lines in $count files (warnings only)"
exit 0
