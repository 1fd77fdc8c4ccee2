// SPDX-License-Identifier: GPL-3.0-or-later
// Bottleneck and risk findings: each a stable code with the element it concerns; the
// thresholds come from the rules of thumb in docs/model.md#findings.
#include "engine/collectives.h"
#include "engine/engine.h"

#include <algorithm>
#include <iterator>

namespace cp::detail {

/// Share of the training time in communication from which GPUs sharing PCIe are named.
constexpr double kPcieCommShare = 0.05;

void addFindings(const Plan &plan, const ModelMath &m, const Layout &l, const ClusterFacts &c,
                 Result &r)
{
    auto add = [&](FindingCode code, Severity s, std::array<double, 7> args = {},
                   const std::string &element = {}) {
        r.findings.push_back({code, s, element, args});
    };
    const Accelerator &gpu = *c.gpu;
    const double gibUsed = toGiB(r.memoryPerGpu), gibCap = toGiB(r.capacity);
    if (!r.fits) {
        // The levers this plan has left (a bit each, args[2]): the fix names only those.
        int levers = 0;
        if (c.gpus > l.tp * l.pp * l.cp) levers |= kMoreModelParallel;
        if (l.dp * l.cp > 1 && l.zero < 3) levers |= kShardMore;
        if (l.recompute != Recompute::Full) levers |= kRecomputeMore;
        if (l.microBatch > 1) levers |= kSmallerMicroBatch;
        add(FindingCode::DoesNotFit, Severity::Error, {gibUsed, gibCap, double(levers)});
    } else if (!keepsHeadroom(r.memoryPerGpu.value(), r.capacity.value()))
        add(FindingCode::LowHeadroom, Severity::Warning, {r.headroom * 100, gibUsed, gibCap});

    const bool pcieLike = gpu.intraKind == IntraNodeKind::Pcie
                          || (gpu.intraKind == IntraNodeKind::NvLinkBridge && c.gpusPerNode > 2);
    if (pcieLike && l.tp > 1)
        add(FindingCode::PcieWithTensorParallel, Severity::Warning, {double(l.tp)}, c.firstGpuNode);
    // Many GPUs on PCIe matter when their traffic does: a job whose communication is a few
    // per cent of its time (a small model's gradients) loses little to the shared bus.
    else if (pcieLike && c.gpusPerNode >= 4
             && (r.time.dataParallel + r.time.stragglerWait + r.time.tensorParallel
                 + r.time.contextParallel + r.time.expertParallel)
                        .value()
                    >= kPcieCommShare * r.trainingTime.value())
        add(FindingCode::PcieManyGpus, Severity::Warning, {double(c.gpusPerNode)}, c.firstGpuNode);

    // Tensor parallelism beyond the NVLink domain, or straddling two (TP 16 on 72 GPUs).
    if (detail::groupLinks(c, l.tp, 1).nodes > 1)
        add(FindingCode::TensorParallelAcrossNodes, Severity::Warning,
            {double(l.tp), double(c.nvlinkDomain()), c.rackScale ? 1.0 : 0.0});

    if (c.nodes > 1 && c.fabric) {
        const double gbps = toGbps(c.fabric->rate);
        if (gbps < 25)
            add(FindingCode::FabricTooSlow, Severity::Error, {gbps}, c.fabric->id);
        else if (gbps < 100)
            add(FindingCode::FabricSlowMultiNode, Severity::Warning, {gbps}, c.fabric->id);
    }

    // A part no published run calibrates: its GEMM efficiency is a planning value and the
    // likely range twice as wide (docs/validation.md), unless a trial on it calibrates the
    // plan. Every view says so, as the recommender did alone.
    if (!gpu.efficiencyFitted && !r.calibration.applied) {
        add(FindingCode::UncalibratedAccelerator, Severity::Info);
        r.findings.back().part = gpu.name;
    }

    // NICs faster than the host's PCIe slots carry: the time counts the slot's rate.
    if (c.nodes > 1 && c.slotNicGbps > 0)
        add(FindingCode::NicAboveHostLink, Severity::Info, {c.slotNicGbps, c.slotGbps},
            c.slotNode);

    // Data-parallel traffic across an oversubscribed spine (the designed fabric, section 9):
    // the share leaving its leaf runs at 1/R of the line rate.
    if (c.dataParallelSlowdown > 1.0 + 1e-9 && l.dp * l.cp > 1 && r.time.dataParallel.value() > 0) {
        const FabricDesign &f = c.dataFabric;
        add(FindingCode::OversubscribedSpine, Severity::Warning,
            {f.oversubscription, 100 * f.spineShare(c.nodes), c.dataParallelSlowdown,
             double(f.nodesPerLeaf)},
            c.dataFabricLeaf);
    }

    // Data pipeline: storage or host CPUs slower than the GPUs consume.
    const double diskBytes
        = m.bytesPerSampleOnDisk > 0 ? m.bytesPerSampleOnDisk : m.tokensPerSample * 4.0;
    const double cores = std::max(1.0, double(c.hostCoresTotal) - c.gpus);
    const double needCores = r.samplesPerSecond * m.cpuSecondsPerSample;
    if (r.time.dataLoading.value() > 0.05 * r.trainingTime.value()) {
        // What the storage delivers as the time model reads it (dataTime): its bandwidth,
        // or for images and large samples one random read per MiB at its IOPS. What the GPUs
        // would take: that rate stretched by the time they wait. The achieved rate stood for
        // the need: "delivers 80 GB/s but the GPUs consume 74.72 GB/s: they wait".
        double deliver = c.storageRead.value();
        if (m.imageData || m.bytesPerSampleOnDisk > 65536)
            deliver = std::min(deliver, c.storageIops * diskBytes
                                            / std::max(1.0, std::ceil(diskBytes / 1048576.0)));
        const double waiting = r.time.dataLoading.value() / r.trainingTime.value();
        const double need = deliver / std::max(0.05, 1.0 - waiting);
        if (needCores > cores && m.cpuSecondsPerSample > 0)
            add(FindingCode::CpuPreprocessBottleneck, Severity::Warning, {needCores, cores});
        else
            add(FindingCode::StorageTooSlow, Severity::Warning, {need / 1e9, deliver / 1e9},
                c.storage ? c.storage->id : std::string());
    }
    if (m.imageData && c.storage && c.storage->media == StorageMedia::Hdd)
        add(FindingCode::HddImageData, Severity::Warning, {}, c.storage->id);

    // Power: one node against the rack position's budget.
    if (c.rackBudget.value() > 0 && c.nodePower > c.rackBudget)
        add(FindingCode::NodeOverRackPower, Severity::Warning,
            {c.nodePower.value() / 1000, c.rackBudget.value() / 1000});

    // Host: RAM at least the node's GPU memory; four CPU cores per GPU for the loaders.
    const double gpuMemNode = r.capacity.value() * c.gpusPerNode;
    if (c.hostRamPerNode.value() < gpuMemNode)
        add(FindingCode::HostRamLow, Severity::Warning,
            {toGiB(c.hostRamPerNode), toGiB(Bytes(gpuMemNode))});
    if (c.gpusPerNode > 0 && double(c.cpuCoresPerNode) / c.gpusPerNode < 4.0)
        add(FindingCode::HostCpuLow, Severity::Warning,
            {double(c.cpuCoresPerNode) / c.gpusPerNode});

    if (m.transformer && !gpu.peakTflopsBf16 && plan.precision != Precision::FP32)
        add(FindingCode::NoBf16, Severity::Warning);
    if (plan.precision == Precision::FP8 && !gpu.peakTflopsFp8)
        add(FindingCode::NoFp8, Severity::Warning);

    // A part the project's market does not sell new (a purchase of it cannot be made) or
    // does not offer at all: args[0] 1 when not at all, args[1] the market (kMarkets).
    if (!plan.market.id.empty() && !gpu.offeredIn(plan.market.id, plan.pricing)) {
        const auto at = std::find(std::begin(kMarkets), std::end(kMarkets), plan.market.id);
        add(FindingCode::NotOfferedInMarket, Severity::Warning,
            {gpu.availabilityIn(plan.market.id) == Availability::Unavailable ? 1.0 : 0.0,
             double(at - std::begin(kMarkets))});
        r.findings.back().part = gpu.name;
    }

    if (plan.budget > 0 && !r.withinBudget)
        add(FindingCode::OverBudget, Severity::Warning,
            {r.costTotal, plan.budget, double(int(plan.currency))}); // amounts in the plan's currency
    // Within the budget, but not at the likely range's high end (the slow time at the high
    // prices): the reader signing the budget learns it from the planner, not the invoice.
    else if (plan.budget > 0 && r.costRange[1] > plan.budget)
        add(FindingCode::LikelyOverBudget, Severity::Info,
            {r.costRange[1], plan.budget, double(int(plan.currency))});
    // A reservation the job leaves partly idle, dearer than paying for the job another way.
    const CostSpan &span = r.span;
    if (span.kind == CostSpanKind::Commitment && span.cheaperTotal > 0)
        add(FindingCode::CommitmentUnderused, Severity::Warning,
            {span.use * 100, span.termMonths / 12, double(int(span.cheaperPricing)),
             span.cheaperTotal, double(int(r.currency))});
    // Hardware bought for a job that uses under half of the period it is paid off over,
    // where renting for the job alone costs less.
    if (span.kind == CostSpanKind::Ownership && span.cheaperTotal > 0 && span.use < 0.5)
        add(FindingCode::OwnershipUnderused, Severity::Warning,
            {span.use * 100, span.months, double(int(span.cheaperPricing)), span.cheaperTotal,
             double(int(r.currency))});
    // The deadline counts from the order: the cluster's lead time, then the run. args[2]
    // is set by the planner when a network finding explains the time.
    if (!meetsDeadline(plan, r))
        add(FindingCode::DeadlineMissed, Severity::Warning,
            {r.totalTime.value() / 86400.0, plan.deadlineDays, 0, plan.leadTimeDays});
    if (plan.checkpointIntervalHours == 0) {
        if (plan.pricing == Pricing::Spot)
            add(FindingCode::SpotNoCheckpoints, Severity::Error);
        else if (toHours(r.trainingTime) > 24)
            add(FindingCode::LongRunNoCheckpoints, Severity::Warning, {toHours(r.trainingTime)});
    }
}

} // namespace cp::detail
