// SPDX-License-Identifier: GPL-3.0-or-later
// The collectives the time model charges: the links a group of ranks runs on, and the time
// of an all-reduce, an all-gather or a reduce-scatter on them as NCCL runs it (ring or
// tree, chosen by size and scale). Formulas in docs/model.md, "Collectives".
#pragma once

namespace cp {
struct ClusterFacts;
struct Framework;
} // namespace cp

namespace cp::detail {

/// The links one collective group runs on: its per-GPU bus bandwidth (bytes/s) for the
/// ring and tree collectives, how it spans the nodes (ranks, nodes, ranks per node), the
/// latency (s) of a hop inside a node and of one that crosses the network, and one GPU's
/// own links (bytes/s): its NVLink and its share of the node's NICs (at the spine's rate),
/// which a point-to-point exchange or an all-to-all runs on.
struct GroupLinks
{
    double bw = 1;
    int ranks = 1, nodes = 1, perNode = 1;
    double intraLatency = 0, interLatency = 0;
    double nvlink = 1, nic = 1;
};

/// A group of `ranks` GPUs whose consecutive members are `stride` apart in the job's rank
/// order (TP innermost, then CP, then DP, then PP), on the cluster `c`; across nodes the
/// NICs run at 1 / spineSlowdown of their rate.
GroupLinks groupLinks(const ClusterFacts &c, int ranks, int stride, double spineSlowdown = 1.0);

/// The latency of one ring: of an all-reduce when `allReduce`, else of an all-gather or a
/// reduce-scatter.
double ringLatency(const GroupLinks &g, bool allReduce);

/// The time of an all-reduce of `bytes` per rank: the faster of NCCL's ring and tree.
double allReduce(double bytes, const GroupLinks &g);

/// `count` all-reduces of `bytes` in all.
double allReduceIn(double count, double bytes, const GroupLinks &g);

/// A ring exchange (context parallelism's K/V chunks): n - 1 steps in which every rank
/// sends `bytes` to the next; a step takes as long as its slowest hop, the one into the
/// next node when the group spans nodes.
double ringExchange(double bytes, const GroupLinks &g);

/// An all-to-all in which each rank sends `intraBytes` to the other ranks of its node and
/// `interBytes` to other nodes: NVLink and the NICs carry their shares at once.
double allToAll(double intraBytes, double interBytes, const GroupLinks &g);

/// The collectives the stack `fw` reduces `params` gradients in outside ZeRO-3 (one per
/// block of `blocks`, or one per bucket), over `ranks` data-parallel ranks.
double gradientCollectives(const Framework &fw, double params, double blocks, int ranks);

} // namespace cp::detail
