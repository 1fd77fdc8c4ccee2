// Ties the models together and picks the parallel layout the user left on auto.
#include "errortext.h"
#include "format.h"
#include "planner.h"

#include "engine.h"

#include <algorithm>
#include <cmath>

namespace cp {

const char *workloadName(Workload w)
{
    switch (w) {
    case Workload::Pretrain:
        return "pretrain";
    case Workload::Finetune:
        return "finetune";
    case Workload::Lora:
        return "lora";
    case Workload::Qlora:
        return "qlora";
    case Workload::Vision:
        return "vision";
    case Workload::Timeseries:
        return "timeseries";
    case Workload::Multimodal:
        return "multimodal";
    case Workload::Diffusion:
        return "diffusion";
    }
    return "pretrain";
}

std::optional<Workload> parseWorkload(const std::string &name)
{
    for (Workload w : kWorkloads)
        if (name == workloadName(w)) return w;
    return std::nullopt;
}

const char *recomputeName(Recompute r)
{
    switch (r) {
    case Recompute::Auto:
        return "auto";
    case Recompute::None:
        return "none";
    case Recompute::Selective:
        return "selective";
    case Recompute::Full:
        return "full";
    }
    return "auto";
}

const char *pricingName(Pricing p)
{
    switch (p) {
    case Pricing::OnDemand:
        return "on-demand";
    case Pricing::Reserved1y:
        return "reserved-1y";
    case Pricing::Reserved3y:
        return "reserved-3y";
    case Pricing::Spot:
        return "spot";
    case Pricing::Purchase:
        return "purchase";
    }
    return "on-demand";
}

std::optional<Pricing> parsePricing(const std::string &name)
{
    for (Pricing p : kPricingModes)
        if (name == pricingName(p)) return p;
    return std::nullopt;
}

using namespace detail;

namespace {

std::optional<PlanError> checkLayout(const Plan &plan, const ModelMath &m, const ClusterFacts &c,
                                     const Layout &l)
{
    const int model = l.tp * l.pp * l.cp;
    if (c.gpus % model != 0)
        return PlanError{"tp", ErrorTr::tr("tp x pp x cp (%1) must divide the GPU count (%2)")
                                   .arg(model)
                                   .arg(c.gpus)
                                   .toStdString()};
    if (l.dp * model != c.gpus)
        return PlanError{"dp", ErrorTr::tr("tp x pp x cp x dp (%1) must equal the GPU count (%2)")
                                   .arg(l.dp * model)
                                   .arg(c.gpus)
                                   .toStdString()};
    if (l.vp > 1 && l.pp < 2)
        return PlanError{
            "vp", ErrorTr::tr("interleaved stages (vp) need pipeline parallelism (pp of 2 or more)")
                      .toStdString()};
    if (m.transformer) {
        if (int(m.main.heads) % l.tp != 0)
            return PlanError{"tp", ErrorTr::tr("tp (%1) must divide the attention heads (%2)")
                                       .arg(l.tp)
                                       .arg(int(m.main.heads))
                                       .toStdString()};
        if (l.pp * l.vp > m.main.layers)
            return PlanError{"pp",
                             ErrorTr::tr("pp x vp exceeds the number of layers").toStdString()};
        if (int(m.main.seq) % l.cp != 0)
            return PlanError{"cp", ErrorTr::tr("cp must divide the sequence length").toStdString()};
    } else if (l.tp > 1 || l.pp > 1 || l.cp > 1) {
        return PlanError{
            "tp", ErrorTr::tr("tensor, pipeline and context parallelism apply to transformers only")
                      .toStdString()};
    }
    if (l.globalBatch % (l.dp * l.microBatch) != 0)
        return PlanError{
            "global-batch",
            ErrorTr::tr("global batch (%1) must be a multiple of dp x micro-batch (%2)")
                .arg(l.globalBatch)
                .arg(l.dp * l.microBatch)
                .toStdString()};
    (void)plan;
    return std::nullopt;
}

struct Candidate
{
    Layout layout;
    MemoryBreakdown memory;
    StepTime time;
    bool valid = false;
};

/// A fixed list of values to try for one parallelism dimension.
struct Options
{
    template<std::size_t N>
    constexpr Options(const int (&a)[N])
        : values(a)
        , count(N)
    {}
    const int *values;
    std::size_t count;
};

template<typename F>
void forEachOption(int given, Options opts, F f)
{
    if (given > 0) {
        f(given);
        return;
    }
    for (std::size_t i = 0; i < opts.count; ++i)
        f(opts.values[i]);
}

/// Least share of the step a model-parallel layout must save over plain data parallelism to
/// be chosen automatically.
constexpr double kModelParallelGain = 0.05;

/// Most tokens an automatic transformer micro-batch above 8 sequences holds (8 x 4,096).
constexpr double kMaxTokensPerMicroBatch = 8 * 4096;

/// Picks the layout: fixed where given, otherwise the fastest that fits.
std::optional<PlanError> chooseLayout(const Plan &plan, const Catalog &catalog, const ModelMath &m,
                                      const ClusterFacts &c, double computeScale,
                                      double memoryScale, Candidate &best, long long &examined)
{
    const Parallelism &p = plan.par;
    const double cap = c.gpu->memory.value();
    // Values the user fixed must be possible on their own before any search.
    const int fixedModel = std::max(1, p.tp) * std::max(1, p.pp) * std::max(1, p.cp);
    if (c.gpus % fixedModel != 0)
        return PlanError{p.tp > 0 ? "tp" : (p.pp > 0 ? "pp" : "cp"),
                         ErrorTr::tr("tp x pp x cp (%1) must divide the GPU count (%2)")
                             .arg(fixedModel)
                             .arg(c.gpus)
                             .toStdString()};
    if (m.transformer && p.tp > 0 && int(m.main.heads) % p.tp != 0)
        return PlanError{"tp", ErrorTr::tr("tp (%1) must divide the attention heads (%2)")
                                   .arg(p.tp)
                                   .arg(int(m.main.heads))
                                   .toStdString()};
    if (p.dp > 0 && c.gpus % p.dp != 0)
        return PlanError{"dp", ErrorTr::tr("dp (%1) must divide the GPU count (%2)")
                                   .arg(p.dp)
                                   .arg(c.gpus)
                                   .toStdString()};
    Candidate fastestFit, fastestTight, leanest;
    Candidate fastestPlain; // the fastest roomy layout without model parallelism (TP, PP, CP 1)
    std::optional<PlanError> firstError;

    // Per-sample models: the usual micro-batches first; 4, 2 and 1 after them, so that a
    // tie keeps the usual one and the small ones win only where they alone fit or keep the
    // headroom (an SDXL U-Net on a 48 GB card fits only below 8). Transformers: up to 8, and
    // beyond 8 while a micro-batch holds no more tokens than 8 sequences of 4,096 do, so a
    // short-sequence model (CLIP's 257 tokens) runs the micro-batches its recipes use
    // (OpenCLIP trains ViT-L/14 at 256 or more per GPU) instead of accumulating many small
    // ones or splitting a small model into pipeline stages.
    static constexpr int kTp[] = {1, 2, 4, 8}, kPp[] = {1, 2, 4, 8, 16, 32, 64},
                         kCpLong[] = {1, 2, 4, 8, 16}, kOne[] = {1},
                         kMbSeq[] = {1, 2, 4, 8, 16, 32, 64, 128, 256},
                         kMbSample[] = {8, 16, 32, 64, 128, 4, 2, 1};
    const Options tpOpts = m.transformer ? Options(kTp) : Options(kOne);
    const Options ppOpts = m.transformer ? Options(kPp) : Options(kOne);
    const Options cpOpts = m.transformer && m.main.seq >= 32768 ? Options(kCpLong) : Options(kOne);
    const Options mbOpts = m.transformer ? Options(kMbSeq) : Options(kMbSample);
    const bool autoTp = p.tp <= 0, autoPp = p.pp <= 0, autoCp = p.cp <= 0;

    forEachOption(p.tp, tpOpts, [&](int tp) {
        if (autoTp && (tp > c.gpusPerNode || int(m.main.heads) % tp != 0)) return;
        forEachOption(p.pp, ppOpts, [&](int pp) {
            if (autoPp && m.transformer && pp > m.main.layers) return;
            forEachOption(p.cp, cpOpts, [&](int cpn) {
                if (autoCp && m.transformer && int(m.main.seq) % cpn != 0) return;
                const int model = tp * pp * cpn;
                if ((autoTp || autoPp || autoCp) && c.gpus % model != 0) return;
                forEachOption(p.microBatch, mbOpts, [&](int mbs) {
                    if (p.microBatch <= 0 && m.transformer && mbs > 8
                        && mbs * m.main.seq > kMaxTokensPerMicroBatch)
                        return;
                    Layout l;
                    l.tp = tp;
                    l.pp = pp;
                    l.cp = cpn;
                    l.dp = p.dp > 0 ? p.dp : std::max(1, c.gpus / model);
                    l.vp = p.vp > 0 ? p.vp : 1;
                    l.microBatch = mbs;
                    l.attention = p.attention;
                    l.sp = p.sequenceParallel >= 0 ? p.sequenceParallel == 1 : tp > 1;
                    l.computeScale = computeScale;
                    l.memoryScale = memoryScale;
                    l.globalBatch = p.globalBatch > 0 ? p.globalBatch
                                                      : defaultGlobalBatch(plan, m, l.dp, mbs);
                    if (p.microBatch <= 0 && p.globalBatch > 0
                        && p.globalBatch % (l.dp * mbs) != 0) {
                        if (!firstError)
                            firstError = PlanError{
                                "global-batch",
                                ErrorTr::tr("global batch (%1) must be a multiple of dp (%2)")
                                    .arg(p.globalBatch)
                                    .arg(l.dp)
                                    .toStdString()};
                        return;
                    }
                    if (auto e = checkLayout(plan, m, c, l)) {
                        if (!firstError) firstError = e;
                        return;
                    }
                    const Recompute rcAll[]
                        = {Recompute::None, Recompute::Selective, Recompute::Full};
                    int zs[3] = {0, 0, 0};
                    int nz = 1;
                    if (p.zero >= 0) {
                        zs[0] = p.zero;
                    } else if (l.dp > 1) {
                        zs[0] = 1;
                        zs[1] = 2;
                        zs[2] = 3;
                        nz = 3;
                    } else if (plan.framework.empty()) {
                        // One replica shards nothing, but a ZeRO-3 layout runs on the FSDP
                        // stacks, whose selective recomputation keeps fewer activations:
                        // tried when the stack's own layout leaves no headroom.
                        zs[1] = 3;
                        nz = 2;
                    }
                    for (Recompute rc : rcAll) {
                        if (p.recompute != Recompute::Auto && rc != p.recompute) continue;
                        for (int i = 0; i < nz; ++i) {
                            Layout cand = l;
                            cand.recompute = rc;
                            cand.zero = zs[i];
                            cand.framework = &resolveFramework(plan, catalog, cand);
                            ++examined;
                            const MemoryBreakdown mem = memoryPerGpu(plan, m, cand, c);
                            const double used = mem.total().value();
                            if (!leanest.valid || used < leanest.memory.total().value())
                                leanest = {cand, mem, {}, true};
                            if (used > cap) continue;
                            const StepTime st = stepTime(plan, m, cand, c);
                            const bool roomy = keepsHeadroom(used, cap);
                            Candidate &slot = roomy ? fastestFit : fastestTight;
                            if (!slot.valid || st.step < slot.time.step)
                                slot = {cand, mem, st, true};
                            if (roomy && cand.tp * cand.pp * cand.cp == 1
                                && (!fastestPlain.valid || st.step < fastestPlain.time.step))
                                fastestPlain = {cand, mem, st, true};
                            // A higher ZeRO stage is never faster, but it may fit with the
                            // headroom this one lacks: stop only once the headroom is there.
                            if (roomy) break;
                        }
                    }
                });
            });
        });
    });
    if (fastestFit.valid) {
        best = fastestFit;
        // Model parallelism earns its place: a TP, PP or CP layout is chosen over plain data
        // parallelism only when it saves kModelParallelGain of the step, as practitioners
        // keep small models whole (CLIP, ViT and 7B fine-tunes run data parallel).
        const Layout &b = best.layout;
        if (fastestPlain.valid && b.tp * b.pp * b.cp > 1 && autoTp && autoPp && autoCp
            && best.time.step.value()
                   > (1.0 - kModelParallelGain) * fastestPlain.time.step.value())
            best = fastestPlain;
    } else if (fastestTight.valid) {
        best = fastestTight;
    } else if (leanest.valid) {
        best = leanest;
        best.time = stepTime(plan, m, best.layout, c);
    } else {
        return firstError ? firstError
                          : std::optional<PlanError>(PlanError{
                              "gpus", ErrorTr::tr("no parallel layout fits the GPU count %1")
                                          .arg(c.gpus)
                                          .toStdString()});
    }
    return std::nullopt;
}

} // namespace

namespace detail {
const Framework &resolveFramework(const Plan &plan, const Catalog &catalog, const Layout &l)
{
    if (!plan.framework.empty())
        if (const Framework *f = catalog.framework(plan.framework)) return *f;
    // ZeRO-3 is FSDP: plain PyTorch FSDP without model parallelism, FSDP2 with TP or PP as
    // torchtitan composes them; everything else runs on Megatron-Core.
    if (l.zero >= 3)
        if (const Framework *f = catalog.framework(l.tp == 1 && l.pp == 1 ? "fsdp" : "torchtitan"))
            return *f;
    return *catalog.framework(kDefaultFramework); // the catalog refuses to load without it
}
} // namespace detail

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
    trial.topology = {};
    trial.gpu = c.gpu->id;
    trial.gpus = n;
    trial.gpusPerNode = std::min(n, std::max(1, c.gpusPerNode));
    if (c.fabric) trial.interNode = c.fabric->id;
    trial.par = l;
    trial.par.dp = n / model;
    trial.par.sequenceParallel = base.sequenceParallel ? 1 : 0;
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
/// the calibration set, scripts/fit-calibration.py --cross-validate, docs/validation.md). The wall
/// time scales with that ratio, throughput inversely; the cost is the cost model at the
/// low and high times. Parts whose GEMM efficiency no published run has fitted carry twice
/// the spread.
constexpr double kLogP10 = -0.088, kLogP90 = 0.135;
// Calibrated from a trial run of the same configuration on fewer GPUs, what is left is the
// extrapolation in scale: p90 3.5 % on the published pairs (validation.md).
constexpr double kCalibratedLogP10 = -0.035, kCalibratedLogP90 = 0.035;

void addRanges(const Plan &plan, const Catalog &catalog, const ModelMath &m, double datasetBytes,
               Result &r)
{
    // Twice the spread where no published run validates the figure: parts whose GEMM
    // efficiency is a planning value, and models other than transformers (their achieved
    // fraction of peak is a planning value too).
    const bool validated = r.cluster.gpu && r.cluster.gpu->efficiencyFitted && m.transformer;
    const double widen = validated ? 1.0 : 2.0;
    const bool calibrated = r.calibration.applied;
    const double lo = std::exp(calibrated ? kCalibratedLogP10 : kLogP10 * widen);
    const double hi = std::exp(calibrated ? kCalibratedLogP90 : kLogP90 * widen);
    r.tokensPerSecondRange = {r.tokensPerSecond / hi, r.tokensPerSecond / lo};
    r.totalTimeRange = {r.totalTime * lo, r.totalTime * hi};
    for (int i = 0; i < 2; ++i) {
        Result at;
        at.checkpointSize = r.checkpointSize;
        at.totalTime = r.totalTimeRange[std::size_t(i)];
        computeCost(plan, catalog, r.cluster, datasetBytes, at, nullptr);
        r.costRange[std::size_t(i)] = at.costTotal;
    }
    // A reserved term or a purchase bills the same whatever the time: the range may be flat,
    // never inverted.
    if (r.costRange[0] > r.costRange[1]) std::swap(r.costRange[0], r.costRange[1]);
}

/// Names the drawn element that holds the inter-node bandwidth down (core/cluster.cpp) when
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
    const std::array<double, 5> args{limit.gbps, limit.othersGbps, r.totalTime.value() / 86400.0,
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
    if (const PriceList *list = catalog.priceListFor(plan.currency))
        r.cluster.rackBudget = Watts(list->rackPowerKW * 1000.0);
    for (const TopoNode &n : plan.topology.nodes)
        if (n.rackPowerW > 0)
            r.cluster.rackBudget = Watts(std::min(r.cluster.rackBudget.value(), n.rackPowerW));

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
    if (auto e = chooseLayout(plan, catalog, m, c, r.calibration.factor, r.calibration.memoryFactor,
                              best, examined))
        return e;
    r.layoutsExamined = examined;
    const Layout &l = best.layout;

    r.params = m.params;
    r.trainableParams = m.trainable;
    r.memory = best.memory;
    r.memoryPerGpu = best.memory.total();
    r.capacity = c.gpu->memory;
    r.fits = r.memoryPerGpu <= r.capacity;
    r.headroom = 1.0 - r.memoryPerGpu / r.capacity;
    r.par.tp = l.tp;
    r.par.pp = l.pp;
    r.par.dp = l.dp;
    r.par.cp = l.cp;
    r.par.vp = l.vp;
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
        trial.framework = full.framework;
        trial.par = l;
        trial.par.dp = dp;
        trial.par.sequenceParallel = full.sequenceParallel ? 1 : 0;
        trial.par.globalBatch = micro * dp * l.microBatch; // the same micro-batches per step
        Result r;
        if (n < c.gpus
            && (evaluateWith(trial, catalog, r, nullptr, full.calibration.factor,
                             full.calibration.memoryFactor)
                || !r.fits))
            continue;
        if (n >= c.gpus) r = full;
        out.gpus = n;
        out.nodes = std::max(1, n / perNode);
        out.dp = n >= c.gpus ? l.dp : dp;
        out.perGpu = (throughputInSamples(plan, full) ? r.samplesPerSecond : r.tokensPerSecond)
                     / std::max(1, n);
        out.memoryPerGpu = r.memoryPerGpu;
        out.stepTime = r.stepTime;
        return std::nullopt;
    }
    return PlanError{"gpus",
                     ErrorTr::tr("no trial run of this layout can be planned").toStdString()};
}

