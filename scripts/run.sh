#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Sets up, builds and starts ClusterPlanner on a bundled sample plan (or the plan given).
# Without a display it prints the command-line planner's estimate of that plan instead.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
scripts/build.sh
plan="${1:-resources/samples/llm-70b-pretrain-h100.cpplan}"
if [ -n "${DISPLAY:-}${WAYLAND_DISPLAY:-}" ]; then
    exec build/app/gui/clusterplanner "$plan"
fi
echo "No display: showing the estimate of $plan from the command-line planner."
exec build/app/cli/clusterplanner-cli estimate --plan "$plan" --format text
