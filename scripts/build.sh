#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Configures (once) and builds ClusterPlanner into build/ with Ninja, incrementally.
# Arguments are cache options for cmake, e.g. -DCLUSTERPLANNER_WERROR=ON.
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -f build/build.ninja ]; then
    # cmake's own progress lines are left out; warnings and errors still show.
    cmake -S . -B build -G Ninja -DCMAKE_BUILD_TYPE=RelWithDebInfo --log-level=NOTICE "$@"
    echo "Configured build/ ($(sed -n 's/^CMAKE_BUILD_TYPE:STRING=//p' build/CMakeCache.txt), Ninja)."
elif [ $# -gt 0 ]; then
    cmake build --log-level=NOTICE "$@"
fi
cmake --build build --parallel "$(nproc)"
