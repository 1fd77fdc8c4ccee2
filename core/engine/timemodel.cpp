// SPDX-License-Identifier: GPL-3.0-or-later
// Step time from a roofline of each GEMM plus the communication each parallelism adds, and
// total wall time with checkpoints, failures and trial runs. Formulas in docs/model.md.
#include "engine/collectives.h"
#include "engine/engine.h"

#include <algorithm>
#include <cmath>
#include <cstdlib>

namespace cp::detail {

namespace {

// Shared constants; the fitted ones are named in docs/validation.md with their rows.
constexpr double kMemoryEfficiency = 0.80; // achievable fraction of HBM bandwidth
constexpr double kKernelGap = 2e-6;        // GPU idle between dependent kernels, seconds
// Fused causal kernels skip the masked half except the diagonal tiles (128 x 128 blocks).
constexpr double kAttentionBlock = 128.0;
// Head-size dependence of fused attention: throughput ~ d / (d + 30), normalised to d = 128
// (FlashAttention-2 paper, Fig. 4: A100, 64 vs 128, forward + backward).
constexpr double kAttentionHeadDim0 = 30.0;
// Failures: 419 unexpected interruptions in 54 days on 16,384 H100s (Llama 3, Sec. 3.3.4).
constexpr double kFailuresPerGpuHour = 419.0 / (54.0 * 24.0 * 16384.0);
constexpr double kRestartHours = 0.25;                 // reschedule, reload the checkpoint, warm up
constexpr double kSpotInterruptionsPerNodeHour = 0.01; // planning assumption, docs/model.md
// Kernels per layer and micro-batch, forward (backward twice as many): four GEMMs,
// attention, two norms, residuals, activation, rotary.
constexpr double kKernelsPerLayer = 12.0;
constexpr double kStepJitter = 0.02; // fitted on all rows, docs/validation.md
// GEMM pipeline fill and drain per output tile, in elements of K (fitted, docs/validation.md).
constexpr double kTileFill = 128.0;
// Compute that runs beside a collective runs slower: the collective's kernels hold SMs and
// HBM bandwidth. Lee et al. 2025 (arXiv 2507.03114) measure GPT and Llama layers on A100
// and H100 overlapped with NCCL collectives: 18.9 % slower on average (up to 40 %).
constexpr double kOverlapSlowdown = 0.189;

/// The time a collective of `comm` seconds adds when all but `exposed` of it runs beside
/// compute: the exposed part, and the hidden part's slowdown of that compute.
double contended(double comm, double exposed)
{
    return exposed + kOverlapSlowdown * std::max(0.0, comm - exposed);
}

struct Hw
{
    double peak = 1;       // FLOP/s of the GEMMs at the training precision
    double peak16 = 1;     // FLOP/s at 16 bits: attention, and GEMMs outside FP8
    double eta = 1;        // GEMM efficiency
    double attnEff = 0.5;  // fused attention efficiency at head size 128
    double memBw = 1;      // bytes/s, achievable
    double elemBytes = 2;  // bytes per GEMM input element
    double castBytes = 0;  // extra bytes per FP8 GEMM input element (scale and cast)
    double elemTraffic = 1; // element-wise bytes relative to fused kernels
    double launch = 4e-6;  // host time per kernel
    double tileFill = 0;   // K depth lost to each output tile's pipeline fill and drain
};

/// One GEMM: a roofline of math and traffic (inputs at the GEMM precision, 16-bit output).
/// Each output tile fills and drains its pipeline once, worth kTileFill of K depth, so a
/// short K (small hidden sizes) runs below the large-GEMM efficiency. FP8 inputs are
/// scaled and cast from 16 bits first.
double gemm(const Hw &hw, double m, double k, double n)
{
    const double flops = 2.0 * m * k * n;
    const double bytes = hw.elemBytes * (m * k + k * n) + 2.0 * m * n;
    return std::max(flops / (hw.peak * hw.eta) * (1.0 + hw.tileFill / k), bytes / hw.memBw)
           + hw.castBytes * (m * k + k * n) / hw.memBw + kKernelGap;
}

/// The same hardware for GEMMs that stay in 16 bits (or 32) under an FP8 recipe: attention
/// scores and the output projection.
Hw sixteenBit(const Hw &hw)
{
    Hw h = hw;
    h.peak = hw.peak16;
    h.elemBytes = std::max(2.0, hw.elemBytes);
    h.castBytes = 0;
    return h;
}

struct MicroBatchTime
{
    double fwdCompute = 0, bwdCompute = 0, recompute = 0, tp = 0, cpComm = 0, ep = 0,
           attnCompute = 0;
    double compute() const { return fwdCompute + bwdCompute + recompute; }
};

/// The attention block's projections for T tokens: queries, keys and values (through their
/// latents with MLA, whose compressions are not split by TP) and the output.
double attentionGemms(const Tower &t, const Hw &hw, double T, double tp)
{
    const double h = t.hidden;
    const double out = gemm(hw, T, t.outDim() / tp, h);
    if (!t.mla()) return gemm(hw, T, h, (t.qDim() + t.kDim() + t.vDim()) / tp) + out;
    const double q = t.qLora > 0 ? gemm(hw, T, h, t.qLora) + gemm(hw, T, t.qLora, t.qDim() / tp)
                                 : gemm(hw, T, h, t.qDim() / tp);
    return q + gemm(hw, T, h, t.kvLora + t.rope)
           + gemm(hw, T, t.kvLora, t.heads * (t.headDim() + t.vHeadDim()) / tp) + out;
}

/// The FFN of one layer for T tokens: dense, or an MoE layer's router, shared experts and
/// the routed experts this GPU holds. Under TP the MoE layer runs sequence parallel (as
/// Megatron-Core requires), so each GPU dispatches T / tp tokens; its experts are whole
/// (expert tensor parallelism 1) and each runs its own GEMMs on the tokens routed to it, as
/// many as the busiest rank gets (the capacity factor over the mean), so few tokens per
/// expert run memory-bound on the expert's weights.
double ffnGemms(const Tower &t, const Hw &hw, const Layout &l, double T, bool moe)
{
    const double h = t.hidden, tp = l.tp, up = t.gated ? 2.0 : 1.0;
    if (!moe) return gemm(hw, T, h, t.ffn * up / tp) + gemm(hw, T, t.ffn / tp, h);
    const double fe = t.expertFfn;
    double x = gemm(hw, T / tp, h, t.experts); // the router
    if (t.shared > 0)
        x += gemm(hw, T, h, t.shared * fe * up / tp) + gemm(hw, T, t.shared * fe / tp, h);
    const double local = t.experts / l.ep;
    const double rows = T / tp * t.topK * l.capacityFactor * l.ep / t.experts;
    return x + local * (gemm(hw, rows, h, fe * up) + gemm(hw, rows, fe, h));
}

/// The share of `groups` equal groups of `experts` experts that receive a token routed to
/// `k` distinct experts chosen uniformly: 1 - C(E - E/g, k) / C(E, k).
double groupsReached(double experts, double groups, double k)
{
    const double per = experts / groups;
    double none = 1.0;
    for (int i = 0; i < int(k); ++i)
        none *= std::max(0.0, (experts - per - i) / (experts - i));
    return 1.0 - none;
}

/// The expert-parallel all-to-all of one MoE layer for T tokens: each token's hidden state
/// goes to the ranks of its top-k experts (dispatch) and comes back (combine), forward and
/// backward. A token goes once to each rank that holds any of its experts, and once to each
/// other node that does, forwarded there over NVLink (DeepEP's dispatch, which DeepSeek's
/// stack and Megatron-Core use across nodes). The EP ranks are consecutive (Megatron-Core's
/// folded expert grid): NVLink and the NICs carry their shares at once; the share that
/// crosses the spine of an oversubscribed fabric (when the group spans more than one leaf)
/// runs at its rate there. The busiest rank receives the capacity factor over the mean.
double expertAllToAll(const Tower &t, const Layout &l, const ClusterFacts &c, double T)
{
    if (l.ep <= 1) return 0;
    const double token = t.hidden * 2.0 * l.capacityFactor; // 16-bit hidden state
    const double tokens = T / l.tp;                             // sequence parallel under TP
    const int perNode = c.nvlinkDomain();
    const int nodes = (l.ep + perNode - 1) / perNode; // NVLink domains one EP group spans
    const GroupLinks g = groupLinks(c, l.ep, 1, c.dataFabric.slowdown(nodes));
    const double ranks = l.ep * groupsReached(t.experts, l.ep, t.topK);
    const double intra = tokens * token * ranks * (g.perNode - 1.0) / g.perNode;
    const double inter = g.nodes > 1 ? tokens * token * (g.nodes - 1.0)
                                           * groupsReached(t.experts, g.nodes, t.topK)
                                     : 0.0;
    const double one = allToAll(intra, inter, g);
    const double count = l.recompute == Recompute::Full ? 6.0 : 4.0;
    // A stack that hides the all-to-all does it with kernels of its own on a fixed share of
    // the SMs (DeepEP: 20 of 132), which its measured speed already includes.
    return count * one * (1.0 - l.framework->expertOverlap);
}

/// One layer's forward and backward for one micro-batch on one GPU.
void layerTime(const Tower &t, const Hw &hw, const Layout &l, const ClusterFacts &c,
               const ModelMath &m, double layers, bool moe, MicroBatchTime &out)
{
    if (layers <= 0) return;
    const double tp = l.tp;
    const double b = l.microBatch;
    const double sLocal = t.seq / l.cp;
    const double T = b * sLocal;
    const double h = t.hidden;
    // The FFN width whose element-wise work each token sees: its experts' for an MoE layer.
    const double f = moe ? (t.topK * l.capacityFactor + t.shared) * t.expertFfn : t.ffn;

    double gemmFwd = attentionGemms(t, hw, T, tp) + ffnGemms(t, hw, l, T, moe);
    double attnFwd = 0, attnBwd = 0;
    if (l.unfusedAttention()) {
        // Scores materialised: per head a batched GEMM Q K^T (s x d x s) and S V (s x s x d),
        // plus scale-mask-softmax (read and write 2 bytes per score) and dropout (read 2,
        // write 2 plus a 1-byte mask). Backward costs about twice the forward.
        const Hw h16 = sixteenBit(hw);
        const double heads = b * t.heads / tp;
        const double scores = heads * sLocal * t.seq;
        const double softmax = scores * (4.0 + (t.dropout ? 5.0 : 0.0)) / hw.memBw;
        attnFwd = heads
                      * (gemm(h16, sLocal, t.qkHeadDim(), t.seq)
                         + gemm(h16, sLocal, t.seq, t.vHeadDim()) - 2 * kKernelGap)
                  + softmax + 4 * kKernelGap;
        attnBwd = 2.0 * attnFwd;
    } else {
        // Fused kernel (FlashAttention): compute-bound at 16 bits whatever the GEMM
        // precision, skips masked tiles when causal, and its backward recomputes the scores
        // (2.5x the forward FLOPs).
        const double hd = t.qkHeadDim();
        const double causal = t.causal ? std::min(1.0, 0.5 + 0.5 * kAttentionBlock / sLocal) : 1.0;
        const double attnFlops = 2.0 * b * sLocal * t.seq * (t.qDim() + t.outDim()) / tp * causal;
        const double eff = hw.attnEff * (hd / (hd + kAttentionHeadDim0))
                           / (128.0 / (128.0 + kAttentionHeadDim0));
        attnFwd = attnFlops / (hw.peak16 * eff) + kKernelGap;
        attnBwd = 2.5 * (attnFwd - kKernelGap) + kKernelGap;
    }
    // Element-wise: norms, residuals, dropout, rotary (10 h, split by TP only with SP) and the
    // MLP activation (2 or 3 f / t), 16-bit, times the stack's traffic relative to fused.
    // An MoE layer also permutes its tokens to the experts and back (4 copies of k h).
    const double permute = moe ? 4.0 * t.topK * l.capacityFactor * h / tp : 0.0;
    const double elems = 10.0 * h / (l.sp ? tp : 1.0) + (t.gated ? 3.0 : 2.0) * f / tp + permute;
    const double elemFwd = elems * T * 2.0 * hw.elemTraffic / hw.memBw + 6 * kKernelGap;

    // Backward: data and weight gradients (frozen LoRA bases skip the weight gradient),
    // element-wise about 2x the forward traffic.
    const double gemmBwd = gemmFwd * (m.lora ? 1.0 : 2.0);
    // QLoRA dequantises the NF4 base weights before every GEMM: read 0.52 bytes and write
    // 2 bytes per parameter, in forward and again in backward.
    const double dequant = m.qlora ? t.layerParams() / tp * 2.52 / hw.memBw : 0.0;
    // The host launches the kernels; a GPU that finishes them sooner waits for it.
    const double fwd
        = std::max(gemmFwd + attnFwd + elemFwd + dequant, kKernelsPerLayer * hw.launch);
    const double bwd = std::max(gemmBwd + attnBwd + 2.0 * elemFwd + dequant,
                                2.0 * kKernelsPerLayer * hw.launch);
    double re = 0;
    if (l.recompute == Recompute::Full)
        re = fwd; // the fused kernel's own score recomputation is in attnBwd
    else if (l.recompute == Recompute::Selective) {
        // The attention core when it was stored (Korthikanti et al.), whatever share of the
        // rest the stack's policy drops, and the modules it adds: the two norms (4 h of the
        // element-wise traffic), the experts' activation, MLA's up-projections.
        const Framework &fw = *l.framework;
        re = (l.unfusedAttention() ? attnFwd : 0.0)
             + (1.0 - fw.selectiveKeep) * (fwd - attnFwd);
        const double perElem = T * 2.0 * hw.elemTraffic / hw.memBw;
        if (fw.recomputeNorms) re += 4.0 * h / (l.sp ? tp : 1.0) * perElem;
        if (fw.recomputeMoeActivation && moe) re += (t.gated ? 3.0 : 2.0) * f / tp * perElem;
        if (fw.recomputeMlaUpProjection && t.mla())
            re += (t.qLora > 0 ? gemm(hw, T, t.qLora, t.qDim() / tp) : 0.0)
                  + gemm(hw, T, t.kvLora, t.heads * (t.headDim() + t.vHeadDim()) / tp);
    }

    // Tensor parallel: two all-reduces (or RS + AG with SP) forward, two backward, of s b h;
    // the stack hides a fraction behind the GEMMs (async TP, userbuffer overlap).
    double tpTime = 0;
    if (l.tp > 1) {
        const double one = allReduce(T * h * 2.0, groupLinks(c, l.tp, 1));
        const double all = (l.recompute == Recompute::Full ? 6.0 : 4.0) * one;
        tpTime = contended(all, all * (1.0 - l.framework->tpOverlap));
    }
    // Context parallel: K and V chunks travel the ring, hidden behind attention compute.
    double cpTime = 0;
    if (l.cp > 1) {
        const double kvBytes = T * (t.kDim() + t.vDim()) / tp * 2.0;
        // Forward, and twice in backward (K and V, then their gradients).
        const double comm = 3.0 * ringExchange(kvBytes, groupLinks(c, l.cp, l.tp));
        cpTime = contended(comm, std::max(0.0, comm - attnFwd - attnBwd));
    }
    out.fwdCompute += layers * fwd;
    out.bwdCompute += layers * bwd;
    out.recompute += layers * re;
    out.tp += layers * tpTime;
    out.cpComm += layers * cpTime;
    if (moe) out.ep += layers * expertAllToAll(t, l, c, T);
    out.attnCompute += layers * attnFwd;
}

void outputLayerTime(const Tower &t, const Hw &hw, const Layout &l, MicroBatchTime &out)
{
    if (t.vocab <= 0) return;
    const double T = l.microBatch * t.seq / l.cp;
    // The output projection stays in 16 bits under FP8 recipes (Transformer Engine, torchao).
    const Hw h16 = sixteenBit(hw);
    const double logits = gemm(h16, T, t.hidden, t.vocab / l.tp);
    const double loss = 12.0 * T * t.vocab / l.tp / hw.memBw; // FP32 softmax, three passes
    out.fwdCompute += logits + loss;
    out.bwdCompute += 2.0 * logits + loss;
}

/// The accelerator as the GEMM, attention and element-wise kernels of the stack `fw` see
/// it at the precision `prec` (the plan's, as the part runs it), its clock lowered by a
/// power cap.
Hw hardware(Precision prec, const Accelerator &gpu, const Framework &fw)
{
    // A power cap below the TDP lowers the clock under load: dynamic power grows about with
    // the cube of the clock (voltage follows frequency), so f ~ (cap / TDP)^(1/3).
    const double clock = gpu.powerLimit.value() > 0 && gpu.tdp.value() > 0
                             ? std::cbrt(std::min(1.0, gpu.powerLimit.value() / gpu.tdp.value()))
                             : 1.0;
    Hw hw;
    hw.peak = gpu.peakTflops(prec).value_or(1.0) * 1e12 * clock;
    const Precision p16 = prec == Precision::FP8 ? (gpu.peakTflopsBf16 ? Precision::BF16 : Precision::FP16)
                                                 : prec;
    hw.peak16 = gpu.peakTflops(p16).value_or(gpu.peakTflops(prec).value_or(1.0)) * 1e12 * clock;
    hw.eta = gpu.gemmEfficiency;
    hw.attnEff = fw.hopperAttention && gpu.attentionEfficiencyFa3 ? *gpu.attentionEfficiencyFa3
                                                                   : gpu.attentionEfficiency;
    hw.memBw = gpu.memoryBandwidth.value() * kMemoryEfficiency;
    hw.elemBytes = prec == Precision::FP8 ? 1.0 : (prec == Precision::FP32 ? 4.0 : 2.0);
    hw.castBytes = prec == Precision::FP8 ? fw.fp8CastBytes : 0.0;
    hw.elemTraffic = fw.elementwiseTraffic * (prec == Precision::FP32 ? 2.0 : 1.0);
    hw.launch = fw.launchOverhead;
    hw.attnEff *= fw.attentionEfficiency;
    hw.tileFill = kTileFill;
    if (prec == Precision::FP32 && gpu.peakTflopsTf32)
        hw.eta *= 0.9; // TF32 kernels run slightly worse

    return hw;
}

/// One micro-batch's forward, backward and recomputation on the slowest pipeline stage, with
/// the communication inside its layers, as the stack's pipeline engine and a trial run's
/// calibration scale it.
MicroBatchTime microBatchTime(const Hw &hw, const ModelMath &m, const Layout &l,
                              const ClusterFacts &c)
{
    const Framework &fw = *l.framework;
    MicroBatchTime mb;
    if (m.transformer) {
        // A stage of `layers` layers, as many of them MoE layers as it can hold; the last
        // stage also runs the output layer.
        auto stage = [&](double layers, bool output) {
            MicroBatchTime t;
            const double moeLayers = std::min(layers, m.main.moeLayers());
            layerTime(m.main, hw, l, c, m, layers - moeLayers, false, t);
            layerTime(m.main, hw, l, c, m, moeLayers, true, t);
            if (output) outputLayerTime(m.main, hw, l, t);
            return t;
        };
        // The slowest stage: n = ceil(L / p) layers and the output layer. Where the layers
        // do not divide evenly, s = p n - L places are spare; a stack that partitions its
        // stages by parameters (Framework::stagesByParameters) gives the last stage n - s
        // layers beside the output layer, and the slowest is the fuller of a full stage and
        // the last. Megatron-Core splits layers evenly (uneven splits are the user's flags).
        const double n = std::ceil(m.main.layers / l.pp);
        const double spare = n * l.pp - m.main.layers;
        mb = stage(n, true);
        if (l.pp > 1 && spare >= 1 && fw.stagesByParameters) {
            const MicroBatchTime full = stage(n, false);
            const MicroBatchTime last = stage(std::max(0.0, n - spare), true);
            auto busy = [](const MicroBatchTime &t) { return t.compute() + t.tp + t.cpComm + t.ep; };
            mb = busy(full) >= busy(last) ? full : last;
        }
        if (m.text.layers > 0) {
            layerTime(m.text, hw, l, c, m, std::ceil(m.text.layers / l.pp), false, mb);
            outputLayerTime(m.text, hw, l, mb);
        }
    } else {
        const double flops = m.forwardFlopsPerSample * l.microBatch / (l.tp * l.pp);
        const double fwd = flops / (hw.peak * m.achievedFraction);
        mb.fwdCompute = fwd;
        mb.bwdCompute = 2.0 * fwd;
        mb.recompute = l.recompute == Recompute::Full ? fwd : 0.0;
    }
    // The stack's pipeline engine, where the plan pipelines (Framework::pipelineEfficiency).
    if (l.pp > 1 && fw.pipelineEfficiency < 1.0) {
        const double slower = 1.0 / fw.pipelineEfficiency;
        mb.fwdCompute *= slower;
        mb.bwdCompute *= slower;
        mb.recompute *= slower;
        mb.attnCompute *= slower;
    }
    // Calibrated from a trial run: the measured compute speed replaces the modelled one.
    mb.fwdCompute *= l.computeScale;
    mb.bwdCompute *= l.computeScale;
    mb.recompute *= l.computeScale;
    mb.attnCompute *= l.computeScale;

    return mb;
}

/// The pipeline's stage-boundary transfers in one step: activations s b h (split over TP by
/// scatter/gather) each way. Stages are the outermost dimension: beyond one NVLink domain
/// (a node, or a rack-scale system's rack), the slowest boundary of the synchronous
/// pipeline crosses the inter-node fabric.
Seconds pipelineTransfers(const ModelMath &m, const Layout &l, const ClusterFacts &c, double micro)
{
    const bool crossNode = c.gpus > c.nvlinkDomain();
    const double bw = crossNode ? c.interNodePerGpu.value() : c.intraNodePerGpu.value();
    const double lat = crossNode ? c.interLatency.value() : c.intraLatency.value();
    const double msg
        = l.microBatch * (m.transformer ? m.main.seq / l.cp * m.main.hidden : 1e6) * 2.0 / l.tp;
    return Seconds((micro + l.pp - 1.0) * 2.0 * l.vp * (msg / bw + lat));
}

/// Data-parallel gradient synchronisation in one step (and FSDP / ZeRO-3's gathers), what of
/// it the stack hides behind compute, and the slowdown of the compute it runs beside.
Seconds gradientSync(Precision prec, const ModelMath &m, const Layout &l, const ClusterFacts &c,
                     const GpuParams &here, const MicroBatchTime &mb, double perMicro, double micro)
{
    const Framework &fw = *l.framework;
    Seconds dp;
    const Precision gp = prec == Precision::FP32 ? Precision::FP32 : Precision::BF16;
    const double gradBytes = (gp == Precision::FP32 ? 4.0 : 2.0);
    const double trainedShare = m.trainable / std::max(1.0, m.params);
    // Gradients are reduced (and ZeRO shards kept) over the data-parallel ranks together with
    // the context-parallel ones, which hold the same weights; a routed expert's over the
    // tp x cp x dp / ep ranks that hold it.
    const int shard = l.dp * l.cp, expertShard = l.expertDp();
    // The group of ranks that hold the same weights: consecutive members tp apart (CP and DP
    // together), on the links groupLinks() gives it. Across nodes, the share of the traffic
    // that crosses an oversubscribed spine runs at the bandwidth it gets there (docs/model.md,
    // "Network design"). A routed expert's group is strided likewise, by tp x cp x dp / its
    // ranks' count.
    const GroupLinks dpLinks = groupLinks(c, shard, l.tp, c.dataParallelSlowdown);
    const GroupLinks expertLinks = groupLinks(c, expertShard, l.tp * l.cp * l.dp / expertShard,
                                              c.dataParallelSlowdown);
    const double layersHere
        = m.transformer ? std::max(1.0, std::ceil(m.main.layers / l.pp)) : 1.0;
    if (shard > 1 && l.zero >= 3 && !m.lora) {
        // FSDP / ZeRO-3: gather weights for forward and backward, reduce-scatter the
        // gradients, every micro-batch; prefetching hides the stack's share of it behind
        // compute, and the first layer's gather is never hidden.
        const double gathered
            = prec == Precision::FP8 && fw.fp8AllGather ? 1.0 : (prec == Precision::FP32 ? 4.0 : 2.0);
        // Each unit the stack shards (a transformer block: FSDP's auto-wrap, torchtitan's and
        // llm-foundry's per-block fully_shard) is its own all-gather and reduce-scatter, and
        // NCCL runs those as rings only: every one pays a ring's latency, so at thousands of
        // ranks the latency, not the bytes, bounds the step.
        auto cycle = [&](double params, GroupLinks g) {
            if (g.ranks <= 1 || params <= 0) return 0.0;
            const double bytes = 2.0 * params * gathered + params * gradBytes;
            return (g.ranks - 1.0) / g.ranks * bytes / (g.bw * fw.shardCollectiveEfficiency)
                   + 3.0 * layersHere * ringLatency(g, false);
        };
        // The shard group (all of dp x cp, or a hybrid sharding's group: its members
        // consecutive, tp apart) gathers and reduce-scatters on the links it spans.
        const GroupLinks shardLinks = groupLinks(c, l.shardGroup, l.tp, c.dataParallelSlowdown);
        const double comm = cycle(here.dense, shardLinks) + cycle(here.routed, expertLinks);
        const double hidden = fw.shardOverlap * std::min(comm, perMicro);
        const double exposed = std::max(comm - hidden, comm / layersHere); // first gather
        // With pipeline stages the stage is gathered and reduced once per step.
        dp = Seconds((l.pp > 1 ? 1.0 : micro) * contended(comm, exposed));
        if (l.shardGroup < shard) {
            // ...and once a step all-reduces each gradient shard across the replicas (the
            // ranks holding the same shard, tp x shard group apart), behind the last backward.
            const int replicas = l.shardReplicas();
            const GroupLinks across
                = groupLinks(c, replicas, l.tp * l.shardGroup, c.dataParallelSlowdown);
            const double shardBytes = here.dense / l.shardGroup * trainedShare * gradBytes;
            const double ar = allReduceIn(
                gradientCollectives(fw, here.dense / l.shardGroup, layersHere, replicas),
                shardBytes, across);
            dp += Seconds(contended(ar, std::max(ar - (mb.bwdCompute + mb.recompute), ar * 0.1)));
        }
    } else if (shard > 1) {
        // All-reduce (ZeRO-1/2: reduce-scatter + all-gather, same volume) overlapped with
        // the backward pass of the last micro-batch.
        // In buckets or per block (Framework::gradBucketParams), each collective with the
        // algorithm NCCL picks for its size and scale.
        const double comm
            = allReduceIn(gradientCollectives(fw, here.dense, layersHere, shard),
                          here.dense * trainedShare * gradBytes, dpLinks)
              + allReduceIn(gradientCollectives(fw, here.routed, layersHere, expertShard),
                            here.routed * trainedShare * gradBytes, expertLinks);
        const double window = mb.bwdCompute + mb.recompute;
        dp = Seconds(contended(comm, std::max(comm - window, comm * 0.1)));
    }
    return dp;
}

/// The data pipeline's time for one step's samples (storage reads and CPU decoding),
/// overlapped with compute by prefetching.
double dataTime(const ModelMath &m, const Layout &l, const ClusterFacts &c)
{
    const double samples = l.globalBatch;
    const double diskBytes
        = m.bytesPerSampleOnDisk > 0 ? m.bytesPerSampleOnDisk : m.tokensPerSample * 4.0;
    double io = samples * diskBytes / std::max(1.0, c.storageRead.value());
    if (m.imageData || m.bytesPerSampleOnDisk > 65536) {
        // Each sample is at least one random read of up to 1 MiB.
        const double reads = samples * std::max(1.0, std::ceil(diskBytes / 1048576.0));
        io = std::max(io, reads / std::max(1.0, c.storageIops));
    }
    const double cores = std::max(1.0, double(c.hostCoresTotal) - c.gpus); // one per trainer
    const double cpu = samples * m.cpuSecondsPerSample / cores;
    return std::max(io, cpu);
}

} // namespace

StepTime stepTime(const Plan &plan, const ModelMath &m, const Layout &l, const ClusterFacts &c)
{
    const Precision prec = effectivePrecision(plan, *c.gpu);
    const Hw hw = hardware(prec, *c.gpu, *l.framework);
    const MicroBatchTime mb = microBatchTime(hw, m, l, c);
    const GpuParams here = gpuParams(m, l);
    const double micro = l.microBatchesPerStep();
    StepTime st;
    st.compute = Seconds(micro * mb.compute());
    st.tp = Seconds(micro * mb.tp);
    st.cpComm = Seconds(micro * mb.cpComm);
    st.ep = Seconds(micro * mb.ep);
    const double perMicro = mb.compute() + mb.tp + mb.cpComm + mb.ep;
    if (l.pp > 1) {
        st.bubble = Seconds((l.pp - 1.0) / l.vp * perMicro);
        st.p2p = pipelineTransfers(m, l, c, micro);
    }
    st.dp = gradientSync(prec, m, l, c, here, mb, perMicro, micro);
    // Optimizer step: Adam touches about 28 bytes per trainable parameter it owns.
    const double trainedShare = m.trainable / std::max(1.0, m.params);
    const double owned = trainedShare
                         * (l.zero >= 1 ? here.dense / l.shardGroup + here.routed / l.expertDp()
                                        : here.total());
    st.optimizer = Seconds(owned * 28.0 / hw.memBw + 10 * kKernelGap);

    const double data = dataTime(m, l, c);
    double busy
        = (st.compute + st.tp + st.cpComm + st.ep + st.bubble + st.p2p + st.dp + st.optimizer)
              .value();
    st.data = Seconds(std::max(0.0, data - busy));

    // Every step ends in collectives that wait for the slowest GPU: with per-GPU step-time
    // jitter σ, the expected maximum of N is about σ sqrt(2 ln N) above the mean. The wait
    // is communication time, though no link's rate shortens it (TimeBreakdown::stragglerWait).
    if (c.gpus > 1) {
        st.wait
            = (Seconds(busy) + st.data) * (kStepJitter * std::sqrt(2.0 * std::log(double(c.gpus))));
        busy += st.wait.value();
    }
    st.step = Seconds(busy) + st.data;
    st.executedFlopsPerGpu = 0;
    return st;
}

void finishTime(const Plan &plan, const ModelMath &m, const Layout &l, const ClusterFacts &c,
                const StepTime &st, Result &r)
{
    const double G = l.globalBatch;
    double samples = plan.samples;
    if (plan.tokens > 0)
        samples = plan.tokens / m.tokensPerSample;
    else if (plan.datasetBytes > 0)
        samples = plan.datasetBytes
                  / (m.bytesPerSampleOnDisk > 0 ? m.bytesPerSampleOnDisk : m.tokensPerSample * 4.0);
    samples *= plan.epochs;
    r.steps = std::ceil(samples / G);
    r.stepTime = st.step;
    r.samplesPerSecond = G / st.step.value();
    r.tokensPerSecond = m.transformer ? r.samplesPerSecond * m.tokensPerSample : 0.0;
    const double modelFlopsPerSample
        = m.transformer ? (m.main.trainFlopsPerToken() * m.main.seq
                           + (m.text.layers > 0 ? m.text.trainFlopsPerToken() * m.text.seq : 0.0))
                        : 3.0 * m.forwardFlopsPerSample;
    // LoRA skips the weight-gradient GEMMs of the frozen base: 4 instead of 6 FLOPs per
    // parameter and token.
    // LoRA skips the weight-gradient GEMMs of the frozen base: 4 instead of 6 FLOPs per
    // parameter and token; attention has no weights and keeps its full backward.
    double flopsPerSample = modelFlopsPerSample;
    if (m.lora) {
        const Tower &w = m.main;
        const double attention = 12.0 * w.layers * w.seq * w.hidden * w.seq;
        flopsPerSample = (modelFlopsPerSample - attention) * 2.0 / 3.0 + attention;
    }
    r.flopsPerToken = flopsPerSample / m.tokensPerSample;
    r.perSample = !m.transformer;
    r.tflopsPerGpu = flopsPerSample * r.samplesPerSecond / c.gpus / 1e12;
    const Precision prec = effectivePrecision(plan, *c.gpu);
    r.mfu = r.tflopsPerGpu / c.gpu->peakTflops(prec).value_or(1.0);

    const double steps = r.steps;
    TimeBreakdown &t = r.time;
    t.compute = st.compute * steps;
    t.tensorParallel = st.tp * steps;
    t.contextParallel = st.cpComm * steps;
    t.expertParallel = st.ep * steps;
    t.pipelineBubble = st.bubble * steps;
    t.pipelineP2p = st.p2p * steps;
    t.dataParallel = st.dp * steps;
    t.stragglerWait = st.wait * steps;
    const GroupLinks dpLinks = groupLinks(c, l.dp * l.cp, l.tp, c.dataParallelSlowdown);
    r.gradientLink = dpLinks.ranks <= 1 ? Result::ExchangeLink::None
                     : dpLinks.nodes <= 1 || dpLinks.bw < dpLinks.nic * dpLinks.perNode
                         ? Result::ExchangeLink::InsideNode
                         : Result::ExchangeLink::Network;
    t.optimizer = st.optimizer * steps;
    t.dataLoading = st.data * steps;
    r.trainingTime = st.step * steps;
    // Checkpoints: 16-bit weights plus FP32 optimizer states (14 bytes per trained
    // parameter; LoRA saves only the adapters), written to the shared tier.
    r.checkpointSize = Bytes(m.lora ? m.trainable * 14.0 : m.params * 14.0);
    // A fine-tune starts from the pretrained model as released, in 16 bits (QLoRA quantises
    // it as it loads): every data-parallel replica reads one copy, its tensor and pipeline
    // ranks a part each, from the storage at its aggregate read bandwidth. Every GPU waits.
    const bool pretrained = plan.workload == Workload::Finetune || plan.workload == Workload::Lora
                            || plan.workload == Workload::Qlora;
    // Before that the job is launched as a restart relaunches it (kRestartHours: scheduling,
    // nodes and containers up, communicators, warm-up), with every GPU held and billed: a
    // minute's training on 1,024 GPUs is a quarter of an hour's bill.
    t.startup = hours(kRestartHours)
                + Seconds(pretrained ? 2.0 * m.params * l.dp / std::max(1.0, c.storageRead.value())
                                     : 0.0);
    planRestarts(plan, c, r);
}

void planRestarts(const Plan &plan, const ClusterFacts &c, Result &r)
{
    TimeBreakdown &t = r.time;
    const double trainH = toHours(r.trainingTime);
    const double writeS = r.checkpointSize.value() / std::max(1.0, c.storageWrite.value());
    const double nodeRate
        = plan.pricing == Pricing::Spot ? kSpotInterruptionsPerNodeHour * c.nodes : 0;
    const double failuresPerHour = kFailuresPerGpuHour * c.gpus + nodeRate;
    double intervalH = plan.checkpointIntervalHours;
    if (intervalH < 0) {
        // Young (1974): the interval that minimises write plus rework time.
        intervalH = std::sqrt(2.0 * (writeS / 3600.0) / failuresPerHour);
        intervalH = std::clamp(intervalH, 0.25, 24.0);
    }
    r.checkpointInterval = hours(intervalH);
    double ckptH = 0, lostPerFailureH = 0;
    if (intervalH > 0) {
        ckptH = trainH / intervalH * writeS / 3600.0;
        lostPerFailureH = kRestartHours + std::min(intervalH, trainH) / 2.0;
    } else {
        // No checkpoints: a failure loses on average half of what has run so far.
        lostPerFailureH = kRestartHours + trainH / 2.0;
    }
    const double failures = failuresPerHour * (trainH + ckptH);
    t.checkpoints = hours(ckptH);
    t.failures = hours(std::min(failures * lostPerFailureH, 1e12));
    t.experimentation
        = (r.trainingTime + t.startup + t.checkpoints + t.failures) * plan.experimentAllowance;
    r.totalTime = t.total();
}

} // namespace cp::detail
