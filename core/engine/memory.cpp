// SPDX-License-Identifier: GPL-3.0-or-later
// Memory per GPU: model states after ZeRO (Rajbhandari et al. 2020) and activations after
// Korthikanti et al. 2022, for the worst pipeline stage. Formulas in docs/model.md.
#include "engine/engine.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace cp::detail {

namespace {

/// The parameters of a tower's largest layer on one GPU: a dense layer split by TP, or an
/// MoE layer with its share of the routed experts (whole experts, split by EP only).
double largestLayer(const Tower &t, const Layout &l)
{
    const double moe
        = t.moe() ? t.moeLayerDenseParams() / l.tp + t.experts * t.expertParams() / l.ep : 0;
    return std::max(t.layerParams() / l.tp, moe);
}

} // namespace

const double kAllocatorOverhead = 0.07; // engine.h

GpuParams gpuParams(const ModelMath &m, const Layout &l)
{
    const double modelShard = double(l.tp) * l.pp;
    // The routed experts are folded over the TP, CP and DP ranks of their stage (Megatron-Core's
    // MoE parallel folding, expert tensor parallelism 1): split by EP, never by TP.
    GpuParams p{(m.params - m.routedParams) / modelShard, m.routedParams / (double(l.pp) * l.ep)};
    if (m.transformer && l.pp > 1) {
        // The worst stage holds its layers plus the embeddings (as many MoE layers as it can).
        const Tower &t = m.main;
        const double layers = std::ceil(t.layers / l.pp);
        p.dense = (t.stageParams(layers, false) + t.vocab * t.hidden) / l.tp;
        p.routed = t.stageParams(layers, true) / l.ep;
    }
    return p;
}

