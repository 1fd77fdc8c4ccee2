#!/usr/bin/env bash
# SPDX-License-Identifier: GPL-3.0-or-later
# Speed of `clusterplanner-cli validate --data` on a file of N throughput rows and N memory
# rows (default 100,000 each, about 40 MB), in text and in JSON. Best of three runs each.
set -euo pipefail
cd "$(dirname "$0")/.."
cli=build/app/cli/clusterplanner-cli
rows=${1:-100000}
input=$(mktemp)
trap 'rm -f "$input"' EXIT
python3 - "$rows" > "$input" <<'PY'
import json, sys
n = int(sys.argv[1])
common = {"model": "Llama 2 7B", "gpu_model": "A100 80GB", "gpu_count": 8, "seq_len": 4096,
          "framework": "Megatron-LM", "micro_batch": 1, "global_batch": 64}
throughput = [dict(common, id=f"r{i}", tp=1 + i % 2, tokens_per_s_per_gpu=3000) for i in range(n)]
memory = [dict(common, id=f"mem-r{i}", tp=8, peak_memory_gib=60) for i in range(n)]
json.dump({"throughput": throughput, "memory": memory}, sys.stdout)
PY
python3 - "$cli" "$input" "$rows" <<'PY'
import subprocess, sys, time
cli, path, n = sys.argv[1], sys.argv[2], int(sys.argv[3])
for fmt in ('text', 'json'):
    best = None
    for _ in range(3):
        start = time.perf_counter()
        subprocess.run([cli, 'validate', '--data', path, '--format', fmt],
                       stdout=subprocess.DEVNULL, check=True)
        t = time.perf_counter() - start
        best = t if best is None else min(best, t)
    print(f'{n:,} + {n:,} rows, {fmt}: {best:.2f} s')
PY
