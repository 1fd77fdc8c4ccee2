// SPDX-License-Identifier: GPL-3.0-or-later
// Picks the parallel layout the user left on auto: every TP, PP, CP, micro-batch, ZeRO stage
// and recomputation tried, the fastest that fits chosen; and the training stack it runs on.
#include "report/errortext.h"
#include "engine/layoutsearch.h"

#include <algorithm>

namespace cp::detail {

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
        if (l.ep > 1 && !m.main.moe())
            return PlanError{"ep", ErrorTr::tr("expert parallelism (ep) needs a mixture-of-experts "
                                               "model")
                                       .toStdString()};
        if (l.ep > 1 && int(m.main.experts) % l.ep != 0)
            return PlanError{"ep", ErrorTr::tr("ep (%1) must divide the routed experts (%2)")
                                       .arg(l.ep)
                                       .arg(int(m.main.experts))
                                       .toStdString()};
        if ((l.tp * l.cp * l.dp) % l.ep != 0)
            return PlanError{"ep", ErrorTr::tr("ep (%1) must divide tp x cp x dp (%2)")
                                       .arg(l.ep)
                                       .arg(l.tp * l.cp * l.dp)
                                       .toStdString()};
    } else if (l.tp > 1 || l.pp > 1 || l.cp > 1 || l.ep > 1) {
        return PlanError{
            "tp", ErrorTr::tr("tensor, pipeline and context parallelism apply to transformers only")
                      .toStdString()};
    }
    if (l.shardGroup < 1 || (l.dp * l.cp) % l.shardGroup != 0)
        return PlanError{"shard-group", ErrorTr::tr("shard-group (%1) must divide dp x cp (%2)")
                                            .arg(l.shardGroup)
                                            .arg(l.dp * l.cp)
                                            .toStdString()};
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

} // namespace

namespace {

/// The values the user fixed must be possible on their own before any search.
std::optional<PlanError> checkFixedValues(const Parallelism &p, const ModelMath &m,
                                          const ClusterFacts &c)
{
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
    return std::nullopt;
}

/// What the search has found so far: the fastest layout that keeps the headroom, the
/// fastest that only fits, the one that needs least memory, and the fastest roomy one
/// that does not split the model (TP and PP 1).
struct Search
{
    const Plan &plan;
    const Catalog &catalog;
    const ModelMath &m;
    const ClusterFacts &c;
    long long &examined;
    Candidate fastestFit, fastestTight, leanest, fastestPlain;
    std::optional<PlanError> firstError;

    /// The layout `l` with each recomputation and ZeRO stage the plan leaves open, on the
    /// stack each implies.
    void tryStages(const Layout &l, bool autoTp);
    /// The best layout found, or why none fits.
    std::optional<PlanError> pick(bool autoTp, bool autoPp, Candidate &best) const;
};

void Search::tryStages(const Layout &l, bool autoTp)
{
    const Parallelism &p = plan.par;
    const double cap = c.gpu->usableMemory.value();
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
            if (cand.attention == AttentionKernel::Auto
                && cand.framework->modelParallelUnfusedAttention
                && (cand.tp > 1 || cand.pp > 1))
                cand.attention = AttentionKernel::Unfused;
            // Sequence parallelism is a switch for a TP the user fixed; a TP
            // the planner picks runs with it where the stack has it, as the
            // Megatron-Core, NeMo and torchtitan recipes do (the traffic of
            // TP's all-reduces, a t-th of the norms' activations).
            if (p.sequenceParallel != 1 && cand.tp > 1
                && (p.sequenceParallel < 0 || autoTp))
                cand.sp = cand.framework->defaultSequenceParallel;
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
            if (roomy && cand.tp * cand.pp == 1
                && (!fastestPlain.valid || st.step < fastestPlain.time.step))
                fastestPlain = {cand, mem, st, true};
            // A higher ZeRO stage is never faster, but it may fit with the
            // headroom this one lacks: stop only once the headroom is there.
            if (roomy) break;
        }
    }
}

