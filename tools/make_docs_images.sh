#!/usr/bin/env bash
# Regenerates every screenshot of the user guide from the lesson files with `hashlab export`, so the
# pictures never go stale: docs/images/<lab>.png (default state of each lab, English), and
# docs/images/lessons/<lesson>-<lang>.png for every resources/scenarios/*.json in both languages.
# Usage: tools/make_docs_images.sh [BUILD_DIR]   (also: cmake --build build --target docs_images)
set -euo pipefail
cd "$(dirname "$0")/.."
build="${1:-build}"
bin="$build/app/hashlab"
[ -x "$bin" ] || { echo "make_docs_images: build $bin first (./run.sh --version)" >&2; exit 1; }
mkdir -p docs/images/lessons
for lab in ring probing bloom collisions; do
  "$bin" export --lab "$lab" --out "docs/images/$lab.png" --size 1600x900 >/dev/null
  "$bin" export --lab "$lab" --out "docs/images/$lab-zh_CN.png" --size 1600x900 --lang zh_CN >/dev/null
done
shopt -s nullglob
for scenario in resources/scenarios/*.json; do
  name=$(basename "$scenario" .json)
  # A guided lesson (schema 2) has no one lab: it is exported with --lesson (docs/cli.md).
  lab=$(python3 -c 'import json,sys; print(json.load(open(sys.argv[1])).get("lab", ""))' "$scenario")
  [ -n "$lab" ] || continue
  for lang in en zh_CN; do
    "$bin" export --lab "$lab" --scenario "$scenario" --out "docs/images/lessons/$name-$lang.png" \
      --size 1600x900 --lang "$lang" >/dev/null
  done
done
echo "docs images written to docs/images/"