namespace {

/// Activation bytes of one transformer layer for one micro-batch (Korthikanti et al. 2022,
/// generalised to GQA, gated MLPs, MLA and mixtures of experts). Returns the per-GPU share
/// under TP/SP/CP. `rebuilt`: the layer full recomputation rebuilds in backward, everything
/// but materialised scores.
double layerActivationBytes(const Tower &t, double b, double s, const Layout &l, bool fp8,
                            bool moe, bool rebuilt = false)
{
    const Framework &fw = *l.framework;
    const double h = t.hidden, a = t.heads;
    // An MoE layer's FFN keeps the internals of every expert copy of a token (top-k, the
    // busiest rank's capacity factor more) and of the shared experts.
    const double f = moe ? (t.topK * l.capacityFactor + t.shared) * t.expertFfn : t.ffn;
    const double tp = l.tp;
    const double sbh = s * b * h;
    const double dropMask = t.dropout ? 1.0 : 0.0;
    // The stack's selective recomputation: the attention core always, and the modules its
    // policy adds (Framework::recomputeNorms and the others).
    const bool selective = l.recompute == Recompute::Selective && !rebuilt;
    const bool normsRebuilt = selective && fw.recomputeNorms;
    const bool upRebuilt = selective && fw.recomputeMlaUpProjection && t.mla();
    const bool actRebuilt = selective && fw.recomputeMoeActivation && moe;
    // Kept whole on every TP rank unless sequence parallelism splits them: the two norms'
    // inputs (4sbh), the QKV and MLP inputs (2sbh each: the norms' outputs, rebuilt with
    // the norms), the two dropout masks (sbh each).
    double linearInputs = normsRebuilt ? 0.0 : 2 * sbh + 2 * sbh;
    double replicated = 4 * sbh + linearInputs + 2 * dropMask * sbh;
    // Split by TP: Q, K, V (K and V shrink with GQA), attention-output input, MLP internals.
    // With MLA's up-projections rebuilt, the latents are kept instead (not split by TP).
    double qkv = 2 * s * b * (t.qDim() + t.kDim() + t.vDim());
    if (upRebuilt) {
        qkv = t.qLora > 0 ? 0.0 : 2 * s * b * t.qDim();
        replicated += 2 * s * b * (t.qLora + t.kvLora + t.rope);
    }
    double outProj = 2 * s * b * t.outDim();
    // The MLP keeps its up-projections' outputs (the activation's inputs, 2 or 4 bytes per
    // f) and the activation's output (the down projection's input, 2 per f) unless rebuilt.
    const double mlpDownInput = actRebuilt ? 0.0 : 2 * s * b * f;
    double mlp = (t.gated ? 4 : 2) * s * b * f + mlpDownInput;
    // The tokens dispatched to the experts: the grouped up-projections' input, 2 bytes per
    // copy of h. The experts' outputs are not kept: the router's probabilities weight the
    // activation inside each expert (Megatron-Core's experts.py, activation_func_with_probs),
    // so the combine needs no copy of them for its backward.
    double dispatchedInput = moe ? 2 * sbh * t.topK * l.capacityFactor : 0.0;
    if (fp8) {
        // Transformer Engine keeps the inputs of FP8 GEMMs in one byte: the QKV and MLP
        // inputs, the output projection's, the down projections' and the experts'.
        replicated -= linearInputs / 2;
        outProj /= 2;
        mlp -= mlpDownInput / 2;
        dispatchedInput /= 2;
        // DeepSeek also caches the experts' activation inputs in FP8.
        if (moe && fw.fp8ExpertActivationInputs) mlp -= (t.gated ? 2 : 1) * s * b * f;
    }
    double split = qkv + outProj + mlp + dispatchedInput;
    // Attention scores: softmax output (2), dropout mask (1), dropout output (2) bytes per entry.
    double scores = (2 + 3 * dropMask) * a * s * s * b;

    if (l.recompute == Recompute::Full && !rebuilt)
        return (l.sp ? 2 * sbh / tp : 2 * sbh); // only the layer input is kept
    // Selective recomputation as the stack does it: Megatron's recomputes the attention core
    // (and the modules above); operator-level policies (torchtitan) part of the rest.
    const double keep = selective ? fw.selectiveKeep : 1.0;
    // Scores are stored only by the unfused kernel without recomputation: selective
    // recomputation rebuilds them, fused kernels never write them. The layer rebuilt by
    // full recomputation materialises its scores again when unfused.
    if (rebuilt ? !l.unfusedAttention() : !l.scoresStored()) scores = 0;
    if (l.sp) return keep * (replicated + split) / tp + scores / tp;
    return keep * (replicated + split / tp) + scores / tp;
}

/// The layout as the stored expert activations see it. The capacity factor C is the busiest
/// rank's load in one MoE layer for one micro-batch, against the mean: it paces that layer.
/// What a GPU holds at its peak is the sum of `loads` such draws (each MoE layer of the stage,
/// each micro-batch in flight: a router and a batch of its own), and the busiest rank's sum of
/// n independent loads exceeds its mean by (C - 1) / sqrt(n) of it, not by C - 1: the excess
/// grows as the spread, sqrt(n), the total as n. One load (a single layer, one micro-batch,
/// the layer full recomputation rebuilds) keeps C.
Layout heldExpertLoad(const Layout &l, double loads)
{
    Layout held = l;
    if (loads > 1) held.capacityFactor = 1.0 + (l.capacityFactor - 1.0) / std::sqrt(loads);
    return held;
}

/// One pipeline stage's activations for one micro-batch in flight: its layers (as many MoE
/// layers as the fullest stage holds, Tower::stageParams).
double stageActivations(const Tower &t, double b, const Layout &l, bool fp8, double layersOnStage)
{
    const double s = t.seq / l.cp;
    const double moeHere = std::min(layersOnStage, t.moeLayers());
    return layerActivationBytes(t, b, s, l, fp8, false) * (layersOnStage - moeHere)
           + layerActivationBytes(t, b, s, l, fp8, true) * moeHere;
}

/// The layer full recomputation rebuilds in backward, whole.
double rebuiltLayer(const Tower &t, double b, const Layout &l, bool fp8, double layersOnStage)
{
    if (l.recompute != Recompute::Full) return 0;
    const double moeHere = std::min(layersOnStage, t.moeLayers());
    return layerActivationBytes(t, b, t.seq / l.cp, l, fp8, moeHere > 0, true);
}

/// The logits and what the stack's loss keeps of them (16-bit logits and an FP32 softmax in
/// a fused cross-entropy; eager FP32 upcasts, saved log-softmax and gradients add up to 14
/// bytes per logit), vocabulary-parallel: split over the TP ranks, where the stack's loss on
/// the vocabulary shards may hold more per logit (Framework::vocabParallelLogitBytes).
double logitBytes(const Tower &t, double b, const Layout &l)
{
    const Framework &fw = *l.framework;
    const double perLogit
        = l.tp > 1 && fw.vocabParallelLogitBytes > 0 ? fw.vocabParallelLogitBytes : fw.logitBytes;
    return t.vocab > 0 ? perLogit * (t.seq / l.cp) * b * t.vocab / l.tp : 0.0;
}

} // namespace

