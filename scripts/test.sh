#!/usr/bin/env bash
# Sets up, builds and runs every test headless: the Qt Test suite through ctest, then the
# shared CLI contract checks when ../shared/checks is present.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
scripts/build.sh
export QT_QPA_PLATFORM=offscreen
ctest --test-dir build --output-on-failure --timeout 600
if [ -x ../shared/checks/run ]; then
    CLUSTERPLANNER_CLI="$PWD/build/app/cli/clusterplanner-cli" ../shared/checks/run
fi
