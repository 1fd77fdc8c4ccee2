#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# The Debian package on a fresh Debian 12 machine: scripts/check-deb.sh [BUILD_DIR] (as root,
# after a build; default build/). Makes the package with `cpack -G DEB`, builds a minimal
# Debian 12 root with debootstrap, installs the package there with apt (which must pull in
# everything it needs from its Depends), then runs the CLI on a plan, the app's --version,
# and the app itself under Xvfb on its bundled sample for 15 seconds. About 10 minutes.
# Exit 0: it installs and runs; 1: a step fails; 3: no fresh root could be made (a skip).
set -u
build=$(cd "${1:-build}" && pwd) || { echo "no build folder ${1:-build}"; exit 1; }
[ "$(id -u)" -eq 0 ] || { echo "run as root: it makes a chroot"; exit 1; }
command -v debootstrap >/dev/null || apt-get install -y -qq debootstrap >/dev/null 2>&1 \
    || { echo "skipped: debootstrap is not installed and could not be"; exit 3; }

(cd "$build" && cpack -G DEB >/dev/null) || { echo "cpack -G DEB failed"; exit 1; }
deb=$(ls -t "$build"/clusterplanner_*.deb | head -n 1)
echo "  package: ${deb##*/}"

mirror=$(sed -n 's/^URIs: *//p' /etc/apt/sources.list.d/debian.sources 2>/dev/null | head -n 1)
[ -n "$mirror" ] || mirror=$(awk '/^deb /{print $2; exit}' /etc/apt/sources.list 2>/dev/null)
R=$(mktemp -d -t check-deb.XXXXXX)
cleanup() { # never delete through a mount still bound to the host's /dev, /proc or /sys
    for m in dev/pts dev proc sys; do umount "$R/root/$m" 2>/dev/null || umount -l "$R/root/$m" 2>/dev/null; done
    if grep -q " $R/root/" /proc/mounts; then echo "left $R in place: a mount under it is busy"; return; fi
    rm -rf --one-file-system "$R/root"
}
trap cleanup EXIT
SECONDS=0
debootstrap --variant=minbase bookworm "$R/root" "$mirror" >"$R/debootstrap.log" 2>&1 \
    || { echo "skipped: no fresh Debian 12 root (log: $R/debootstrap.log)"; exit 3; }
echo "  minimal Debian 12 root in $SECONDS s"
cp /etc/resolv.conf "$R/root/etc/resolv.conf" 2>/dev/null
cp "$deb" "$R/root/root/"
for m in proc sys dev dev/pts; do mount --bind "/$m" "$R/root/$m"; done
step() {
    SECONDS=0
    chroot "$R/root" /usr/bin/env -i HOME=/root PATH=/usr/sbin:/usr/bin:/sbin:/bin LANG=C.UTF-8 \
        DEBIAN_FRONTEND=noninteractive /bin/bash -c "$2" >"$R/$1.log" 2>&1
    rc=$?
    echo "  $1: exit $rc in $SECONDS s (log: $R/$1.log)"
    [ $rc -eq 0 ] || { echo "$1 fails on a fresh Debian 12 machine: $(tail -n 3 "$R/$1.log")"; exit 1; }
}
step install "apt-get update -qq && apt-get install -y -qq ./root/${deb##*/}"
step cli "clusterplanner-cli --version && clusterplanner-cli estimate --model llama2-7b --gpus 8 --tokens 1e9 \
    --format text | grep -q 'Memory per GPU'"
step version "clusterplanner --version | grep -q ClusterPlanner"
# The app on its sample under a virtual display: still running after 15 s (timeout's 124)
# with nothing on standard error but Qt's notes about the display.
step app "apt-get install -y -qq xvfb xauth >/dev/null && cd /tmp && \
    { xvfb-run -a -s '-screen 0 1366x768x24' timeout 15 clusterplanner 2>app.err; rc=\$?; }; \
    cat app.err; [ \$rc -eq 124 ] && ! grep -qiE 'could not load|cannot|error|abort' app.err"
echo "the package installs and runs on a fresh Debian 12 machine"