MemoryBreakdown memoryPerGpu(const Plan &plan, const ModelMath &m, const Layout &l,
                             const ClusterFacts &c)
{
    MemoryBreakdown mb;
    const Precision prec = effectivePrecision(plan, *c.gpu);
    const bool fp32 = prec == Precision::FP32;
    const bool fp8 = prec == Precision::FP8;
    const GpuParams here = gpuParams(m, l);
    const double denseHere = here.dense, routedHere = here.routed, paramsHere = here.total();
    const double trainableHere = m.trainable * (paramsHere / std::max(1.0, m.params));
    // ZeRO and FSDP shard over the data-parallel ranks and the context-parallel ranks with
    // them (torchtitan's dp_shard x cp mesh; Megatron's distributed optimizer over DP x CP),
    // or, with hybrid sharding, over the shard group only (replicated across the rest).
    const double zeroN = l.shardGroup;

    // Bytes per parameter. Mixed precision with Adam: 2 (16-bit weights) + 2 (gradients)
    // + 12 (FP32 master copy, momentum, variance) = 16 (ZeRO paper, K = 12).
    const double weightBytes = fp32 ? 4.0 : 2.0;
    const double gradBytes = fp32 ? 4.0 : 2.0;
    const double optBytes = fp32 ? 8.0 : 12.0;

    if (m.lora) {
        // Frozen base weights (16-bit, or NF4 with double quantisation: 4.127 bits per
        // parameter, Dettmers et al. 2023); adapters train in mixed precision.
        const double base = m.qlora ? 4.127 / 8.0 : weightBytes;
        mb.weights = Bytes(paramsHere * base + trainableHere * weightBytes);
        mb.gradients = Bytes(trainableHere * gradBytes);
        mb.optimizer = Bytes(trainableHere * optBytes);
    } else {
        // A routed expert is replicated on the tp x cp x dp / ep ranks of its stage only, and
        // sharded over those.
        const double expertN = l.expertDp();
        auto sharded = [&](double bytesPerParam, int stage) {
            return l.zero >= stage ? bytesPerParam * (denseHere / zeroN + routedHere / expertN)
                                   : bytesPerParam * paramsHere;
        };
        // DualPipe keeps two stages on every rank, one for each direction: twice the
        // parameters, with their gradients and optimizer states (DeepSeek-V3 report, Table 2).
        const double copies = l.framework->dualPipe && l.pp > 1 ? 2.0 : 1.0;
        const double w = copies * sharded(weightBytes, 3), g = copies * sharded(gradBytes, 2),
                     o = copies * sharded(optBytes, 1);
        mb.weights = Bytes(w);
        mb.gradients = Bytes(g);
        mb.optimizer = Bytes(o);
    }

    // Activations of the first pipeline stage, the fullest: with 1F1B it holds min(p, m)
    // micro-batches of L/p layers; the interleaved schedule adds (p - 1) / (p v) (Korthikanti
    // et al.). DualPipe holds p + 1 micro-batches on every rank (DeepSeek-V3 report, Table 2).
    // The logits are counted with them: the last stage's single micro-batch holds them, but
    // the measured peaks of pipelined runs (torchtitan's 405B) sit above the first stage's
    // activations alone by about that much, so the sum is the bound the planner keeps.
    // Without pipeline stages the two transients of backward come one after the other: the
    // loss's logits are freed once the output layer's backward has run, before the last
    // layer is rebuilt by full recomputation, so the peak holds the larger of the two.
    const double b = l.microBatch;
    const double mbs = l.microBatchesPerStep();
    double act = 0;
    if (m.transformer) {
        const double p = l.pp, v = l.vp, inFlight = std::min<double>(p, mbs);
        // Never more than the step's micro-batches: with as many micro-batches as stages the
        // interleaved schedule runs every forward before the first backward, and holds what
        // 1F1B holds (PyTorch's Interleaved1F1B warm-up is capped at the forwards there are).
        double first = std::min(inFlight * (v > 1 ? 1.0 + (p - 1.0) / (p * v) : 1.0), mbs);
        if (l.framework->dualPipe && l.pp > 1) first = std::min(p + 1.0, mbs);
        for (const Tower *t : {&m.main, &m.text}) {
            if (t->layers <= 0) continue;
            const double layers = std::ceil(t->layers / l.pp);
            const double moeLoads = first * std::min(layers, t->moeLayers());
            const double rebuilt = rebuiltLayer(*t, b, l, fp8, layers);
            const double logits = logitBytes(*t, b, l);
            act += first * stageActivations(*t, b, heldExpertLoad(l, moeLoads), fp8, layers)
                   + (l.pp > 1 ? rebuilt + logits : std::max(rebuilt, logits));
        }
    } else {
        double perSample = m.activationBytesPerSample / (l.tp * l.pp);
        if (l.recompute == Recompute::Full)
            perSample *= 0.3; // checkpointing at block boundaries keeps about a third
        act = perSample * b;
    }
    if (fp32) act *= 2.0;
    act *= l.memoryScale; // calibrated from a trial run's measured peak
    mb.activations = Bytes(act);

    // Other: CUDA context and library workspaces (about 1 GiB), NCCL buffers when the job
    // spans GPUs, and the gathered weights ZeRO-3 prefetches (two layers).
    double other = gib(1.0).value();
    if (c.gpus > 1) other += gib(0.5).value();
    // Gathered weights are 16-bit, or one byte with the stack's FP8 all-gather; without
    // sharding every FP8 weight keeps a one-byte copy next to its 16-bit one.
    const double gatheredBytes = fp8 && l.framework->fp8AllGather ? 1.0 : weightBytes;
    if (l.zero >= 3 && m.transformer && l.pp > 1 && !m.lora) {
        // With pipeline stages the stage stays gathered from the first micro-batch's forward
        // to the last one's backward (reshard after forward is off), and its gradients
        // accumulate unsharded in FP32 until the reduce-scatter that runs after the stage's
        // last backward (PyTorch's PipelineStage.backward_maybe_with_nosync). With v virtual
        // stages on a rank and no more micro-batches than ranks (one round of the interleaved
        // schedule), every forward runs first and then each stage's backwards one stage after
        // the other, the later stage's first: at the peak, the first backward, the weights of
        // every stage are gathered but the gradients of one stage only are unsharded.
        const double gradientStages = l.vp > 1 && mbs <= l.pp ? 1.0 / l.vp : 1.0;
        other += paramsHere * (gatheredBytes + l.framework->reduceGradBytes * gradientStages);
    } else if (l.zero >= 3 && m.transformer && !m.lora) {
        // Two layers gathered (the one computing and the one prefetched), and two layers of
        // unsharded gradients waiting for their reduce-scatter, each as far as the stack
        // bounds them (DeepSpeed's live-parameter limit and reduce bucket).
        const Framework &fw = *l.framework;
        const double twoLayers = 2.0 * largestLayer(m.main, l);
        auto bounded = [&](double limit) { return limit > 0 ? std::min(twoLayers, limit) : twoLayers; };
        other += bounded(fw.gatherLimitParams) * gatheredBytes
                 + bounded(fw.reduceBucketParams) * fw.reduceGradBytes;
    } else if (fp8) {
        other += paramsHere * 1.0;
    }
    // The caching allocator reserves more than the tensors it holds (block rounding and
    // fragmentation): a fitted fraction of what is allocated (docs/validation.md).
    other += kAllocatorOverhead
             * (mb.weights + mb.gradients + mb.optimizer + mb.activations).value();
    mb.other = Bytes(other);
    return mb;
}

} // namespace cp::detail
