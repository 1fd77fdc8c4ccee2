#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Refreshes translations/*.ts from every tr() string in core/, ui/ and app/ (lupdate keeps
# existing translations and marks changed sources). Run after adding or changing UI text.
set -euo pipefail
cd "$(dirname "$0")/.."
lupdate=$(command -v lupdate || echo /usr/lib/qt6/bin/lupdate)
"$lupdate" -silent -no-obsolete -locations none core proposal ui app \
    -ts translations/clusterplanner_zh_CN.ts translations/clusterplanner_en.ts
