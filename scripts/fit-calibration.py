#!/usr/bin/env python3
"""Fits the time model's few named parameters on the calibration set.

    scripts/fit-calibration.py [--cli build/app/cli/clusterplanner-cli] [--data FILE]

Each parameter is a catalog field (an accelerator's GEMM efficiency, a training stack's
element-wise traffic, ...). The script writes candidate values into an override catalog,
runs `clusterplanner-cli validate --format json --catalog OVERRIDE`, and minimises the sum
of |log(predicted / published)| over the throughput rows, each source weighted by
1/sqrt(its rows) so that one large source does not decide alone. Coordinate descent on a
shrinking grid. It prints the fitted values; copy them into resources/catalog/ and say in
docs/validation.md which rows each was fitted on.
"""
import argparse
import json
import math
import os
import subprocess
import sys
import tempfile

# (section, id, field, low, high): the parameters and their physical bounds.
PARAMS = [
    ('accelerators', 'a100-80gb-sxm', 'gemm_efficiency', 0.5, 0.95),
    ('accelerators', 'h100-80gb-sxm', 'gemm_efficiency', 0.4, 0.9),
    ('frameworks', 'composer', 'elementwise_traffic', 1.0, 4.0),
    ('frameworks', 'composer', 'attention_efficiency', 0.3, 1.2),
    ('frameworks', 'composer', 'shard_overlap', 0.3, 1.0),
    ('frameworks', 'composer', 'launch_overhead_us', 2, 30),
    ('frameworks', 'torchtitan', 'elementwise_traffic', 1.0, 4.0),
    ('frameworks', 'torchtitan', 'attention_efficiency', 0.3, 1.2),
    ('frameworks', 'torchtitan', 'tp_overlap', 0.0, 0.9),
    ('frameworks', 'torchtitan', 'fp8_cast_bytes', 0.0, 8.0),
    ('frameworks', 'megatron-core', 'attention_efficiency', 0.3, 1.2),
    ('frameworks', 'megatron-core', 'tp_overlap', 0.0, 0.9),
    ('frameworks', 'deepspeed', 'shard_overlap', 0.0, 1.0),
]
# Parts that share a fitted value with the one named above (same silicon generation).
SHARED = {
    'a100-80gb-sxm': ['a100-40gb-sxm', 'a100-80gb-pcie', 'a800-80gb-sxm'],
    'h100-80gb-sxm': ['h100-96gb-hbm2e-500w', 'h100-80gb-pcie', 'h100-94gb-nvl',
                      'h800-80gb-sxm', 'h200-141gb-sxm'],
}


def override(values):
    doc = {'format': 1}
    for (section, ident, field, _, _), v in zip(PARAMS, values):
        for i in [ident] + SHARED.get(ident, []):
            entries = doc.setdefault(section, [])
            entry = next((e for e in entries if e['id'] == i), None)
            if entry is None:
                entry = {'id': i}
                entries.append(entry)
            entry[field] = v
    return doc


def run(cli, data, values):
    with tempfile.NamedTemporaryFile('w', suffix='.json', delete=False) as f:
        json.dump(override(values), f)
        path = f.name
    try:
        cmd = [cli, 'validate', '--format', 'json', '--catalog', path]
        if data:
            cmd += ['--data', data]
        out = subprocess.run(cmd, capture_output=True, text=True, check=True).stdout
    finally:
        os.unlink(path)
    return json.loads(out)


def objective(report):
    rows = [r for r in report['rows'] if r['kind'] == 'tokens_per_s_per_gpu' and 'error' in r]
    counts = {}
    for r in rows:
        counts[r['source']] = counts.get(r['source'], 0) + 1
    return sum(abs(math.log(1 + r['error'])) / math.sqrt(counts[r['source']]) for r in rows)


def current(cli):
    cat = json.loads(subprocess.run([cli, 'catalog', '--format', 'json'], capture_output=True,
                                    text=True, check=True).stdout)
    return cat


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--cli', default='build/app/cli/clusterplanner-cli')
    ap.add_argument('--data')
    ap.add_argument('--rounds', type=int, default=4)
    a = ap.parse_args()
    cat = current(a.cli)
    values = []
    for section, ident, field, lo, hi in PARAMS:
        entry = next(e for e in cat[section] if e['id'] == ident)
        values.append(entry.get(field, (lo + hi) / 2))
    best = objective(run(a.cli, a.data, values))
    print(f'start: objective {best:.3f}')
    for rnd in range(a.rounds):
        width = 0.5 ** rnd
        for i, (section, ident, field, lo, hi) in enumerate(PARAMS):
            span = (hi - lo) * width / 2
            grid = [min(hi, max(lo, values[i] + span * (k / 4 - 1))) for k in range(9)]
            for g in grid:
                trial = list(values)
                trial[i] = round(g, 3)
                obj = objective(run(a.cli, a.data, trial))
                if obj < best - 1e-9:
                    best, values = obj, trial
        print(f'round {rnd + 1}: objective {best:.3f}')
    rep = run(a.cli, a.data, values)
    t = rep['throughput']
    print(f"throughput: median {t['median_abs_error']:.1%}, p90 {t['p90_abs_error']:.1%} on {t['count']} runs")
    for (section, ident, field, _, _), v in zip(PARAMS, values):
        print(f'  {section}/{ident}.{field} = {v}')
    return 0


if __name__ == '__main__':
    sys.exit(main())
