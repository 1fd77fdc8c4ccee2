#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# End-to-end speed of `clusterplanner-cli estimate --batch`: 100,000 JSON plans in, 100,000
# JSON results out, on all cores. Prints plans per second (best of three runs).
set -euo pipefail
cd "$(dirname "$0")/.."
cli=build/app/cli/clusterplanner-cli
lines=${1:-100000}
input=$(mktemp)
trap 'rm -f "$input"' EXIT
python3 - "$lines" > "$input" <<'PY'
import json, sys
n = int(sys.argv[1])
for i in range(n):
    print(json.dumps({"workload": "pretrain", "model": "llama2-7b", "tokens": 2e11,
                      "gpu": "a100-80gb-sxm", "gpus": 64 * (1 + i % 4), "tp": 2, "pp": 1,
                      "zero": 1, "micro-batch": 2, "global-batch": 1024,
                      "recompute": "selective", "seq-len": 4096, "sequence-parallel": True}))
PY
python3 - "$cli" "$input" "$lines" <<'PY'
import subprocess, sys, time
cli, path, n = sys.argv[1], sys.argv[2], int(sys.argv[3])
best = None
for _ in range(3):
    start = time.perf_counter()
    with open(path) as src:
        subprocess.run([cli, 'estimate', '--batch', '-'], stdin=src, stdout=subprocess.DEVNULL, check=True)
    t = time.perf_counter() - start
    best = t if best is None else min(best, t)
print(f'{n} plans in {best:.3f} s: {n / best:,.0f} plans/s')
PY
