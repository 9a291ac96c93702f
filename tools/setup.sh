# Sourced by run.sh and test.sh: installs the Debian 12 packages HashLab needs that are missing,
# then configures build/ (Release, Ninja). Idempotent: a second run installs and configures nothing.
set -euo pipefail

HASHLAB_PACKAGES=(
  cmake ninja-build pkg-config g++ ccache
  qt6-base-dev qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools qt6-l10n-tools libgl-dev
  libqcustomplot-dev libgtest-dev libgmock-dev libbenchmark-dev
  libxxhash-dev libmurmurhash-dev libssl-dev nlohmann-json3-dev libbloom-dev libabsl-dev
  fonts-noto-cjk xvfb xauth clang libclang-rt-14-dev appstream desktop-file-utils
  librsvg2-bin poppler-utils openbox xdotool libgif-dev libwebp-dev qt6-translations-l10n
  libhiredis-dev redis-server redis-tools unicode-data imagemagick libxml2-utils
)
HASHLAB_PACKAGE_WHY="build tools, Qt 6 + QCustomPlot (GUI), GoogleTest/Benchmark (tests), xxhash/murmurhash/libcrypto (hashes), nlohmann-json, libbloom and Abseil (benchmark baselines: Bloom filters; absl::flat_hash_set for the hash tables), Noto CJK (Chinese text in exports), Xvfb (screenshots), clang + compiler-rt (libFuzzer targets), appstream + desktop-file-utils (validate what the .deb installs), rsvg-convert + pdffonts (tests: exported SVGs render outside Qt, PDFs embed the Simplified Chinese face), openbox + xdotool (the end-to-end journeys: a real window manager so F11 really goes full screen, and real X key and mouse events), giflib and libwebp (the GIF and animated WebP encoders of animated exports: hashlab export --animate, File → Export animation), qt6-translations-l10n (Qt's own texts in Chinese: standard buttons, file dialogs, text-field menus), hiredis (hashlab cluster redis --connect reads a live Redis Cluster), redis-server + redis-tools (the redis tests start their own loopback clusters and check HashLab's plans against redis-cli --cluster rebalance), unicode-data (build time: EquivalentUnifiedIdeograph.txt, from which the PDF exports' radical-to-ideograph table is generated so Chinese PDFs extract as ideographs), imagemagick (tests: exported SVGs render in ImageMagick too, which refused nested images), libxml2-utils (tests: xmllint checks that the Moodle question bank hashlab drill --export moodle writes is well-formed XML)"

hashlab_install_packages() {
  local missing=()
  for p in "${HASHLAB_PACKAGES[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "hashlab: installing missing Debian packages: ${missing[*]}"
  echo "hashlab: (needed for: $HASHLAB_PACKAGE_WHY)"
  local sudo=()
  [ "$(id -u)" -eq 0 ] || sudo=(sudo)
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update -qq
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends "${missing[@]}"
}

hashlab_configure() {
  # ccache keys on relative paths below the checkout, so a fresh clone reuses earlier compiles.
  export CCACHE_BASEDIR="$PWD"
  local preset="$1"
  local dir="$2"
  if [ ! -f "$dir/build.ninja" ]; then
    cmake --preset "$preset" >/dev/null
  fi
}
