// SPDX-License-Identifier: GPL-3.0-or-later
#include "engine/collectives.h"

#include "model/catalog.h"
#include "model/result.h"

#include <algorithm>
#include <cmath>

namespace cp::detail {

namespace {
// NCCL's tree all-reduce reaches 0.92 of the links' bus bandwidth and moves every byte
// up and down the tree: its algorithm bandwidth is half of that (src/graph/tuning.cc,
// ncclTopoTuneModel, NVIDIA/nccl 5067397).
constexpr double kTreeAlgorithmBandwidth = 0.92 * 0.5;

} // namespace

/// The latency of a ring collective: 2 (n - 1) steps for an all-reduce, n - 1 for an
/// all-gather or a reduce-scatter, of which only the steps into the next node, 2 (N - 1) or
/// N - 1, cross the network; NVLink carries the rest (NCCL's ring latency model,
/// src/graph/tuning.cc).
double ringLatency(const GroupLinks &g, bool allReduce)
{
    const double per = allReduce ? 2.0 : 1.0;
    const double steps = per * (g.ranks - 1), crossing = per * (g.nodes - 1);
    return (steps - crossing) * g.intraLatency + crossing * g.interLatency;
}

/// An all-reduce as NCCL runs it: a ring (reduce-scatter then all-gather, 2 (n-1)/n of the
/// message over the bus bandwidth), or across nodes a double binary tree, which reaches
/// the other nodes in log2(N) hops but moves the message at kTreeAlgorithmBandwidth; NCCL
/// picks the faster for each message size and scale (src/graph/tuning.cc,
/// ncclTopoGetAlgoTime).
double allReduce(double bytes, const GroupLinks &g)
{
    const int n = g.ranks;
    if (n <= 1 || bytes <= 0) return 0;
    const double ring = 2.0 * (n - 1) / n * bytes / g.bw + ringLatency(g, true);
    if (g.nodes <= 1) return ring;
    const double tree = bytes / (kTreeAlgorithmBandwidth * g.bw)
                        + 2.0 * ((g.perNode - 1) * g.intraLatency
                                 + std::ceil(std::log2(double(g.nodes))) * g.interLatency);
    return std::min(ring, tree);
}

/// A group of `ranks` GPUs whose consecutive members are `stride` apart in the job's rank
/// order (TP innermost, then CP, then DP, then PP, as Megatron-Core and torchtitan lay them
/// out). Inside a node it runs on NVLink. Across nodes NCCL spreads its rings over every
/// rail: each ring crosses a node boundary once per channel and NVLink carries the other
/// hops, so a node's share of the traffic leaves through the NICs of all the group's GPUs
/// on that node, not through one GPU's share of one NIC. The bus bandwidth per GPU is then
/// the smaller of NVLink's and the pooled NICs' (the per-GPU NIC share times the group's
/// GPUs per node), the NICs at the rate the spine gives them when it is oversubscribed.
GroupLinks groupLinks(const ClusterFacts &c, int ranks, int stride, double spineSlowdown)
{
    // "Node" here is the NVLink domain: a server's, or a rack-scale system's rack.
    const int perNode = c.nvlinkDomain();
    stride = std::max(1, stride);
    int local = std::max(1, std::min(ranks, perNode / stride));
    // Groups spanning `span` consecutive ranks tile the domain only when span divides it;
    // otherwise one group straddles two domains (TP 16 on 72 GPUs: ranks 64-79), with its
    // smaller part on one side, and the step waits for it.
    const int span = ranks * stride;
    const bool straddles = ranks > 1 && span < perNode && perNode % span != 0 && c.gpus > perNode;
    if (straddles) local = std::max(1, (perNode % span) / stride);
    GroupLinks g;
    g.ranks = std::max(1, ranks);
    g.perNode = local;
    g.intraLatency = c.intraLatency.value();
    g.interLatency = c.interLatency.value();
    g.nvlink = c.intraNodePerGpu.value();
    g.nic = c.interNodePerGpu.value() / std::max(1.0, spineSlowdown);
    const bool crossesNodes
        = straddles || ranks > local || (c.gpus > perNode && stride >= perNode && ranks > 1);
    if (!crossesNodes) {
        g.bw = c.intraNodePerGpu.value();
        return g;
    }
    g.nodes = (g.ranks + local - 1) / local;
    const double pooled = g.nic * local;
    g.bw = local > 1 ? std::min(c.intraNodePerGpu.value(), pooled) : pooled;
    return g;
}

/// The collectives a stack reduces `params` gradients in, outside ZeRO-3: one per block
/// (FSDP's units) or one per bucket (Framework::gradBucketParams).
double gradientCollectives(const Framework &fw, double params, double blocks, int ranks)
{
    if (params <= 0) return 0;
    if (fw.gradBucketParams <= 0) return std::max(1.0, blocks);
    const double bucket = std::max(fw.gradBucketParams, fw.gradBucketParamsPerRank * ranks);
    return std::max(1.0, std::ceil(params / bucket));
}

/// `count` all-reduces of `bytes` in all.
double allReduceIn(double count, double bytes, const GroupLinks &g)
{
    return count > 0 ? count * allReduce(bytes / count, g) : 0.0;
}

/// Every rank sends to its neighbour at once, so a step lasts as long as the slowest hop:
/// across nodes a GPU's own NIC share (the exchange is point to point, not spread over the
/// node's rails as NCCL's rings are) and the network's latency, else NVLink.
double ringExchange(double bytes, const GroupLinks &g)
{
    if (g.ranks <= 1 || bytes <= 0) return 0;
    const double step = g.nodes > 1 ? bytes / g.nic + g.interLatency
                                    : bytes / g.nvlink + g.intraLatency;
    return (g.ranks - 1) * step;
}

/// NVLink and the NICs carry their shares at once; a group inside one node still pays a
/// hop's latency.
double allToAll(double intraBytes, double interBytes, const GroupLinks &g)
{
    if (g.ranks <= 1) return 0;
    const double intra = intraBytes / g.nvlink;
    const double inter = g.nodes > 1 ? interBytes / g.nic + g.interLatency : g.intraLatency;
    return std::max(intra, inter);
}

} // namespace cp::detail