std::vector<ScalingPoint> scalingCurve(const Plan &plan, const Catalog &catalog)
{
    std::vector<ScalingPoint> points;
    Result base;
    if (evaluate(plan, catalog, base)) return points;
    Plan p = plan;
    p.topology = {};
    p.gpu = base.cluster.gpu->id;
    p.gpusPerNode = base.cluster.gpusPerNode;
    if (base.cluster.fabric) p.interNode = base.cluster.fabric->id;
    if (base.cluster.storage) p.storage = base.cluster.storage->id;
    const Recompute recompute = p.par.recompute;
    p.par = {};
    p.par.recompute = recompute;
    p.par.sequenceParallel = plan.par.sequenceParallel;
    const int perNode = std::max(1, base.cluster.gpusPerNode);
    const int top = std::max(perNode, base.cluster.gpus) * 8;
    for (int n = 1; n <= top; n *= 2) {
        if (n > perNode && n % perNode != 0) continue;
        p.gpus = n;
        p.gpusPerNode = std::min(n, perNode);
        Result r;
        if (evaluate(p, catalog, r)) continue;
        points.push_back({n, r.totalTime, r.fits});
    }
    return points;
}

std::vector<AcceleratorFit> memoryFitByAccelerator(const Plan &plan, const Catalog &catalog)
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
        Result r;
        if (evaluate(p, catalog, r)) continue;
        out.push_back({id, r.memory, r.capacity, r.fits});
    }
    return out;
}

} // namespace cp
