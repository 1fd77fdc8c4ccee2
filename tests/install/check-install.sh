#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# What `cmake --install` lays out, checked as a packager would: both programs, the desktop
# entry (desktop-file-validate), the AppStream metainfo (appstreamcli validate), the icon in
# every hicolor size, the .cpplan MIME type (update-mime-database), manual pages that groff
# formats without a warning and that name every option --help lists, shell completion and
# the documentation.   check-install.sh BUILD_DIR
set -euo pipefail
build=$1
prefix=$(mktemp -d)
trap 'rm -rf "$prefix"' EXIT
fail() { echo "FAIL: $*" >&2; exit 1; }

cmake --install "$build" --prefix "$prefix" >/dev/null
id=org.clusterplanner.ClusterPlanner
share=$prefix/share
for f in bin/clusterplanner bin/clusterplanner-cli \
         share/applications/$id.desktop share/metainfo/$id.metainfo.xml \
         share/mime/packages/$id.xml share/icons/hicolor/scalable/apps/$id.svg \
         share/man/man1/clusterplanner.1 share/man/man1/clusterplanner-cli.1 \
         share/man/zh_CN/man1/clusterplanner-cli.1 \
         share/bash-completion/completions/clusterplanner-cli \
         share/zsh/vendor-completions/_clusterplanner-cli \
         share/doc/clusterplanner/README.md share/doc/clusterplanner/CHANGELOG.md \
         share/doc/clusterplanner/LICENSE share/doc/clusterplanner/docs/cli.md; do
    [ -s "$prefix/$f" ] || fail "$f is not installed"
done
[ -x "$prefix/bin/clusterplanner" ] && [ -x "$prefix/bin/clusterplanner-cli" ] || fail "a program is not executable"

# The desktop entry and the metainfo as the desktop's own validators read them.
desktop-file-validate "$share/applications/$id.desktop" || fail "desktop-file-validate"
appstreamcli validate --no-net "$share/metainfo/$id.metainfo.xml" >/dev/null \
    || fail "appstreamcli validate: $(appstreamcli validate --no-net "$share/metainfo/$id.metainfo.xml")"
# The entry names what is installed: its program, its icon, its file type.
exec_name=$(sed -n 's/^Exec=\([^ ]*\).*/\1/p' "$share/applications/$id.desktop")
[ -x "$prefix/bin/$exec_name" ] || fail "Exec=$exec_name is not an installed program"
[ "$(sed -n 's/^Icon=//p' "$share/applications/$id.desktop")" = "$id" ] || fail "Icon= is not $id"
mime=$(sed -n 's/.*<mime-type type="\([^"]*\)".*/\1/p' "$share/mime/packages/$id.xml")
grep -q "^MimeType=$mime;" "$share/applications/$id.desktop" || fail "MimeType= is not $mime"
grep -q "<mediatype>$mime</mediatype>" "$share/metainfo/$id.metainfo.xml" || fail "metainfo mediatype"

# The MIME database built from the package file maps *.cpplan to the type.
mimedir=$(mktemp -d); trap 'rm -rf "$prefix" "$mimedir"' EXIT
mkdir -p "$mimedir/packages"
cp "$share/mime/packages/$id.xml" "$mimedir/packages/"
update-mime-database "$mimedir" >/dev/null 2>&1 || fail "update-mime-database"
grep -q "$mime:\*\.cpplan" "$mimedir/globs" || fail "*.cpplan is not mapped to $mime"

# Every hicolor size is a PNG of that size.
for dir in "$share"/icons/hicolor/*x*; do
    size=${dir##*/}; n=${size%x*}
    png=$dir/apps/$id.png
    python3 - "$png" "$n" <<'PY' || fail "$png is not a ${n}x${n} PNG"
import struct, sys
data = open(sys.argv[1], 'rb').read(24)
w, h = struct.unpack('>II', data[16:24])
sys.exit(0 if data[:8] == b'\x89PNG\r\n\x1a\n' and w == h == int(sys.argv[2]) else 1)
PY
done
[ "$(ls -d "$share"/icons/hicolor/*x* | wc -l)" -ge 6 ] || fail "fewer than six icon sizes"

# Manual pages: formatted as man(1) formats them, without a warning; the desktop program's
# names every option its --help lists (asked without a display).
for page in "$share/man/man1/clusterplanner.1" "$share/man/man1/clusterplanner-cli.1"; do
    out=$(groff -K utf8 -Tutf8 -man -ww -z "$page" 2>&1) || fail "groff $page"
    [ -z "$out" ] || fail "groff warns on $page: $out"
done
help=$(env -u DISPLAY -u WAYLAND_DISPLAY "$prefix/bin/clusterplanner" --help) || fail "clusterplanner --help"
for option in $(grep -o -- '--[a-z-]*' <<<"$help" | sort -u); do
    grep -qF -- "$(sed 's/-/\\-/g' <<<"$option")" "$share/man/man1/clusterplanner.1" \
        || fail "clusterplanner.1 does not name $option"
done
"$prefix/bin/clusterplanner-cli" --version | grep -q "^clusterplanner-cli " || fail "clusterplanner-cli --version"
bash -n "$share/bash-completion/completions/clusterplanner-cli" || fail "bash completion"
echo "installed layout holds"
