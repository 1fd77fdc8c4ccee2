#!/usr/bin/env bash
# Sets up, builds and runs ClusterPlanner on a bundled sample plan (or the plan given).
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
scripts/build.sh
plan="${1:-resources/samples/llm-70b-pretrain-h100.cpplan}"
exec build/app/cli/clusterplanner-cli estimate --plan "$plan" --format text
