#!/usr/bin/env bash
# Installs what a fresh Debian 12 machine lacks to build and test ClusterPlanner.
# Safe to run again: it asks apt only for packages that are missing.
set -euo pipefail

packages=(build-essential cmake ninja-build pkg-config python3
          qt6-base-dev qt6-base-dev-tools libqt6opengl6-dev qt6-charts-dev qt6-svg-dev qt6-tools-dev qt6-tools-dev-tools
          qt6-l10n-tools qt6-translations-l10n libgl1-mesa-dev nlohmann-json3-dev libbenchmark-dev
          xvfb xauth fonts-noto-cjk fonts-wqy-zenhei fonts-dejavu-core poppler-utils clang libclang-rt-14-dev)

missing=()
for p in "${packages[@]}"; do
    dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
    exit 0
fi
echo "Installing: ${missing[*]}"
sudo=""
if [ "$(id -u)" -ne 0 ]; then
    sudo="sudo"
fi
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}"
