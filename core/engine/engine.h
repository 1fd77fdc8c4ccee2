// SPDX-License-Identifier: GPL-3.0-or-later
// Internal interfaces between the planner's models (memory, time, cost, cluster, findings).
// Not part of the public API: use planner.h.
#pragma once

#include "model/plan.h"
#include "model/result.h"
#include "engine/pricelookup.h"

#include <algorithm>
#include <optional>

namespace cp::detail {

/// One transformer stack (a decoder, an encoder, one tower of a two-tower model).
struct Tower
{
    double layers = 0, hidden = 0, heads = 0, kvHeads = 0, ffn = 0, vocab = 0, seq = 0;
    double headDimGiven = 0; // a head's width where it is not hidden / heads (Qwen3)
    double positions = 0;    // learned position embeddings (rows of hidden)
    bool biases = false, pooler = false;
    bool gated = false, dropout = true, causal = true, tied = false;
    // Mixture of experts (experts 0 = dense): routed experts, experts per token, shared
    // experts, one expert's FFN width, dense layers before the first MoE layer.
    double experts = 0, topK = 0, shared = 0, expertFfn = 0, denseLayers = 0;
    // Multi-head latent attention (kvLora 0 = none): compression ranks, the rotary part of
    // a query/key head (headDim() is the rest) and a value head's width.
    double qLora = 0, kvLora = 0, rope = 0, valueDim = 0;