std::optional<PlanError> Search::pick(bool autoTp, bool autoPp, Candidate &best) const
{
    if (fastestFit.valid) {
        best = fastestFit;
        // Model parallelism earns its place: a TP or PP layout is chosen over plain data
        // parallelism only when it saves kModelParallelGain of the step, as practitioners
        // keep small models whole (CLIP, ViT and 7B fine-tunes run data parallel). CP
        // splits the sequence, not the model, and is taken for any gain (NeMo's 8B recipe
        // runs CP 2 at 8,192 tokens).
        const Layout &b = best.layout;
        if (fastestPlain.valid && b.tp * b.pp > 1 && autoTp && autoPp
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

std::optional<PlanError> chooseLayout(const Plan &plan, const Catalog &catalog, const ModelMath &m,
                                      const ClusterFacts &c, double computeScale,
                                      double memoryScale, Candidate &best, long long &examined)
{
    const Parallelism &p = plan.par;
    if (auto e = checkFixedValues(p, m, c)) return e;
    Search search{plan, catalog, m, c, examined, {}, {}, {}, {}, {}};
    // Per-sample models: the usual micro-batches first; 4, 2 and 1 after them, so that a
    // tie keeps the usual one and the small ones win only where they alone fit or keep the
    // headroom (an SDXL U-Net on a 48 GB card fits only below 8). Transformers: up to 8, and
    // beyond 8 while a micro-batch holds no more tokens than 8 sequences of 4,096 do, so a
    // short-sequence model (CLIP's 257 tokens) runs the micro-batches its recipes use
    // (OpenCLIP trains ViT-L/14 at 256 or more per GPU) instead of accumulating many small
    // ones or splitting a small model into pipeline stages.
    static constexpr int kTp[] = {1, 2, 4, 8, 16, 32, 64}, kPp[] = {1, 2, 4, 8, 16, 32, 64},
                         kEp[] = {1, 2, 4, 8, 16, 32, 64, 128, 256}, kCpLong[] = {1, 2, 4, 8, 16},
                         kOne[] = {1}, kMbSeq[] = {1, 2, 4, 8, 16, 32, 64, 128, 256},
                         kMbSample[] = {8, 16, 32, 64, 128, 4, 2, 1};
    const Options tpOpts = m.transformer ? Options(kTp) : Options(kOne);
    const Options ppOpts = m.transformer ? Options(kPp) : Options(kOne);
    const Options cpOpts = m.transformer && m.main.seq >= 8192 ? Options(kCpLong) : Options(kOne);
    const Options mbOpts = m.transformer ? Options(kMbSeq) : Options(kMbSample);
    const Options epOpts = m.transformer && m.main.moe() ? Options(kEp) : Options(kOne);
    const bool autoEp = p.ep <= 0;
    const double capacity = p.capacityFactor > 0 ? p.capacityFactor : kDefaultCapacityFactor;
    const bool autoTp = p.tp <= 0, autoPp = p.pp <= 0, autoCp = p.cp <= 0;

    forEachOption(p.tp, tpOpts, [&](int tp) {
        // Tensor parallelism stays on NVLink: a node's, or a rack-scale system's domain.
        if (autoTp && (tp > c.nvlinkDomain() || int(m.main.heads) % tp != 0)) return;
        forEachOption(p.pp, ppOpts, [&](int pp) {
            if (autoPp && m.transformer && pp > m.main.layers) return;
            forEachOption(p.cp, cpOpts, [&](int cpn) {
                if (autoCp && m.transformer && int(m.main.seq) % cpn != 0) return;
                const int model = tp * pp * cpn;
                if ((autoTp || autoPp || autoCp) && c.gpus % model != 0) return;
                forEachOption(p.ep, epOpts, [&](int ep) {
                const int dpHere = p.dp > 0 ? p.dp : std::max(1, c.gpus / model);
                if (autoEp && m.transformer
                    && (int(m.main.experts) % ep != 0 || (dpHere * cpn * tp) % ep != 0))
                    return;
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
                    l.ep = ep;
                    l.shardGroup = p.shardGroup > 0 ? p.shardGroup : l.dp * l.cp;
                    l.capacityFactor = m.transformer && m.main.moe() ? capacity : 1.0;
                    l.microBatch = mbs;
                    l.attention = p.attention;
                    l.stackNamed = !plan.framework.empty();
                    l.sp = p.sequenceParallel == 1;
                    l.computeScale = computeScale;
                    l.memoryScale = memoryScale;
                    l.globalBatch = p.globalBatch > 0 ? p.globalBatch
                                                      : defaultGlobalBatch(plan, m, l.dp, mbs);
                    if (p.microBatch <= 0 && p.globalBatch > 0
                        && p.globalBatch % (l.dp * mbs) != 0) {
                        if (!search.firstError)
                            search.firstError = PlanError{
                                "global-batch",
                                ErrorTr::tr("global batch (%1) must be a multiple of dp (%2)")
                                    .arg(p.globalBatch)
                                    .arg(l.dp)
                                    .toStdString()};
                        return;
                    }
                    if (auto e = checkLayout(plan, m, c, l)) {
                        if (!search.firstError) search.firstError = e;
                        return;
                    }
                    search.tryStages(l, autoTp);
                });
                });
            });
        });
    });
    return search.pick(autoTp, autoPp, best);
}

const Framework &resolveFramework(const Plan &plan, const Catalog &catalog, const Layout &l)
{
    if (!plan.framework.empty())
        if (const Framework *f = catalog.framework(plan.framework)) return *f;
    // Pretraining and full fine-tuning run on Megatron-Core, or for ZeRO-3 on FSDP: plain
    // PyTorch FSDP without model parallelism, FSDP2 with TP or PP as torchtitan composes
    // them. Adapters (LoRA and QLoRA through PEFT) and image, time-series and diffusion
    // models train on eager PyTorch whatever the layout: FSDP from ZeRO-2 (SHARD_GRAD_OP),
    // DDP below it (ZeRO-1 as its ZeroRedundancyOptimizer), either around PyTorch's own
    // tensor or pipeline parallelism where the model is split. The stack follows the job,
    // not the layout: one that followed the layout let the search split a 7B model over two
    // GPUs for a faster stack's kernels.
    const bool megatronJob
        = plan.workload == Workload::Pretrain || plan.workload == Workload::Finetune;
    const Framework *f = nullptr;
    if (!megatronJob)
        f = catalog.framework(l.zero >= 2 ? "fsdp" : "ddp");
    else if (l.zero >= 3)
        f = catalog.framework(l.tp == 1 && l.pp == 1 ? "fsdp" : "torchtitan");
    if (!f) f = catalog.framework(kDefaultFramework); // the catalog refuses to load without it
    // On a vendor's own platform, that vendor's port of the stack (MindSpeed on Ascend).
    if (const Accelerator *a = catalog.accelerator(plan.gpu))
        if (const Framework *port = catalog.frameworkPort(f->id, a->vendor)) return *port;
    return *f;
}

} // namespace cp::detail
