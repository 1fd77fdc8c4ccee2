#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Regenerates resources/samples/*.cpplan: the sample plans a user starts from.

Each sample is a worked example of a good plan for its customer (docs/project-format.md):
one scenario or several to compare, each priced the way that suits its job, and findings
only where the sample is about them (its notes say so). The nodes are drawn here, on one
switch per network where one switch has the ports; a cluster larger than that has its
networks designed as View > Design network designs them (`clusterplanner-cli design`:
leaves, spines, storage and management networks). Run from the project root, after a build,
after changing a sample here.
"""
import json, os, subprocess, sys

ROOT = os.path.join(os.path.dirname(os.path.abspath(__file__)), '..')
OUT = os.path.join(ROOT, 'resources', 'samples')
CLI = os.environ.get('CLUSTERPLANNER_CLI', os.path.join(ROOT, 'build', 'app', 'cli', 'clusterplanner-cli'))


def topology(gpu_nodes, template, gpu, gpus_per_node, fabric, nics, storage=None, storage_units=1,
             cpu_nodes=0, storage_fabric='roce-100'):
    nodes, switches, links = [], [], []
    multi = gpu_nodes > 1
    # Compact: the switches centred over the servers' columns, storage and CPU nodes in the
    # column right of them, so that a small cluster shows whole on a laptop's canvas.
    columns = min(gpu_nodes, 8)
    centre = 80 + 70 * (columns - 1)
    right = 80 + 140 * columns + 30
    # One server: its storage switch over the storage node, shifted towards the server so
    # that the wide switch box (its name and fabric) ends where the storage node does and
    # the four boxes fit a 1366 x 768 laptop's canvas at their natural size.
    if multi:
        switches.append({'id': 'train-sw', 'fabric': fabric, 'role': 'training', 'x': centre, 'y': 40})
    rows = (gpu_nodes + 7) // 8
    bottom = 200 + 120 * rows
    switches.append({'id': 'mgmt-sw', 'fabric': 'eth-10', 'role': 'management', 'x': centre, 'y': bottom + 40})
    if storage or cpu_nodes:
        switches.append({'id': 'storage-sw', 'fabric': storage_fabric, 'role': 'storage',
                         'x': right if multi else right - 45, 'y': 40 if not multi else 140})
    for i in range(gpu_nodes):
        nid = f'gpu{i + 1:02d}'
        nodes.append({'id': nid, 'template': template, 'gpu': gpu, 'gpus': gpus_per_node,
                      'x': 80 + 140 * (i % 8), 'y': 200 + 120 * (i // 8)})
        if multi:
            links.append({'a': nid, 'b': 'train-sw', 'count': nics})
        links.append({'a': nid, 'b': 'mgmt-sw'})
        if storage:
            links.append({'a': nid, 'b': 'storage-sw'})
    for i in range(cpu_nodes):
        nid = f'cpu{i + 1:02d}'
        nodes.append({'id': nid, 'template': 'cpu-preprocess', 'x': right, 'y': 280 + 120 * i})
        links.append({'a': nid, 'b': 'storage-sw', 'count': 2})
        links.append({'a': nid, 'b': 'mgmt-sw'})
    if storage:
        nodes.append({'id': 'storage01', 'template': 'storage-node', 'storage': storage,
                      'storage_units': storage_units, 'x': right, 'y': 280 + 120 * cpu_nodes})
        links.append({'a': 'storage01', 'b': 'storage-sw', 'count': 4})
        links.append({'a': 'storage01', 'b': 'mgmt-sw'})
    return {'nodes': nodes, 'switches': switches, 'links': links}


# The recommender finds cheaper tiers on AMD Instinct cards for the smaller samples; a
# sample's plan keeps to the card its team's code runs on, and says why.
PORTING = (' Configurations on AMD Instinct cards cost less but would need the training code '
           'moved from CUDA to ROCm; this plan keeps to the NVIDIA card the team\'s code runs on.')

SAMPLES = {
    'ocean-remote-sensing': dict(
        market='mainland-china',
        name='Ocean remote-sensing image recognition (ship detection, red tide)',
        plan={'workload': 'vision', 'model': 'rs-vit-l16-512', 'samples': 2.0e6, 'epochs': 30,
              'gpu': 'l20-48gb', 'precision': 'bf16', 'pricing': 'on-demand', 'currency': 'CNY',
              'budget': 2.0e4, 'deadline-days': 30},
        notes=('Eight NVIDIA L20 48GB in one rented server, a card made for the mainland China '
               'market, train the ship and red-tide detector in about five days. No published '
               'training run has measured this card yet, so its speed is a planning figure and '
               "its likely range twice as wide as a calibrated card's: the delivery plan includes"
               ' a short trial run that calibrates the estimate.'),
        scenario='8 × L20, pay-as-you-go',
        topology=topology(1, 'pcie8-server', 'l20-48gb', 8, 'roce-200', 0, storage='all-flash')),
    'ocean-timeseries': dict(
        market='mainland-china',
        name='Ocean time-series forecasting (wave height, currents, sea temperature)',
        plan={'workload': 'timeseries', 'model': 'ts-transformer', 'samples': 5.0e7, 'epochs': 40,
              'gpu': 'l20-48gb', 'precision': 'bf16', 'pricing': 'on-demand', 'currency': 'CNY',
              'budget': 1.0e4, 'deadline-days': 20, 'checkpoint-interval-h': 1},
        notes=('Four NVIDIA L20 48GB in one rented server train the forecasting model in about 12'
               ' days, within the 20-day deadline. No published training run has measured this '
               'card yet, so its speed is a planning figure and its likely range twice as wide as'
               " a calibrated card's: the delivery plan includes a short trial run that "
               'calibrates the estimate.'),
        scenario='4 × L20, pay-as-you-go',
        topology=topology(1, 'pcie4-server', 'l20-48gb', 4, 'roce-100', 0, storage='all-flash')),
    'multimodal-fusion': dict(
        market='mainland-china',
        name='Multimodal fusion: satellite imagery + weather + hydrology + AIS (CLIP-style)',
        # 200 million image-text pairs, 8 epochs: about 32 hours on 32 rented H800s, within a
        # budget and a deadline of that job's size.
        plan={'workload': 'multimodal', 'model': 'clip-vit-l14', 'samples': 2.0e8, 'epochs': 8,
              'gpu': 'h800-80gb-sxm', 'precision': 'bf16', 'pricing': 'on-demand', 'currency': 'CNY',
              'budget': 4.0e4, 'deadline-days': 7},
        notes=('The satellite images go to the vision tower; the weather, hydrology and AIS (ship '
               'automatic identification system) records of each scene are written as its caption '
               'and go to the text tower, so that one contrastive model learns to match a scene '
               'with the sea conditions around it. 200 million image-caption pairs for 8 epochs on '
               '32 rented H800s take about 32 hours, within the 7-day deadline.'),
        scenario='32 × H800, pay-as-you-go',
        topology=topology(4, 'sxm8-server', 'h800-80gb-sxm', 8, 'roce-400', 8, storage='parallel-fs',
                          storage_units=2, cpu_nodes=2, storage_fabric='roce-200')),
    'lora-7b-workstation': dict(
        market='mainland-china',  # the RTX 4090 D is sold in mainland China only
        name='LoRA fine-tune of a 7B model on one rented RTX 4090 D',
        plan={'workload': 'lora', 'model': 'llama2-7b', 'seq-len': 2048, 'tokens': 5.0e7, 'epochs': 3,
              'gpu': 'rtx4090d-24gb', 'precision': 'bf16', 'recompute': 'full', 'pricing': 'on-demand',
              'currency': 'CNY', 'budget': 1.0e3, 'deadline-days': 7},
        notes=('One RTX 4090 D rented by the hour, a card widely rented in mainland China for '
               'adapting a 7B model: the fine-tune takes about 25 hours and costs under ¥100. No '
               'published training run has measured this card yet, so its speed is a planning '
               "figure and its likely range twice as wide as a calibrated card's: the delivery "
               'plan includes a short trial run that calibrates the estimate.'),
        scenario='1 × RTX 4090 D, pay-as-you-go',
        topology=topology(1, 'workstation-1gpu', 'rtx4090d-24gb', 1, 'eth-10', 0)),
    'llm-13b-finetune-4xa100': dict(
        name='Full fine-tune of a 13B model on 4 × A100 80GB (NVLink)',
        notes=('Four A100 80GB GPUs in one rented server fine-tune Llama 2 13B on 2 billion tokens '
               'for two epochs in about 6 days, within the 14-day deadline and far under the budget. '
               'The four GPUs share NVLink, so the tensor-parallel layout (TP 4) stays inside the '
               'server. A full fine-tune keeps optimizer states for every weight, which is why a 13B '
               'model needs four 80 GB cards.'),
        plan={'workload': 'finetune', 'model': 'llama2-13b', 'tokens': 2.0e9, 'epochs': 2,
              'gpu': 'a100-80gb-sxm', 'precision': 'bf16', 'pricing': 'on-demand', 'currency': 'USD',
              'budget': 5.0e4, 'deadline-days': 14},
        scenario='4 × A100, pay-as-you-go',
        topology=topology(1, 'sxm8-server', 'a100-80gb-sxm', 4, 'eth-25', 0, storage='all-flash')),
    'llm-70b-pretrain-h100': dict(
        name='70B pretraining on a 256-GPU H100 cluster',
        plan={'workload': 'pretrain', 'model': 'llama3-70b', 'tokens': 1.0e12, 'epochs': 1,
              'gpu': 'h100-80gb-sxm', 'precision': 'bf16', 'pricing': 'on-demand', 'currency': 'USD',
              'budget': 5.0e6, 'deadline-days': 90},
        notes=('Three ways to run one pretraining of a 70B model on a trillion tokens: renting 256 '
               'or 512 H100s by the hour, or buying 256. We recommend renting 256: of the three, it '
               'meets the 90-day deadline at the lowest cost, and 512 finish in half the time for a '
               'little more. The plan keeps to the H100, which the team\'s training code is built '
               'for and published runs calibrate; another accelerator may cost less, but no '
               'published run calibrates its speed yet. Buying is shown for comparison, with 84 days (12 weeks) from order to a '
               'running cluster: the last delivery time published for H100 servers (8 to 12 weeks, '
               "Dell, April 2024; ask the vendor for today's). Ordered today, a purchased cluster "
               'then finishes this run after the deadline; owning it for 36 months costs several '
               'times the budget, and this run keeps it busy for about 5 % of that time, so buying '
               'pays only when further training runs fill the rest.'),
        design=True,
        porting=False,  # its notes say why it keeps to the H100
        topology=topology(32, 'sxm8-server', 'h100-80gb-sxm', 8, 'ib-ndr-400', 8, storage='parallel-fs',
                          storage_units=4, storage_fabric='roce-200'),
        scenario='256 × H100, pay-as-you-go',
        alternatives=[
            dict(name='512 × H100, pay-as-you-go', plan={},
                 topology=topology(64, 'sxm8-server', 'h100-80gb-sxm', 8, 'ib-ndr-400', 8,
                                   storage='parallel-fs', storage_units=4, storage_fabric='roce-200')),
            # Delivery and installation: 12 weeks, the long end of Dell's 8 to 12 weeks for
            # H100 servers (United Daily News, April 2024, as The Register reported it).
            dict(name='256 × H100, purchased', plan={'pricing': 'purchase', 'lead-time-days': 84},
                 topology=None),
        ]),
}

os.makedirs(OUT, exist_ok=True)
for key, s in SAMPLES.items():
    scenarios = [{'name': s.get('scenario', ''), 'plan': s['plan'], 'topology': s['topology']}]
    for alt in s.get('alternatives', []):
        scenarios.append({'name': alt['name'], 'plan': {**s['plan'], **alt['plan']},
                          'topology': alt['topology'] or s['topology']})
    notes = s['notes'] + (PORTING if s.get('porting', True) else '')
    project = {'name': s['name'], 'notes': notes, 'market': s.get('market', 'global')}
    doc = {'format': 5, 'project': project, 'scenarios': scenarios, 'active_scenario': 0}
    path = os.path.join(OUT, key + '.cpplan')
    with open(path, 'w', encoding='utf-8') as f:
        json.dump(doc, f, indent=1, ensure_ascii=False)
        f.write('\n')
    # Every scenario's networks as the app designs them, written over the drawn stars.
    if s.get('design'):
        subprocess.run([CLI, 'design', '--plan', path, '--out', path], check=True,
                       stdout=subprocess.DEVNULL)
    print(key)