    double headDim() const { return headDimGiven > 0 ? headDimGiven : hidden / heads; }
    bool mla() const { return kvLora > 0; }
    /// A query (and key) head's width, and a value head's.
    double qkHeadDim() const { return headDim() + (mla() ? rope : 0.0); }
    double vHeadDim() const { return mla() && valueDim > 0 ? valueDim : headDim(); }
    /// The width of the queries and of the attention output: heads x head width.
    double qDim() const { return heads * qkHeadDim(); }
    double outDim() const { return heads * vHeadDim(); }
    /// Keys and values as attention reads them (MLA expands its latent to every head).
    double kDim() const { return (mla() ? heads : kvHeads) * qkHeadDim(); }
    double vDim() const { return (mla() ? heads : kvHeads) * vHeadDim(); }
    double attnParamsPerLayer() const
    {
        if (!mla()) return hidden * (qDim() + kDim() + vDim()) + outDim() * hidden;
        // DeepSeek-V2/V3: queries through a rank-qLora bottleneck (with its norm) or
        // straight; keys and values from one latent of kvLora plus a shared rotary key.
        const double q = qLora > 0 ? hidden * qLora + qLora + qLora * qDim() : hidden * qDim();
        const double kv = hidden * (kvLora + rope) + kvLora + kvLora * heads * (headDim() + vHeadDim());
        return q + kv + outDim() * hidden;
    }
    double mlpParamsPerLayer() const { return hidden * ffn * (gated ? 3.0 : 2.0); }
    // Mixture of experts.
    bool moe() const { return experts > 0; }
    double moeLayers() const { return moe() ? layers - denseLayers : 0.0; }
    double expertParams() const { return hidden * expertFfn * (gated ? 3.0 : 2.0); }
    double routerParams() const { return hidden * experts; }
    /// Parameters of an MoE layer's FFN besides its routed experts: router and shared experts.
    double moeDenseParamsPerLayer() const { return routerParams() + shared * expertParams(); }
    /// Biases of a layer's linear layers and its norms' shifts, where the model has them.
    double biasParamsPerLayer() const
    {
        if (!biases) return 0;
        return qDim() + kDim() + vDim() + hidden + ffn * (gated ? 2.0 : 1.0) + hidden
               + 2.0 * hidden;
    }
    /// A dense layer's parameters.
    double layerParams() const
    {
        return attnParamsPerLayer() + mlpParamsPerLayer() + 2.0 * hidden + biasParamsPerLayer();
    }
    /// An MoE layer's parameters besides its routed experts, and with them.
    double moeLayerDenseParams() const
    {
        return attnParamsPerLayer() + moeDenseParamsPerLayer() + 2.0 * hidden;
    }
    double moeLayerParams() const { return moeLayerDenseParams() + experts * expertParams(); }
    /// The routed experts' parameters in all.
    double routedParams() const { return moeLayers() * experts * expertParams(); }
    double embeddingParams() const
    {
        return vocab * hidden * (tied ? 1.0 : 2.0) + positions * hidden;
    }
    double params() const
    {
        return (layers - moeLayers()) * layerParams() + moeLayers() * moeLayerParams()
               + embeddingParams() + hidden * (biases ? 2.0 : 1.0)
               + (pooler ? hidden * hidden + hidden : 0.0);
    }
    /// Parameters one token passes through: the routed experts it goes to, not all of them.
    double activeParams() const
    {
        return params() - moeLayers() * (experts - topK) * expertParams();
    }
    /// Parameters of the layers on the fullest pipeline stage of `stageLayers` layers: as
    /// many MoE layers as it can hold. `routed` picks the routed experts' share or the rest.
    double stageParams(double stageLayers, bool routed) const
    {
        const double moeHere = std::min(stageLayers, moeLayers());
        if (routed) return moeHere * experts * expertParams();
        return (stageLayers - moeHere) * layerParams() + moeHere * moeLayerDenseParams();
    }
    /// Model FLOPs per token for forward + backward, attention counted without causal
    /// savings (Megatron-LM / PaLM convention): 6 x the matmul parameters a token passes
    /// through + 6 L s (query-key + value head widths) x heads.
    double trainFlopsPerToken() const
    {
        const double matmul = (layers - moeLayers()) * mlpParamsPerLayer()
                              + moeLayers() * (topK + shared) * expertParams()
                              + moeLayers() * routerParams() + layers * attnParamsPerLayer()
                              + vocab * hidden;
        return 6.0 * matmul + 6.0 * layers * seq * (qDim() + outDim());
    }
};

/// The model reduced to what the engines need.
struct ModelMath
{
    bool transformer = true;
    Tower main;           // the decoder / encoder / vision tower
    Tower text;           // CLIP text tower (layers = 0 when absent)
    double params = 0;    // all parameters
    double activeParams = 0; // those one token passes through (all, but for MoE)
    double routedParams = 0; // the routed experts', sharded by expert parallelism
    double trainable = 0; // parameters with gradients and optimizer states
    double tokensPerSample = 1;
    // Non-transformer families: per-sample figures at the plan's resolution.
    double forwardFlopsPerSample = 0;
    double activationBytesPerSample = 0;
    double achievedFraction = 0.3; // of dense peak, non-transformer kernels
    double bytesPerSampleOnDisk = 0;
    double cpuSecondsPerSample = 0;
    bool lora = false, qlora = false;
    bool imageData = false;
};

std::optional<PlanError> buildModel(const Plan &plan, ModelMath &out);

/// Cluster facts from the topology (or the flags), plus findings about the graph.
std::optional<PlanError> deriveCluster(const Plan &plan, const Catalog &catalog, ClusterFacts &out,
                                       std::vector<Finding> &findings);

struct Layout
{
    const Framework *framework = nullptr; // never null once chosen (chooseLayout)
    double computeScale = 1.0; // compute time multiplier from a trial run (1 = none)
    double memoryScale = 1.0;  // activation and workspace memory multiplier (1 = none)
    int tp = 1, pp = 1, dp = 1, cp = 1, vp = 1, zero = 0, microBatch = 1, globalBatch = 1;
    int ep = 1;                 // expert parallel, folded over the tp x cp x dp ranks
    int shardGroup = 1;         // ranks one ZeRO / FSDP shard spans (divides dp x cp)
    double capacityFactor = 1;  // the busiest expert's tokens against the mean
    bool sp = false;
    /// Ranks a routed expert's weights are replicated on (its gradients reduced over): the
    /// stage's tp x cp x dp ranks over EP (experts are not split by TP).
    int expertDp() const { return std::max(1, tp * cp * dp / ep); }
    /// Replicas of each shard under hybrid sharding (1 = plain ZeRO / FSDP).
    int shardReplicas() const { return std::max(1, dp * cp / std::max(1, shardGroup)); }
    Recompute recompute = Recompute::Selective;
    AttentionKernel attention = AttentionKernel::Flash;
    /// The time model runs the unfused kernel (fused kernels never store the scores).
    bool unfusedAttention() const { return attention == AttentionKernel::Unfused; }
    /// The plan names its training stack (auto attention is then that stack's fused kernel).
    bool stackNamed = false;
    /// The memory model keeps the scores, without recomputation: the unfused kernel, or auto
    /// when the plan names no stack (Korthikanti et al.'s bound: the planner cannot know the
    /// kernel). Auto on a named stack is the fused kernel every current stack runs (TE/cuDNN
    /// attention, PyTorch SDPA, FlashAttention), in memory as in time.
    bool scoresStored() const
    {
        return recompute == Recompute::None
               && (unfusedAttention() || (attention == AttentionKernel::Auto && !stackNamed));
    }
    int microBatchesPerStep() const { return globalBatch / (dp * microBatch); }
};

/// The parameters one GPU holds before ZeRO: the fullest pipeline stage's layers (plus the
/// embeddings), split by TP; the routed experts' further split by EP.
struct GpuParams
{
    double dense = 0, routed = 0;
    double total() const { return dense + routed; }
};
GpuParams gpuParams(const ModelMath &m, const Layout &l);

/// Fraction the caching allocator reserves above the tensors it holds (core/engine/memory.cpp).
extern const double kAllocatorOverhead;

MemoryBreakdown memoryPerGpu(const Plan &plan, const ModelMath &m, const Layout &l,
                             const ClusterFacts &c);

struct StepTime
{
    Seconds step; // one optimizer step, wall clock
    Seconds compute, tp, cpComm, ep, bubble, p2p, dp, optimizer, data;
    Seconds wait;                   // for the slowest GPU at the step's closing collectives
    double executedFlopsPerGpu = 0; // including recomputation
};

StepTime stepTime(const Plan &plan, const ModelMath &m, const Layout &l, const ClusterFacts &c);

void finishTime(const Plan &plan, const ModelMath &m, const Layout &l, const ClusterFacts &c,
                const StepTime &st, Result &r);
/// The checkpoints, failures (and spot preemptions) and the trial runs of a run of
/// r.trainingTime with checkpoints of r.checkpointSize, and the total time they make.
void planRestarts(const Plan &plan, const ClusterFacts &c, Result &r);

/// The cost by category; with `bom`, also the lines it is made of. The GPU's prices are
/// taken at `level` of their likely range.
void computeCost(const Plan &plan, const Catalog &catalog, const ClusterFacts &c,
                 double datasetBytes, Result &r, std::vector<BomLine> *bom = nullptr,
                 PriceLevel level = PriceLevel::Typical);

void addFindings(const Plan &plan, const ModelMath &m, const Layout &l, const ClusterFacts &c,
                 Result &r);

/// Default global batch in samples: a workload-typical batch, a multiple of dp x micro-batch.
int defaultGlobalBatch(const Plan &plan, const ModelMath &m, int dp, int microBatch);

Precision effectivePrecision(const Plan &plan, const Accelerator &gpu);

/// The training stack a layout runs on: the plan's, or for a plan that names none, the one
/// its kind of job runs on. Pretraining and full fine-tuning: FSDP (eager) for a ZeRO-3
/// layout without tensor or pipeline parallelism, torchtitan (FSDP2 with TP or PP) for one
/// with, the catalog's default (Megatron-Core) otherwise. Adapters and image, time-series,
/// multimodal and diffusion models: eager PyTorch, FSDP from ZeRO-2 and DDP below.
const Framework &resolveFramework(const Plan &plan, const Catalog &catalog, const Layout &l);

} // namespace cp::detail
