#!/usr/bin/env bash
# Renders the export matrix of issue 7: every lab's default page and every lesson in
# resources/scenarios/, at each size, scale, theme and language, into OUT_DIR as
#   <lab|lesson>_<W>x<H>_s<scale>_<theme>_<lang>.png
# so a person can look at them (or diff two runs). Nothing here is checked in as output.
# Usage: tools/export_matrix.sh [OUT_DIR] [BUILD_DIR]
#   env SIZES="1920x1080 1280x720" SCALES="1 2 3" THEMES="light dark classroom" LANGS="en zh_CN"
#       ONLY="probing bloom_sizing_1pct"   (restrict to these labs/lessons)
set -euo pipefail
cd "$(dirname "$0")/.."
out="${1:-/tmp/hashlab-export-matrix}"
build="${2:-build}"
bin="$build/app/hashlab"
[ -x "$bin" ] || { echo "export_matrix: build $bin first" >&2; exit 1; }
mkdir -p "$out"
sizes=${SIZES:-"1920x1080 1280x720"}
scales=${SCALES:-"1 2 3"}
themes=${THEMES:-"light dark classroom"}
langs=${LANGS:-"en zh_CN"}

subjects=() # "name lab scenario-or-empty"
for lab in ring probing bloom collisions; do subjects+=("$lab $lab -"); done
shopt -s nullglob
for scenario in resources/scenarios/*.json; do
  name=$(basename "$scenario" .json)
  # A guided lesson (schema 2) has no one lab: it is exported with --lesson (docs/cli.md).
  lab=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1])).get("lab", ""))' "$scenario")
  [ -n "$lab" ] || continue
  subjects+=("$name $lab $scenario")
done

count=0
failed=0
for subject in "${subjects[@]}"; do
  read -r name lab scenario <<<"$subject"
  if [ -n "${ONLY:-}" ] && ! [[ " $ONLY " == *" $name "* ]]; then continue; fi
  extra=()
  [ "$scenario" != "-" ] && extra=(--scenario "$scenario")
  for size in $sizes; do for scale in $scales; do for theme in $themes; do for lang in $langs; do
    file="$out/${name}_${size}_s${scale}_${theme}_${lang}.png"
    if "$bin" export --lab "$lab" "${extra[@]}" --out "$file" --size "$size" --scale "$scale" \
         --theme "$theme" --lang "$lang" >/dev/null; then
      count=$((count + 1))
    else
      echo "export_matrix: FAILED $file" >&2
      failed=$((failed + 1))
    fi
  done; done; done; done
done
echo "export_matrix: $count images in $out, $failed failed"
[ "$failed" -eq 0 ]
