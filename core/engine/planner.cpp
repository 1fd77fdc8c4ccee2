// SPDX-License-Identifier: GPL-3.0-or-later
// Ties the models together: evaluate() and the bill of materials, calibration from a trial
// run, the estimate's likely ranges, and the runs derived from a plan (acceptance trial,
// scaling curve, memory on each accelerator). The layout search is layoutsearch.cpp.
#include "report/errortext.h"
#include "report/format.h"
#include "engine/layoutsearch.h"
#include "engine/planner.h"
#include "engine/networklayout.h"

#include "engine/engine.h"

#include <algorithm>
#include <bit>
#include <cmath>

namespace cp {

using namespace detail;

namespace {
std::optional<PlanError> evaluateWith(const Plan &plan, const Catalog &catalog, Result &out,
                                      std::vector<BomLine> *bom, double scale = 1.0,
                                      double memoryScale = 1.0);
} // namespace

namespace {
/// An estimate that is not a finite number, or one past any plan a person makes, is an
/// error naming its likely cause, never a null, a zero or a wrapped integer.
std::optional<PlanError> checkFinite(const Plan &plan, const Result &r)
{
    const double values[] = {r.totalTime.value(), r.trainingTime.value(), r.stepTime.value(),
                             r.costTotal, r.monthlyCost, r.memoryPerGpu.value(),
                             r.tokensPerSecond, r.samplesPerSecond, r.gpuHours,
                             r.totalTimeRange[0].value(), r.totalTimeRange[1].value(),
                             r.costRange[0], r.costRange[1]};
    for (double v : values)
        if (!std::isfinite(v) || v < 0)
            return PlanError{"estimate",
                             ErrorTr::tr("the estimate is not a finite number: check the "
                                         "accelerator's figures in the catalog (peak FLOP/s, "
                                         "memory, bandwidth) and the dataset size")
                                 .toStdString()};
    const bool past = r.totalTime.value() > kMaxPlanYears * 365.25 * 86400;
    // Slower than a gigaFLOP/s per GPU: the accelerator's figures are wrong, not the data.
    if (past && r.tflopsPerGpu < 1e-3)
        return PlanError{"gpu",
                         ErrorTr::tr("the accelerator computes under 1 GFLOP/s per GPU in this "
                                     "plan, so the job would take %1 years: check its figures "
                                     "in the catalog")
                             .arg(formatNumber(r.totalTime.value() / (365.25 * 86400), 3,
                                               currentLanguage()))
                             .toStdString()};
    if (past)
        return PlanError{plan.tokens > 0 ? "tokens" : "samples",
                         ErrorTr::tr("the job would take %1 years on this cluster, past any "
                                     "plan: check the dataset size and the GPU count")
                             .arg(formatNumber(r.totalTime.value() / (365.25 * 86400), 3,
                                               currentLanguage()))
                             .toStdString()};
    if (!(r.stepTime.value() > 0) || !(r.tokensPerSecond > 0 || r.samplesPerSecond > 0))
        return PlanError{"estimate",
                         ErrorTr::tr("the estimate has no throughput: check the accelerator's "
                                     "figures in the catalog").toStdString()};
    return std::nullopt;
}
} // namespace

std::optional<PlanError> evaluate(const Plan &plan, const Catalog &catalog, Result &out)
{
    if (auto e = evaluateWith(plan, catalog, out, nullptr)) return e;
    return checkFinite(plan, out);
}

std::optional<PlanError> billOfMaterials(const Plan &plan, const Catalog &catalog, Result &out,
                                         std::vector<BomLine> &lines)
{
    lines.clear();
    if (auto e = evaluateWith(plan, catalog, out, &lines)) return e;
    return checkFinite(plan, out);
}

namespace {

/// The shard group a run of the same layout on fewer data-parallel ranks uses: the one the
/// plan names where those ranks allow it, otherwise all of them (as the plan shards over
/// all of its own).
int shardGroupOnFewerRanks(int asked, const Parallelism &fewer)
{
    return asked > 0 && (fewer.dp * std::max(1, fewer.cp)) % asked == 0 ? asked : 0;
}

/// The plan's trial run as a plan of its own: the same model, precision and layout on the
/// trial's GPUs, data parallel over the rest, the same micro-batches per GPU per step.
std::optional<PlanError> trialPlan(const Plan &plan, const Catalog &catalog,
                                   const ClusterFacts &c, Plan &trial, std::string &stack)
{
    Plan untrialled = plan;
    untrialled.trial = {};
    Result base;
    if (auto e = evaluateWith(untrialled, catalog, base, nullptr)) return e;
    stack = base.framework;
    const Parallelism &l = base.par;
    const int model = l.tp * l.pp * l.cp;
    const int n = plan.trial.gpus;
    if (n % model != 0)
        return PlanError{"trial-gpus",
                         ErrorTr::tr("the trial's GPUs (%1) must be a multiple of the plan's "
                                     "tp x pp x cp (%2)")
                             .arg(n)
                             .arg(model)
                             .toStdString()};
    trial = untrialled;
    trial.gpu = c.gpu->id;
    // A trial on all the plan's GPUs ran on the cluster as drawn (nodes of different sizes
    // included); on fewer, on whole nodes of the plan's kind.
    if (n != c.gpus) {
        trial.topology = {};
        trial.gpus = n;
        trial.gpusPerNode = std::min(n, std::max(1, c.gpusPerNode));
        if (c.fabric) trial.interNode = c.fabric->id;
    }
    trial.par = l;
    trial.par.dp = n / model;
    trial.par.sequenceParallel = base.sequenceParallel ? 1 : 0;
    trial.par.shardGroup = shardGroupOnFewerRanks(plan.par.shardGroup, trial.par);
    const int micro = std::max(1, l.globalBatch / std::max(1, l.dp * l.microBatch));
    trial.par.globalBatch = micro * trial.par.dp * l.microBatch;
    return std::nullopt;
}

/// Fits the compute multiplier that makes the modelled trial reproduce its measured
/// throughput, and the memory multiplier for its measured peak.
std::optional<PlanError> calibrateFromTrial(const Plan &plan, const Catalog &catalog,
                                            const ClusterFacts &c, CalibrationResult &out,
                                            bool &sameStack)
{
    Plan trial;
    std::string stack;
    if (auto e = trialPlan(plan, catalog, c, trial, stack)) return e;
    // The stack the plan runs on, resolved: a trial of another one does not apply.
    sameStack = plan.trial.framework.empty() || plan.trial.framework == stack;
    if (!sameStack) return std::nullopt;
    const double measured = plan.trial.tokensPerSecPerGpu;
    Result at;
    auto perGpu = [&](double scale) -> std::optional<double> {
        if (evaluateWith(trial, catalog, at, nullptr, scale)) return std::nullopt;
        return at.tokensPerSecond / std::max(1, at.cluster.gpus);
    };
    const auto modelled = perGpu(1.0);
    out.trialMemory = at.memoryPerGpu;
    out.trialFits = at.fits && keepsHeadroom(at.memoryPerGpu.value(), at.capacity.value());
    if (!modelled || !(*modelled > 0))
        return PlanError{"trial-gpus",
                         ErrorTr::tr("the trial run cannot be modelled on %1 GPUs")
                             .arg(plan.trial.gpus)
                             .toStdString()};
    // Throughput falls as compute slows: bisect the multiplier on a log scale. Beyond 20x
    // either way the measurement is not of this configuration.
    double lo = std::log(0.05), hi = std::log(20.0);
    const auto fastest = perGpu(std::exp(lo)), slowest = perGpu(std::exp(hi));
    if (!fastest || !slowest || measured > *fastest || measured < *slowest)
        return PlanError{"trial-tokens-per-s-per-gpu",
                         ErrorTr::tr("%1 tokens/s per GPU is out of reach of this configuration "
                                     "(the model gives %2; check the trial's layout and GPUs)")
                             .arg(measured, 0, 'f', 0)
                             .arg(*modelled, 0, 'f', 0)
                             .toStdString()};
    for (int i = 0; i < 48; ++i) {
        const double mid = 0.5 * (lo + hi);
        if (perGpu(std::exp(mid)).value_or(0) > measured)
            lo = mid;
        else
            hi = mid;
    }
    out.factor = std::exp(0.5 * (lo + hi));
    out.trialPredicted = *modelled;
    out.trialMeasured = measured;
    out.trialGpus = plan.trial.gpus;
    out.memoryFactor = 1.0;
    if (plan.trial.peakMemoryGiB > 0) {
        if (evaluateWith(trial, catalog, at, nullptr, out.factor))
            return PlanError{"trial-gpus", ErrorTr::tr("the trial run cannot be modelled").toStdString()};
        // total = S + k A + O, where the allocator's share of O grows with k A: solve for k
        // so that the modelled trial holds exactly the measured peak.
        const double states = (at.memory.weights + at.memory.gradients + at.memory.optimizer).value();
        const double act = at.memory.activations.value();
        const double fixedOther = at.memory.other.value() - kAllocatorOverhead * (states + act);
        const double peak = gib(plan.trial.peakMemoryGiB).value();
        const double k = act > 0 ? (peak - fixedOther - (1.0 + kAllocatorOverhead) * states)
                                       / ((1.0 + kAllocatorOverhead) * act)
                                 : 0;
        const double rest = act + at.memory.other.value();
        if (!(k >= 0.2 && k <= 5.0))
            return PlanError{"trial-peak-memory-gib",
                             ErrorTr::tr("%1 GiB measured against %2 GiB modelled (%3 GiB of it "
                                         "weights, gradients and optimizer states): not this "
                                         "configuration")
                                 .arg(plan.trial.peakMemoryGiB, 0, 'f', 1)
                                 .arg((states + rest) / (1024.0 * 1024 * 1024), 0, 'f', 1)
                                 .arg(states / (1024.0 * 1024 * 1024), 0, 'f', 1)
                                 .toStdString()};
        out.memoryFactor = k;
    }
    out.applied = true;
    return std::nullopt;
}

/// The p10-p90 range of the estimate. The planner's ratio predicted / published on runs it
/// was not fitted to has quantiles exp(kLogP10) and exp(kLogP90) (leave-one-source-out on
/// the calibration set, scripts/fit-calibration.py --cross-validate, docs/validation.md),
/// taken over the held-out plans that get this range: dense transformers on parts whose GEMM
/// efficiency published runs fitted. The wall time scales with that ratio, throughput
/// inversely; the cost is the cost model at the low and high times. The other plans carry
/// twice the spread. The planner errs more often slow than fast on runs it has not seen,
/// so the range reaches further towards a faster run.
constexpr double kLogP10 = -0.092, kLogP90 = 0.072;
// Calibrated from a trial run of the same configuration on fewer GPUs, what is left is the
// extrapolation in scale (kTrialCalibratedSpread, result.h).
const double kCalibratedLogP10 = std::log(1.0 - kTrialCalibratedSpread),
             kCalibratedLogP90 = std::log(1.0 + kTrialCalibratedSpread);

void addRanges(const Plan &plan, const Catalog &catalog, const ModelMath &m, double datasetBytes,
               Result &r)
{
    // Twice the spread where no published run validates the figure: parts whose GEMM
    // efficiency is a planning value, models other than transformers (their achieved
    // fraction of peak is a planning value too), and mixtures of experts (their published
    // runs scatter twice as wide, docs/validation.md).
    const bool validated = r.cluster.gpu && r.cluster.gpu->efficiencyFitted && m.transformer
                           && !m.main.moe();
    const double widen = validated ? 1.0 : 2.0;
    const bool calibrated = r.calibration.applied;
    const double lo = std::exp(calibrated ? kCalibratedLogP10 : kLogP10 * widen);
    const double hi = std::exp(calibrated ? kCalibratedLogP90 : kLogP90 * widen);
    r.tokensPerSecondRange = {r.tokensPerSecond / hi, r.tokensPerSecond / lo};
    r.totalTimeRange = {r.totalTime * lo, r.totalTime * hi};
    // The low cost at the short time and the GPU's low price, the high at the long time and
    // the high price (GpuPrice's ranges): the money is as uncertain as the time. What the
    // cost reads of the run but its time: the checkpoints (the stored data) and the designed
    // networks (a purchase owns their switches and optics, and powers them).
    auto costAt = [&](Seconds time, PriceLevel level) {
        Result at;
        at.checkpointSize = r.checkpointSize;
        at.network = r.network;
        at.totalTime = time;
        computeCost(plan, catalog, r.cluster, datasetBytes, at, nullptr, level);
        return at.costTotal;
    };
    for (int i = 0; i < 2; ++i) {
        const PriceLevel level = i == 0 ? PriceLevel::Low : PriceLevel::High;
        r.costRange[std::size_t(i)] = costAt(r.totalTimeRange[std::size_t(i)], level);
        r.costPriceRange[std::size_t(i)] = costAt(r.totalTime, level);
    }
    // A reserved term or a purchase bills the same whatever the time: the range may be flat,
    // never inverted.
    if (r.costRange[0] > r.costRange[1]) std::swap(r.costRange[0], r.costRange[1]);
}

/// Names the drawn element that holds the inter-node bandwidth down (core/engine/cluster.cpp) when
/// it lengthens the run: the total time is planned again, layout search included, as if the
/// element were cabled like the rest of the network.
void addLinkLimitFindings(const Plan &plan, const Catalog &catalog, const ModelMath &m, Result &r)
{
    const LinkLimit &limit = r.cluster.linkLimit;
    if (limit.element.empty()) return;
    ClusterFacts without = r.cluster;
    without.interNodePerGpu = limit.interNodePerGpuWithout;
    Candidate best;
    long long examined = 0;
    if (chooseLayout(plan, catalog, m, without, r.calibration.factor, r.calibration.memoryFactor,
                     best, examined))
        return;
    Result alt;
    finishTime(plan, m, best.layout, without, best.time, alt);
    // Under 1 % the element does not limit the time in any way worth naming.
    if (!(r.totalTime.value() > 1.01 * alt.totalTime.value())) return;
    const std::array<double, 7> args{limit.gbps, limit.othersGbps, r.totalTime.value() / 86400.0,
                                     alt.totalTime.value() / 86400.0};
    if (limit.isSwitch)
        r.findings.push_back(
            {FindingCode::SwitchPortsLimit, Severity::Warning, limit.element, args});
    else
        for (const std::string &node : limit.nodes)
            r.findings.push_back({FindingCode::NodeLinksLimit, Severity::Warning, node, args});
    // A missed deadline then has a cause to fix before buying more GPUs.
    for (Finding &f : r.findings)
        if (f.code == FindingCode::DeadlineMissed) f.args[2] = 1;
}

std::optional<PlanError> evaluateWith(const Plan &plan, const Catalog &catalog, Result &out,
                                      std::vector<BomLine> *bom, double scale, double memoryScale)
{
    Result r;
    r.calibration.factor = scale;
    r.calibration.memoryFactor = memoryScale;
    ModelMath m;
    if (auto e = buildModel(plan, m)) return e;
    if (plan.tokens <= 0 && plan.samples <= 0 && plan.datasetBytes <= 0)
        return PlanError{
            "tokens",
            ErrorTr::tr("give the dataset size as tokens, samples or dataset-bytes").toStdString()};
    if (auto e = deriveCluster(plan, catalog, r.cluster, r.findings)) return e;
    const ClusterFacts &c = r.cluster;
    if (const PriceList *list = detail::planPriceList(plan, catalog))
        r.cluster.rackBudget = Watts(list->rackPowerKW * 1000.0);
    if (plan.rackPowerKW > 0) r.cluster.rackBudget = Watts(plan.rackPowerKW * 1000.0);
    for (const TopoNode &n : plan.topology.nodes)
        if (n.rackPowerW > 0)
            r.cluster.rackBudget = Watts(std::min(r.cluster.rackBudget.value(), n.rackPowerW));
    // A rack-scale system's rack is the product and draws what it draws: the site must give
    // it that power and its cooling, which the plan's own rack power may not.
    if (const RackScale *rs = r.cluster.rackScale) {
        double siteKW = plan.rackPowerKW > 0 ? plan.rackPowerKW : 0.0;
        for (const TopoNode &n : plan.topology.nodes)
            if (n.rackPowerW > 0)
                siteKW
                    = siteKW > 0 ? std::min(siteKW, n.rackPowerW / 1000.0) : n.rackPowerW / 1000.0;
        const bool siteShort = siteKW > 0 && siteKW < rs->powerKW;
        const int jobPerRack = r.cluster.nvlinkGpus / std::max(1, r.cluster.gpusPerNode);
        r.findings.push_back(
            {FindingCode::RackScaleRacks,
             siteShort ? Severity::Warning : Severity::Info,
             {},
             {rs->powerKW, double(rs->nodes), double(jobPerRack), rs->liquidCooled ? 1.0 : 0.0,
              siteShort ? siteKW : 0.0, double(r.cluster.nodes),
              double(r.cluster.nodes + r.cluster.spareNodes)}});
        r.cluster.rackBudget = Watts(rs->powerKW * 1000.0);
    }
    // Racks within the budget just set, drawn rack positions included.
    r.network = designNetwork(plan, catalog, r.cluster);
    // A plan of flags runs on the designed fabric, a drawing on the tiers drawn; either's
    // spine may be oversubscribed.
    // A drawn switch with more cables than ports cannot be built as drawn.
    const DrawnNetwork drawn = drawnNetwork(plan.topology, catalog, plan.market.id);
    r.cluster.dataFabric = plan.topology.empty() ? r.network.compute : drawn.compute;
    r.cluster.dataFabricLeaf = drawn.worstLeaf;
    r.cluster.dataParallelSlowdown = r.cluster.dataFabric.slowdown(r.cluster.nodes);
    for (const OverfullSwitch &s : drawn.overfull)
        r.findings.push_back({FindingCode::SwitchOutOfPorts, Severity::Warning, s.id,
                              {double(s.used), double(s.radix)}});

    Candidate best;
    long long examined = 0;
    if (plan.trial.gpus > 0) {
        const std::string trialGpu = plan.trial.gpu.empty() ? c.gpu->id : plan.trial.gpu;
        bool sameStack = true;
        if (trialGpu == c.gpu->id) {
            if (auto e = calibrateFromTrial(plan, catalog, c, r.calibration, sameStack)) return e;
        }
        if (trialGpu != c.gpu->id || !sameStack) {
            r.calibration = {};
            Finding f{FindingCode::TrialNotApplied, Severity::Warning, {}, {}};
            r.findings.push_back(f);
        }
    }
    // A trial calibrates the time of the layout, it does not pick it: the layout is the one
    // the model rates fastest (the one the trial ran), its compute then scaled by the
    // measurement. Choosing among layouts with the scaled compute moved auto to layouts the
    // planner itself rates slower (a slower trial favoured compute-light, comm-heavy ones).
    if (auto e = chooseLayout(plan, catalog, m, c, 1.0, r.calibration.memoryFactor, best, examined))
        return e;
    if (r.calibration.factor != 1.0) {
        best.layout.computeScale = r.calibration.factor;
        best.time = stepTime(plan, m, best.layout, c);
    }
    r.layoutsExamined = examined;
    const Layout &l = best.layout;

    r.params = m.params;
    r.trainableParams = m.trainable;
    r.activeParams = m.activeParams;
    r.memory = best.memory;
    r.memoryPerGpu = best.memory.total();
    r.capacity = c.gpu->usableMemory;
    r.fits = r.memoryPerGpu <= r.capacity;
    r.headroom = 1.0 - r.memoryPerGpu / r.capacity;
    r.par.tp = l.tp;
    r.par.pp = l.pp;
    r.par.dp = l.dp;
    r.par.cp = l.cp;
    r.par.vp = l.vp;
    r.par.ep = l.ep;
    r.par.shardGroup = l.shardGroup;
    r.par.capacityFactor = l.capacityFactor;
    r.par.zero = l.zero;
    r.par.microBatch = l.microBatch;
    r.par.globalBatch = l.globalBatch;
    r.par.recompute = l.recompute;
    r.framework = l.framework->id;
    r.par.sequenceParallel = l.sp ? 1 : 0;
    r.sequenceParallel = l.sp;

    finishTime(plan, m, l, c, best.time, r);
    double datasetBytes = plan.datasetBytes;
    if (datasetBytes <= 0) {
        const double perSample
            = m.bytesPerSampleOnDisk > 0 ? m.bytesPerSampleOnDisk : m.tokensPerSample * 4.0;
        datasetBytes = plan.tokens > 0 ? plan.tokens / m.tokensPerSample * perSample
                                       : plan.samples * perSample;
    }
    computeCost(plan, catalog, c, datasetBytes, r, bom);
    addRanges(plan, catalog, m, datasetBytes, r);
    addFindings(plan, m, l, c, r);
    addLinkLimitFindings(plan, catalog, m, r);
    out = std::move(r);
    return std::nullopt;
}
} // namespace

Seconds totalTimeOn(Pricing pricing, const Plan &plan, const Result &evaluated)
{
    Plan p = plan;
    p.pricing = pricing;
    Result r = evaluated;
    planRestarts(p, r.cluster, r);
    return r.totalTime;
}

bool throughputInSamples(const Plan &plan, const Result &r)
{
    return r.perSample || plan.tokens <= 0;
}

std::optional<PlanError> acceptanceTrial(const Plan &plan, const Catalog &catalog,
                                         const Result &full, AcceptanceTrial &out)
{
    const ClusterFacts &c = full.cluster;
    if (!c.gpu) return PlanError{"gpu", ErrorTr::tr("the plan is not evaluated").toStdString()};
    const Parallelism &l = full.par;
    const int model = l.tp * l.pp * l.cp;
    const int perNode = std::max(1, c.gpusPerNode);
    const int micro = std::max(1, l.globalBatch / std::max(1, l.dp * l.microBatch));
    // A trial keeps the headroom the full run keeps: one that fills its cards would pass
    // or fail on allocator luck, and could not show the margin the plan promises.
    const bool roomy = keepsHeadroom(full.memoryPerGpu.value(), full.capacity.value());
    for (int dp = 1; dp <= l.dp; ++dp) {
        if (l.dp % dp != 0) continue;
        const int n = model * dp;
        if (n > perNode && n % perNode != 0) continue; // whole nodes beyond one
        Plan trial = plan;
        trial.topology = {};
        trial.trial = {};
        trial.gpu = c.gpu->id;
        trial.gpus = n;
        trial.gpusPerNode = std::min(n, perNode);
        if (c.fabric) trial.interNode = c.fabric->id;
        if (c.storage) trial.storage = c.storage->id;
        // The stack as the plan states it: the trial's layout resolves to the same one, and
        // a stack the plan leaves open keeps its memory bound (attention scores stored,
        // memory.cpp) where naming the resolved one would drop them from the trial alone.
        trial.framework = plan.framework;
        trial.par = l;
        trial.par.dp = dp;
        trial.par.shardGroup = shardGroupOnFewerRanks(plan.par.shardGroup, trial.par);
        trial.par.sequenceParallel = full.sequenceParallel ? 1 : 0;
        trial.par.globalBatch = micro * dp * l.microBatch; // the same micro-batches per step
        Result r;
        if (n < c.gpus
            && (evaluateWith(trial, catalog, r, nullptr, full.calibration.factor,
                             full.calibration.memoryFactor)
                || !r.fits
                || (roomy && !keepsHeadroom(r.memoryPerGpu.value(), r.capacity.value()))))
            continue;
        if (n >= c.gpus) r = full;
        out.gpus = n;
        out.nodes = std::max(1, n / perNode);
        out.dp = n >= c.gpus ? l.dp : dp;
        out.perGpu = (throughputInSamples(plan, full) ? r.samplesPerSecond : r.tokensPerSecond)
                     / std::max(1, n);
        out.memoryPerGpu = r.memoryPerGpu;
        out.memory = r.memory;
        out.stepTime = r.stepTime;
        return std::nullopt;
    }
    return PlanError{"gpus",
                     ErrorTr::tr("no trial run of this layout can be planned").toStdString()};
}

ScalingBasis scalingBasis(const Plan &plan, const Result &base)
{
    ScalingBasis b;
    Plan &p = b.plan;
    p = plan;
    p.topology = {};
    p.gpu = base.cluster.gpu->id;
    p.gpusPerNode = base.cluster.gpusPerNode;
    if (base.cluster.fabric) p.interNode = base.cluster.fabric->id;
    if (base.cluster.storage) p.storage = base.cluster.storage->id;
    const Recompute recompute = p.par.recompute;
    p.par = {};
    p.par.recompute = recompute;
    p.par.sequenceParallel = plan.par.sequenceParallel;
    p.gpus = 0; // set at each point
    const int perNode = std::max(1, base.cluster.gpusPerNode);
    b.top = int(std::bit_ceil(unsigned(std::max(perNode, base.cluster.gpus) * 8)));
    return b;
}

std::vector<ScalingPoint> scalingCurve(const ScalingBasis &basis, const Catalog &catalog)
{
    std::vector<ScalingPoint> points;
    Plan p = basis.plan;
    const int perNode = std::max(1, basis.plan.gpusPerNode);
    for (int n = 1; n <= basis.top; n *= 2) {
        if (n > perNode && n % perNode != 0) continue;
        p.gpus = n;
        p.gpusPerNode = std::min(n, perNode);
        Result r;
        if (evaluate(p, catalog, r)) continue;
        points.push_back({n, r.totalTime, r.fits});
    }
    return points;
}

std::vector<ScalingPoint> scalingCurve(const Plan &plan, const Catalog &catalog)
{
    Result base;
    if (evaluate(plan, catalog, base)) return {};
    return scalingCurve(scalingBasis(plan, base), catalog);
}

std::vector<AcceleratorFit> memoryFitByAccelerator(const Plan &plan, const Catalog &catalog,
                                                   const Result *evaluated)
{
    std::vector<std::string> types;
    for (const TopoNode &n : plan.topology.nodes) {
        const NodeTemplate *t = catalog.node(n.templateId);
        if (!t || t->kind != NodeKind::Gpu) continue;
        const std::string id = n.gpu.empty() ? plan.gpu : n.gpu;
        if (std::find(types.begin(), types.end(), id) == types.end()) types.push_back(id);
    }
    if (types.empty()) types.push_back(plan.gpu);
    std::vector<AcceleratorFit> out;
    for (const std::string &id : types) {
        Plan p = plan;
        p.gpu = id;
        for (TopoNode &n : p.topology.nodes)
            if (!n.gpu.empty()) n.gpu = id;
        if (evaluated && p == plan) { // the plan as it is: its own result
            out.push_back({id, evaluated->memory, evaluated->capacity, evaluated->fits});
            continue;
        }
        Result r;
        if (evaluate(p, catalog, r)) continue;
        out.push_back({id, r.memory, r.capacity, r.fits});
    }
    return out;
}

} // namespace cp
