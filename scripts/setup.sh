#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Installs what a fresh Debian 12 machine lacks to build and test ClusterPlanner.
# Safe to run again: it asks apt only for packages that are missing.
# `setup.sh --print-packages` prints the list: the test setup_lists_every_package_the_build_uses
# checks that every header, library, tool and package configuration the build uses comes from
# a package on it (or one that a package on it depends on), so a gap fails the suite.
set -euo pipefail

# libxlsxwriter links zlib, and Debian 12's libxlsxwriter-dev does not depend on zlib1g-dev.
packages=(build-essential cmake ninja-build pkg-config python3 python3-yaml
          qt6-base-dev qt6-base-dev-tools libqt6opengl6-dev qt6-charts-dev qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools
          qt6-l10n-tools qt6-translations-l10n libgl1-mesa-dev nlohmann-json3-dev libbenchmark-dev
          xvfb xauth fonts-noto-cjk fonts-wqy-zenhei fonts-dejavu-core poppler-utils clang libclang-rt-14-dev
          libxlsxwriter-dev zlib1g-dev groff-base desktop-file-utils appstream shared-mime-info)

if [ "${1:-}" = --print-packages ]; then
    printf '%s\n' "${packages[@]}"
    exit 0
fi

missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
    exit 0
fi
sudo=()
if [ "$(id -u)" -ne 0 ]; then
    if ! command -v sudo >/dev/null 2>&1; then
        echo "Missing packages, and no sudo to install them: as root, run" >&2
        echo "  apt-get update && apt-get install -y --no-install-recommends ${missing[*]}" >&2
        exit 1
    fi
    sudo=(sudo)
fi
echo "Installing ${#missing[@]} Debian package(s): ${missing[*]}"
# apt's and dpkg's progress goes to a log; only a failure shows it.
log=$(mktemp "${TMPDIR:-/tmp}/clusterplanner-setup.XXXXXX")
export DEBIAN_FRONTEND=noninteractive
if ! { "${sudo[@]}" apt-get update -qq && \
       "${sudo[@]}" apt-get install -y -qq --no-install-recommends "${missing[@]}"; } >"$log" 2>&1; then
    echo "Installing the packages failed; the end of apt's output ($log):" >&2
    tail -n 25 "$log" >&2
    exit 1
fi
rm -f "$log"
echo "Installed."
