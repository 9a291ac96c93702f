#!/usr/bin/env bash
# Fails when a source file includes across a forbidden direction of the layering README.md's
# "Layout" paragraph describes (run by CTest as check_layers, label core; it needs no build):
#
#   core/          the algorithms: no Qt, nothing of app/
#   app/cli/       the Qt-free command line: no Qt at all (hashlab_cli links hashlab_core only),
#                  nothing of shell/, labs/, export/ or window/
#   app/shell/     what labs, exports and the window build on: no lab (labs are created through
#                  the factories lab_registry.h declares), nothing of export/ or window/
#   app/labs/<l>/  one lab: no other lab, nothing of export/ or window/
#   app/export/    the renderer, `hashlab export` and the Export dialogs: no lab (it builds labs
#                  through shell/lab_registry.h), nothing of window/
#   app/window/    the main window, which assembles the labs and offers Export: may include all
#                  of the above; only the start-up (app/main.cpp, app/hashlab_main.*) includes it
#
# Only #include lines are read: "dir/file.h" names a folder under app/ (or core's hashlab/), a
# plain "file.h" is the including file's own folder, "../x.h" is resolved; <Q...>, <Qt...> and
# <qcustomplot.h> count as Qt.
# Usage: tools/check_layers.sh [SOURCE_DIR]   (default: the checkout this script is in)
set -euo pipefail
root="${1:-$(cd "$(dirname "$0")/.." && pwd)}"
cd "$root"

# Nothing is exempt (the journeys' hook lives in tests/journeys/hook/, outside the product).
exempt=""

files=$(find core app -type f \( -name '*.h' -o -name '*.hpp' -o -name '*.cpp' \) | sort)
if [ -z "$files" ]; then
  echo "check_layers: no sources under $root/core or $root/app" >&2
  exit 1
fi
# One awk over every #include line ("file:line:text"): a shell loop spawning a process per line
# took a minute on a busy machine.
# shellcheck disable=SC2086
grep -nE '^[[:space:]]*#[[:space:]]*include[[:space:]]*[<"]' $files /dev/null |
  awk -v exempt="$exempt" -v nfiles="$(wc -w <<<"$files")" '
# The layer of a path under the source root: core, cli, shell, lab:<name>, export, window, main.
function layer(path,   parts) {
  if (path ~ /^core\//) return "core"
  if (path ~ /^app\/cli\//) return "cli"
  if (path ~ /^app\/shell\//) return "shell"
  if (path ~ /^app\/labs\/[^\/]+\//) { split(path, parts, "/"); return "lab:" parts[3] }
  if (path ~ /^app\/export\//) return "export"
  if (path ~ /^app\/window\//) return "window"
  if (path == "app/main.cpp" || path ~ /^app\/hashlab_main\.(h|cpp)$/) return "main"
  return "other"
}
# dir/../x resolved (the includes name no "./" and no absolute paths).
function resolve(path,   n, i, parts, out, k) {
  n = split(path, parts, "/"); k = 0
  for (i = 1; i <= n; i++) {
    if (parts[i] == "..") { if (k > 0) k-- } else if (parts[i] != ".") out[++k] = parts[i]
  }
  path = out[1]
  for (i = 2; i <= k; i++) path = path "/" out[i]
  return path
}
# Why `from` may not include `to` ("" when it may).
function why(file, from, to) {
  if (from == to || file == exempt) return ""
  if (from == "core" && to != "other")
    return "core includes no Qt and nothing of app/"
  if (from == "cli" && to != "core" && to != "other")
    return "the command line (app/cli) is Qt-free and below the shell, labs and export"
  if (from == "shell" && to ~ /^lab:/)
    return "the shell includes no lab (labs are made by the factories in shell/lab_registry.h)"
  if (from == "shell" && (to == "export" || to == "window" || to == "main"))
    return "export/ and window/ build on the shell, not the other way round"
  if (from ~ /^lab:/ && to ~ /^lab:/) return "a lab never includes another lab"
  if (from ~ /^lab:/ && (to == "export" || to == "window" || to == "main"))
    return "labs build on the shell only; export/ and window/ build on them"
  if (from == "export" && to ~ /^lab:/)
    return "export/ builds labs through shell/lab_registry.h, not their headers"
  if (from == "export" && (to == "window" || to == "main"))
    return "the window includes export/, not the other way round"
  if (from == "window" && to == "main") return "only the start-up (main.cpp, hashlab_main) is above the window"
  return ""
}
{
  file = $0; sub(/:.*/, "", file)
  rest = substr($0, length(file) + 2); num = rest; sub(/:.*/, "", num)
  inc = substr(rest, length(num) + 2)
  sub(/^[ \t]*#[ \t]*include[ \t]*/, "", inc)
  if (!match(inc, /^<[^>]*>|^"[^"]*"/)) next
  inc = substr(inc, RSTART, RLENGTH)
  name = substr(inc, 2, length(inc) - 2)
  from = layer(file)
  dir = file; sub(/\/[^\/]*$/, "", dir)
  if (inc ~ /^<(Q|qcustomplot\.h)/) to = "qt"
  else if (inc ~ /^</) next
  else if (name ~ /^hashlab\//) to = "core"
  else if (name ~ /^(cli|shell|labs|export|window)\//) to = layer("app/" name)
  else if (name ~ /^\.\.\//) to = layer(resolve(dir "/" name))
  else to = from
  reason = why(file, from, to)
  if (reason != "") {
    printf "check_layers: %s:%s includes %s: %s\n", file, num, inc, reason > "/dev/stderr"
    bad++
  }
}
END {
  if (bad > 0) {
    printf "check_layers: %d include(s) against the layering (README.md, Layout) in %d files\n", bad, nfiles > "/dev/stderr"
    exit 1
  }
  printf "check_layers: %d files, every include follows the layering\n", nfiles
}'
