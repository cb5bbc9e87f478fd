#!/usr/bin/env bash
# SPDX-FileCopyrightText: Remi developers
# SPDX-License-Identifier: GPL-3.0-or-later

# Builds the .deb and .tar.gz with CPack from an already built tree and checks them (issue 9):
#   - both list the program, the card decks, the .qm files (packaging/qm-files.txt), the icons
#     (scalable + 16..512 PNGs of the right size), the desktop entry, the AppStream metainfo and,
#     when resources/help exists, the rules help;
#   - the .deb depends on the Qt libraries (dpkg-shlibdeps), is in section games with the program in
#     /usr/games, and lintian finds no error and no warning in it (issue 21: copyright file,
#     changelog, man page remi(6), hardening flags);
#   - the .remi file type (share/mime) is accepted by update-mime-database, and the man page
#     renders without a warning;
#   - the .deb unpacked with dpkg -x into a scratch root: desktop-file-validate and
#     appstreamcli validate --no-net pass on the installed files, and the installed program started
#     offscreen reports cards and translations from that root (--check-data) and draws the table
#     (--screenshot);
#   - the .tar.gz unpacked anywhere runs the same way from its own share/remi.
#
#   tests/packaging/check-packages.sh BUILD_DIR SOURCE_DIR APP_ID VERSION
set -euo pipefail
build=$(cd "$1" && pwd) src=$2 id=$3 version=$4
work=$build/packaging-test
fail() { echo "FAIL: $*" >&2; exit 1; }
for tool in cpack dpkg-deb dpkg-shlibdeps file desktop-file-validate appstreamcli lintian update-mime-database man; do
  command -v "$tool" >/dev/null || fail "$tool is missing (scripts/setup-deps installs it)"
done

rm -rf "$work"
mkdir -p "$work"
cpack --config "$build/CPackConfig.cmake" -G "DEB;TGZ" -B "$work" >"$work/cpack.log" 2>&1 ||
  { cat "$work/cpack.log"; fail "cpack"; }
deb=$(ls "$work"/remi_"$version"_*.deb) || fail "no .deb in $work"
tgz=$work/remi-$version-Linux.tar.gz
[ -f "$tgz" ] || fail "no $tgz"
echo "packages: $deb $tgz"

# What both packages must hold, relative to the prefix.
mapfile -t qm < <(grep -v '^$' "$build/packaging/qm-files.txt" || true)
expected=(games/remi share/remi/cards/remi-deck.svg share/remi/cards/remi-deck-4color.svg
  "share/applications/$id.desktop" "share/metainfo/$id.metainfo.xml" "share/mime/packages/$id.xml"
  "share/icons/hicolor/scalable/apps/$id.svg" share/man/man6/remi.6.gz share/doc/remi/copyright
  share/doc/remi/changelog.gz games/remi-server share/man/man6/remi-server.6.gz lib/systemd/system/remi-server.service)
sizes=(16 24 32 48 64 128 256 512)
for s in "${sizes[@]}"; do expected+=("share/icons/hicolor/${s}x$s/apps/$id.png"); done
for f in "${qm[@]}"; do expected+=("share/remi/translations/$f"); done
if [ -d "$src/resources/help" ]; then
  while IFS= read -r f; do expected+=("share/remi/help/$f"); done < <(cd "$src/resources/help" && find . -type f | sed 's#^\./##')
fi

dpkg-deb -c "$deb" | awk '{print $NF}' | sed 's#^\./usr/##' >"$work/deb.list"
tar -tzf "$tgz" | sed "s#^remi-$version-Linux/##" >"$work/tgz.list"
for f in "${expected[@]}"; do
  grep -qx "$f" "$work/deb.list" || fail ".deb lacks /usr/$f"
  grep -qx "$f" "$work/tgz.list" || fail ".tar.gz lacks $f"
done
echo "contents: ${#expected[@]} expected files in both (${#qm[@]} .qm)"

depends=$(dpkg-deb -f "$deb" Depends)
for lib in libqt6widgets6 libqt6svg6 libqt6gui6 libc6; do
  [[ $depends == *"$lib"* ]] || fail "Depends lacks $lib: $depends"
done
[ "$(dpkg-deb -f "$deb" Section)" = games ] || fail "section is not games"
echo "Depends: $depends"

# Debian's checks: no error, no warning (informational tags are listed, not failed).
lintian --fail-on error,warning --display-info --tag-display-limit 0 "$deb" >"$work/lintian.log" 2>&1 ||
  { cat "$work/lintian.log"; fail "lintian found errors or warnings"; }
echo "lintian: no error, no warning ($(grep -c '^[IP]:' "$work/lintian.log" || true) informational tags)"
sed 's/^/  /' "$work/lintian.log"

