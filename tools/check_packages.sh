#!/usr/bin/env bash
# check_packages.sh BUILD_DIR: builds the .deb and .tgz with CPack into a temporary folder and checks
# that the .deb declares its runtime dependencies and installs the binary, desktop entry, icon and
# AppStream metainfo, that the binary in the TGZ runs from an arbitrary folder, and that neither
# installed binary carries test code.
set -euo pipefail
build="$(cd "$1" && pwd)"
out="$(mktemp -d)"
trap 'rm -rf "$out"' EXIT
(cd "$build" && cpack -G "DEB;TGZ" -B "$out" >/dev/null)
deb=$(ls "$out"/*.deb)
tgz=$(ls "$out"/*.tar.gz)
fail() { echo "check_packages: $*" >&2; exit 1; }
depends=$(dpkg-deb -f "$deb" Depends)
for dep in libqt6widgets6 libqt6svg6 libqt6printsupport6 libqcustomplot2.1-qt6 libxxhash0 libmurmurhash2 libssl3 libgif7 libwebpmux3 libhiredis0.14; do
  grep -q "$dep" <<<"$depends" || fail "Depends lacks $dep: $depends"
done
contents=$(dpkg-deb -c "$deb")
for f in ./usr/bin/hashlab ./usr/share/applications/io.github.hashlab.HashLab.desktop \
         ./usr/share/icons/hicolor/48x48/apps/io.github.hashlab.HashLab.png \
         ./usr/share/icons/hicolor/scalable/apps/io.github.hashlab.HashLab.svg \
         ./usr/share/metainfo/io.github.hashlab.HashLab.metainfo.xml; do
  grep -q " $f\$" <<<"$contents" || fail "the .deb does not install $f"
done
# The desktop entry and the AppStream metainfo as the .deb installs them must validate, and the
# entry's Exec must name the binary the .deb puts on PATH (what the desktop menu runs).
root="$out/root"
dpkg-deb -x "$deb" "$root"
desktop="$root/usr/share/applications/io.github.hashlab.HashLab.desktop"
desktop-file-validate "$desktop" || fail "the desktop entry does not validate"
appstreamcli validate --no-net "$root/usr/share/metainfo/io.github.hashlab.HashLab.metainfo.xml" \
  >/dev/null || fail "the AppStream metainfo does not validate"
exec_cmd=$(sed -n 's/^Exec=\([^ ]*\).*/\1/p' "$desktop")
[ -x "$root/usr/bin/$exec_cmd" ] || fail "the desktop entry runs '$exec_cmd', not in /usr/bin"
(cd / && "$root/usr/bin/$exec_cmd" --version | grep -q '^hashlab ') || fail "the installed binary does not run"
mkdir "$out/elsewhere"
tar -xzf "$tgz" -C "$out/elsewhere"
bin=$(find "$out/elsewhere" -path '*/bin/hashlab' | head -1)
[ -x "$bin" ] || fail "no bin/hashlab in the TGZ"
(cd / && "$bin" --version | grep -q '^hashlab ') || fail "the TGZ's hashlab does not run from another folder"
# No test code in the product (issue 27): the journeys' hook (tests/journeys/hook/) is linked into
# hashlab_journey only, so the binaries the packages install neither link QtNetwork (the hook's
# socket) nor hold the hook's strings: its variable, its error reply, its canvas query's field.
# The last two are QStringLiterals, stored as UTF-16: `strings -e l` reads those.
! grep -q hashlab_journey <<<"$contents" || fail "the .deb installs hashlab_journey"
for installed in "$root/usr/bin/hashlab" "$bin"; do
  libs=$(ldd "$installed")
  ! grep -q 'libQt6Network' <<<"$libs" || fail "$installed links QtNetwork: $(grep Network <<<"$libs")"
  text=$(strings "$installed"; strings -e l "$installed")
  for marker in HASHLAB_TEST_HOOK 'unknown query: ' visible_area; do
    ! grep -qF "$marker" <<<"$text" || fail "$installed holds the test hook's string '$marker'"
  done
done
echo "packages ok: $(basename "$deb"), $(basename "$tgz")"
