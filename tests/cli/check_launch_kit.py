#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Checks a launch kit (clusterplanner-cli deploy --out DIR): every file parses, and every
option it gives a stack is one that stack's sources define.

    check_launch_kit.py KIT_DIR OPTIONS_DIR

OPTIONS_DIR holds the lists of tests/data/stack-options (each with its source). Checked:
shell files with `bash -n`; #SBATCH lines against sbatch's options and the srun lines
against srun's; torchrun's flags; Megatron-LM (and MindSpeed-LLM) arguments; DeepSpeed
JSON keys as dotted paths; torchtitan TOML keys as section.key; the PyTorchJob's fields
down to each replica's template (Kubernetes' pod template is its own type); HCCL variables
on Ascend. Prints each problem as FILE: what; exit 1 when there is one, 0 when none.
"""
import json
import os
import re
import subprocess
import sys
import tomllib

import yaml


def read_list(options_dir, name):
    """Entries of a list by section: {'': [...], 'srun': [...], 'env': [...]}."""
    sections, current = {'': set()}, ''
    with open(os.path.join(options_dir, name), encoding='utf-8') as f:
        started = False
        for line in f:
            line = line.rstrip('\n')
            if not line.strip():
                continue
            if line.startswith('#'):
                # A section header is a "# name" line after the entries have started.
                m = re.fullmatch(r'# ([a-z-]+)', line)
                if started and m:
                    current = m.group(1)
                    sections.setdefault(current, set())
                continue
            started = True
            sections[current].add(line.split('#')[0].strip())
    return sections


def flags_in(text):
    """The long options of a command line or an argument array, as written."""
    return re.findall(r'(?<![\w-])(--[a-zA-Z][\w-]*)', text)


def dotted(value, prefix=''):
    """Every key of nested objects as a dotted path."""
    out = []
    if isinstance(value, dict):
        for k, v in value.items():
            path = prefix + k
            out.append(path)
            out += dotted(v, path + '.')
    return out


# Each structured file by its suffix: how it is read, its format's name, the errors it raises.
READERS = {'.json': (json.loads, 'JSON', ValueError),
           '.toml': (tomllib.loads, 'TOML', tomllib.TOMLDecodeError),
           '.yaml': (yaml.safe_load, 'YAML', yaml.YAMLError)}


def check(kit, options):
    problems = []
    files = sorted(os.listdir(kit))

    def bad(name, what):
        problems.append(f'{name}: {what}')

    for name in files:
        path = os.path.join(kit, name)
        if name.endswith(('.sh', '.sbatch', '.env')):
            r = subprocess.run(['bash', '-n', path], capture_output=True, text=True)
            if r.returncode != 0:
                bad(name, 'bash -n: ' + r.stderr.strip())
    sbatch = read_list(options, 'sbatch.txt')
    torchrun = read_list(options, 'torchrun.txt')['']
    for name in files:
        path = os.path.join(kit, name)
        with open(path, encoding='utf-8') as f:
            text = f.read()
        if name.endswith(('.sh', '.sbatch')):
            for line in text.splitlines():
                m = re.match(r'#SBATCH\s+(--[\w-]+)', line)
                if m and m.group(1) not in sbatch['']:
                    bad(name, f'{m.group(1)} is no sbatch option')
            # Each srun command: its options up to the program it runs.
            for m in re.finditer(r'\bsrun\b((?:\s+--[\w-]+(?:=\S+)?)*)', text):
                for flag in flags_in(m.group(1)):
                    if flag not in sbatch.get('srun', set()):
                        bad(name, f'{flag} is no srun option')
            for m in re.finditer(r'^torchrun((?:.*\\\n)*.*)$', text, re.M):
                command = m.group(1)
                # torchrun's own flags come before the program (a path or -m module).
                own = re.split(r'\s(?:"\$\{[A-Z_]+\}/|-m\s|"\$\{TRAIN_SCRIPT\}")', command)[0]
                for flag in flags_in(own):
                    if flag not in torchrun:
                        bad(name, f'{flag} is no torchrun option')
        if name in ('megatron-args.sh', 'mindspeed-args.sh'):
            known = read_list(options, 'megatron-lm.txt')['']
            if name == 'mindspeed-args.sh':
                ms = read_list(options, 'mindspeed-llm.txt')
                known = known | ms[''] | ms.get('mindspeed-llm', set()) | ms.get('mindspeed-core', set())
            # The arguments inside the MEGATRON_ARGS arrays.
            for block in re.findall(r'MEGATRON_ARGS\+?=\(\n(.*?)\n\s*\)', text, re.S):
                body = '\n'.join(l for l in block.splitlines() if not l.strip().startswith('#'))
                for flag in flags_in(body):
                    if flag not in known:
                        bad(name, f'{flag} is no argument of the stack')
        suffix = os.path.splitext(name)[1]
        if suffix in READERS:
            load, format_name, errors = READERS[suffix]
            try:
                config = load(text)
            except errors as e:
                bad(name, f'not {format_name}: {e}')
                continue
        if name.endswith('.json'):
            known = read_list(options, 'deepspeed-config.txt')['']
            for key in dotted(config):
                if key not in known:
                    bad(name, f'{key} is no DeepSpeed configuration key')
        if name.endswith('.toml'):
            known = read_list(options, 'torchtitan.txt')['']
            for section, keys in config.items():
                for key in keys:
                    if f'{section}.{key}' not in known:
                        bad(name, f'{section}.{key} is no torchtitan key')
        if name.endswith('.yaml'):
            job = config
            known = read_list(options, 'pytorchjob.txt')['']
            replicas = {k.split(':', 1)[1] for k in known if k.startswith('replica:')}
            for key in dotted(job):
                # Below a replica's template: Kubernetes' pod template, not the job's own.
                if re.match(r'spec\.pytorchReplicaSpecs\.\w+\.template\.', key):
                    continue
                if key not in known:
                    bad(name, f'{key} is no PyTorchJob field')
            for kind in (job.get('spec', {}).get('pytorchReplicaSpecs') or {}):
                if kind not in replicas:
                    bad(name, f'{kind} is no PyTorchJob replica type')
        if name == 'environment.sh' and 'HCCL_' in text:
            known = read_list(options, 'mindspeed-llm.txt').get('env', set())
            for var in re.findall(r'export (HCCL_\w+)=', text):
                if var not in known:
                    bad(name, f'{var} is no HCCL variable the stack documents')
    return problems


def main():
    if len(sys.argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    problems = check(sys.argv[1], sys.argv[2])
    for p in problems:
        print(p)
    return 1 if problems else 0


if __name__ == '__main__':
    sys.exit(main())