# The .deb installed into a scratch root.
root=$work/root
dpkg -x "$deb" "$root"
desktop-file-validate "$root/usr/share/applications/$id.desktop" || fail "desktop-file-validate"
# The desktop entry opens .remi files: its MimeType is the type the mime package defines.
grep -qx 'MimeType=application/x-remi-save;' "$root/usr/share/applications/$id.desktop" || fail "desktop MimeType"
grep -qx 'Exec=remi %f' "$root/usr/share/applications/$id.desktop" || fail "desktop Exec without %f"
mkdir -p "$work/mime/packages"
cp "$root/usr/share/mime/packages/$id.xml" "$work/mime/packages/"
XDG_DATA_DIRS=$work update-mime-database "$work/mime" 2>"$work/mime.log" || { cat "$work/mime.log"; fail "update-mime-database"; }
[ ! -s "$work/mime.log" ] || { cat "$work/mime.log"; fail "update-mime-database warned"; }
grep -q '^application/x-remi-save:\*\.remi$' "$work/mime/globs" || fail "no *.remi glob for application/x-remi-save"
grep -q "^application/x-remi-save:$id\$" "$work/mime/icons" || fail "the .remi type has no icon"
# The man page renders without a warning (as lintian's check does).
warnings=$(LC_ALL=C.UTF-8 MANROFFSEQ='' MANWIDTH=80 man --warnings -E UTF-8 -l -Tutf8 -Z "$root/usr/share/man/man6/remi.6.gz" 2>&1 >/dev/null)
[ -z "$warnings" ] || fail "man page warnings: $warnings"
warnings=$(LC_ALL=C.UTF-8 MANROFFSEQ='' MANWIDTH=80 man --warnings -E UTF-8 -l -Tutf8 -Z "$root/usr/share/man/man6/remi-server.6.gz" 2>&1 >/dev/null)
[ -z "$warnings" ] || fail "remi-server man page warnings: $warnings"
appstreamcli validate --no-net "$root/usr/share/metainfo/$id.metainfo.xml" >"$work/appstream.log" 2>&1 ||
  { cat "$work/appstream.log"; fail "appstreamcli validate"; }
for s in "${sizes[@]}"; do
  file "$root/usr/share/icons/hicolor/${s}x$s/apps/$id.png" | grep -q "PNG image data, $s x $s," ||
    fail "icon ${s}x$s is not a $s x $s PNG"
done
file "$build/packaging/icons/remi.ico" | grep -q "MS Windows icon resource - 7 icons" || fail "remi.ico"

# check_run PREFIX: the program under PREFIX/games finds its data under PREFIX/share/remi.
mkdir -m 700 -p "$work/xdg"
# A clean environment (nothing from the build tree), keeping the sanitizer options of scripts/test --sanitize.
run() {
  env -i PATH=/usr/bin:/bin HOME="$work" XDG_RUNTIME_DIR="$work/xdg" LC_ALL=C.UTF-8 QT_QPA_PLATFORM=offscreen REMI_MUTE=1 \
    ASAN_OPTIONS="${ASAN_OPTIONS:-}" UBSAN_OPTIONS="${UBSAN_OPTIONS:-}" "$@"
}
check_run() {
  local prefix=$1 out
  out=$(run "$prefix/games/remi" --check-data) || fail "$prefix/games/remi --check-data exited non-zero: $out"
  echo "$out" | sed 's/^/  /'
  grep -qx "data=$prefix/share/remi" <<<"$out" || fail "data folder is not $prefix/share/remi"
  grep -qx "cards=$prefix/share/remi/cards/remi-deck.svg" <<<"$out" || fail "cards not from $prefix"
  if [ ${#qm[@]} -gt 0 ]; then
    grep -qx "translations=$prefix/share/remi/translations" <<<"$out" || fail "translations not from $prefix"
    grep -qx "qm_files=${#qm[@]}" <<<"$out" || fail "expected ${#qm[@]} .qm files"
  fi
  if [ -d "$src/resources/help" ]; then
    grep -qx "help=$prefix/share/remi/help" <<<"$out" || fail "help not from $prefix"
  fi
  run "$prefix/games/remi" --seed 1 --size 1000x700 --screenshot "$work/shot.png" || fail "$prefix/games/remi --screenshot"
  file "$work/shot.png" | grep -q "PNG image data, 1000 x 700" || fail "no 1000 x 700 screenshot"
  rm -f "$work/shot.png"
}
echo "installed .deb:"
check_run "$root/usr"

mkdir -p "$work/tgz"
tar -xzf "$tgz" -C "$work/tgz"
echo "unpacked .tar.gz:"
check_run "$work/tgz/remi-$version-Linux"
echo "OK"
