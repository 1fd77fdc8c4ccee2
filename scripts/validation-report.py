#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Regenerates the measured part of docs/validation.md and docs/validation-plot.svg from
`clusterplanner-cli validate --format json`.

    scripts/validation-report.py [--cli build/app/cli/clusterplanner-cli]

The tables go between the markers <!-- generated:begin --> and <!-- generated:end --> of
docs/validation.md; everything else in that file is written by hand.
"""
import argparse
import html
import json
import math
import os
import subprocess
import sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..')
COLOURS = ['#1565c0', '#c62828', '#2e7d32', '#ef6c00', '#6a1b9a', '#00838f', '#5d4037']


def pct(x):
    return f'{100 * x:.1f} %'


def table(title, groups):
    out = [f'| {title} | runs | median \\|error\\| | p90 \\|error\\| | signed median |',
           '| --- | ---: | ---: | ---: | ---: |']
    for k, s in sorted(groups.items()):
        out.append(f"| {k} | {s['count']} | {pct(s['median_abs_error'])} | {pct(s['p90_abs_error'])} "
                   f"| {100 * s['signed_median_error']:+.1f} % |")
    return '\n'.join(out)


def short(v):
    return f'{v / 1000:g}k' if v >= 1000 else f'{v:g}'


def plot(rows, path):
    """Predicted against published tokens/s per GPU, log-log, one colour per stack."""
    pts = [r for r in rows if r['kind'] == 'tokens_per_s_per_gpu' and 'predicted' in r]
    lo = min(min(r['predicted'], r['published']) for r in pts) / 1.5
    hi = max(max(r['predicted'], r['published']) for r in pts) * 1.5
    W, H, M = 640, 560, 70
    span = math.log10(hi) - math.log10(lo)

    def x(v):
        return M + (math.log10(v) - math.log10(lo)) / span * (W - 2 * M + 40)

    def y(v):
        return H - M - (math.log10(v) - math.log10(lo)) / span * (H - 2 * M)

    stacks = sorted({r['stack'] for r in pts})
    colour = {s: COLOURS[i % len(COLOURS)] for i, s in enumerate(stacks)}
    svg = [f'<svg xmlns="http://www.w3.org/2000/svg" width="{W}" height="{H}" '
           f'font-family="DejaVu Sans, sans-serif" font-size="11">',
           f'<rect width="{W}" height="{H}" fill="white"/>',
           f'<text x="{W / 2}" y="24" text-anchor="middle" font-size="14">Tokens/s per GPU: '
           f'predicted against published ({len(pts)} runs)</text>']
    for band, dash in ((1.0, ''), (1.1, '4 3'), (1 / 1.1, '4 3'), (1.25, '1 3'), (1 / 1.25, '1 3')):
        svg.append(f'<line x1="{x(lo)}" y1="{y(lo * band)}" x2="{x(hi)}" y2="{y(hi * band)}" '
                   f'stroke="#9e9e9e" stroke-dasharray="{dash}"/>')
    decade = 10 ** math.floor(math.log10(lo))
    while decade <= hi:
        for m in (1, 2, 5):
            v = decade * m
            if lo <= v <= hi:
                svg.append(f'<line x1="{x(v)}" y1="{H - M}" x2="{x(v)}" y2="{H - M + 4}" stroke="black"/>')
                svg.append(f'<text x="{x(v)}" y="{H - M + 16}" text-anchor="middle">{short(v)}</text>')
                svg.append(f'<line x1="{M - 4}" y1="{y(v)}" x2="{M}" y2="{y(v)}" stroke="black"/>')
                svg.append(f'<text x="{M - 6}" y="{y(v) + 4}" text-anchor="end">{short(v)}</text>')
        decade *= 10
    svg.append(f'<line x1="{M}" y1="{H - M}" x2="{W - M + 40}" y2="{H - M}" stroke="black"/>')
    svg.append(f'<line x1="{M}" y1="{M}" x2="{M}" y2="{H - M}" stroke="black"/>')
    svg.append(f'<text x="{W / 2}" y="{H - 24}" text-anchor="middle">published</text>')
    svg.append(f'<text x="18" y="{H / 2}" text-anchor="middle" transform="rotate(-90 18 {H / 2})">'
               f'predicted</text>')
    for r in pts:
        svg.append(f'<circle cx="{x(r["published"]):.1f}" cy="{y(r["predicted"]):.1f}" r="3.2" '
                   f'fill="{colour[r["stack"]]}" fill-opacity="0.75"><title>{html.escape(r["id"])}: '
                   f'{100 * r["error"]:+.1f} %</title></circle>')
    for i, s in enumerate(stacks):
        svg.append(f'<circle cx="{M + 16}" cy="{M + 8 + 16 * i}" r="4" fill="{colour[s]}"/>')
        svg.append(f'<text x="{M + 26}" y="{M + 12 + 16 * i}">{html.escape(s)}</text>')
    svg.append(f'<text x="{W - M + 36}" y="{M + 10}" text-anchor="end" fill="#616161">'
               f'lines: equal, ±10 %, ±25 %</text>')
    svg.append('</svg>')
    with open(path, 'w') as f:
        f.write('\n'.join(svg) + '\n')


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument('--cli', default=os.path.join(ROOT, 'build', 'app', 'cli', 'clusterplanner-cli'))
    a = ap.parse_args()
    rep = json.loads(subprocess.run([a.cli, 'validate', '--format', 'json'], capture_output=True,
                                    text=True, check=True).stdout)
    t, m = rep['throughput'], rep['memory']
    lines = [f"Tokens/s per GPU on {t['count']} runs: median |error| {pct(t['median_abs_error'])}, "
             f"p90 {pct(t['p90_abs_error'])}, signed median {100 * t['signed_median_error']:+.1f} %. "
             f"Peak memory on {m['count']} runs: median |error| {pct(m['median_abs_error'])}, worst "
             f"{pct(m['worst_abs_error'])}.", '', '![Predicted against published](validation-plot.svg)', '']
    names = {'source': 'Source', 'stack': 'Training stack', 'accelerator': 'Accelerator',
             'precision': 'Precision', 'size': 'Model size', 'sequence': 'Sequence length'}
    for k, title in names.items():
        lines += [table(title, rep['by'][k]), '']
    lines += ['Runs off by more than 20 %:', '']
    worst = [r for r in rep['rows'] if 'error' in r and abs(r['error']) > 0.20]
    for r in sorted(worst, key=lambda r: -abs(r['error'])):
        lines.append(f"- `{r['id']}` ({r['kind']}): {100 * r['error']:+.1f} %")
    if not worst:
        lines.append('- none')
    lines += ['', 'Peak memory, predicted against measured:', '',
              '| run | layout | predicted GiB | measured GiB | error |', '| --- | --- | ---: | ---: | ---: |']
    for r in rep['rows']:
        if r['kind'] == 'peak_memory_gib' and 'predicted' in r:
            lines.append(f"| `{r['id']}` | {r['layout']} | {r['predicted']:.1f} | {r['published']:.1f} "
                         f"| {100 * r['error']:+.1f} % |")
    lines += ['', 'Rows left out, with the reason:', '']
    for s in rep['left_out']:
        lines.append(f"- `{s['id']}`: {s['reason']}")
    doc_path = os.path.join(ROOT, 'docs', 'validation.md')
    doc = open(doc_path).read()
    begin, end = '<!-- generated:begin -->', '<!-- generated:end -->'
    head, rest = doc.split(begin)
    _, tail = rest.split(end)
    open(doc_path, 'w').write(head + begin + '\n' + '\n'.join(lines) + '\n' + end + tail)
    plot(rep['rows'], os.path.join(ROOT, 'docs', 'validation-plot.svg'))
    return 0


if __name__ == '__main__':
    sys.exit(main())
