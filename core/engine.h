// Internal interfaces between the planner's models (memory, time, cost, cluster, findings).
// Not part of the public API: use planner.h.
#pragma once

#include "plan.h"
#include "result.h"

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
    double headDim() const { return headDimGiven > 0 ? headDimGiven : hidden / heads; }
    /// The width of the queries and of the attention output: heads x head width.
    double qDim() const { return heads * headDim(); }
    double attnParamsPerLayer() const
    {
        return hidden * (qDim() + 2.0 * kvHeads * headDim()) + qDim() * hidden;
    }
    double mlpParamsPerLayer() const { return hidden * ffn * (gated ? 3.0 : 2.0); }
    /// Biases of a layer's linear layers and its norms' shifts, where the model has them.
    double biasParamsPerLayer() const
    {
        if (!biases) return 0;
        return qDim() + 2.0 * kvHeads * headDim() + hidden + ffn * (gated ? 2.0 : 1.0) + hidden
               + 2.0 * hidden;
    }
    double layerParams() const
    {
        return attnParamsPerLayer() + mlpParamsPerLayer() + 2.0 * hidden + biasParamsPerLayer();
    }
    double embeddingParams() const
    {
        return vocab * hidden * (tied ? 1.0 : 2.0) + positions * hidden;
    }
    double params() const
    {
        return layers * layerParams() + embeddingParams() + hidden * (biases ? 2.0 : 1.0)
               + (pooler ? hidden * hidden + hidden : 0.0);
    }
    /// Model FLOPs per token for forward + backward, attention counted without causal
    /// savings (Megatron-LM / PaLM convention): 6 x matmul params + 12 L s h.
    double trainFlopsPerToken() const
    {
        return 6.0 * (layers * (attnParamsPerLayer() + mlpParamsPerLayer()) + vocab * hidden)
               + 12.0 * layers * seq * qDim();
    }
};

/// The model reduced to what the engines need.
struct ModelMath
{
    bool transformer = true;
    Tower main;           // the decoder / encoder / vision tower
    Tower text;           // CLIP text tower (layers = 0 when absent)
    double params = 0;    // all parameters
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
    bool sp = false;
    Recompute recompute = Recompute::Selective;
    AttentionKernel attention = AttentionKernel::Flash;
    /// The time model runs the unfused kernel (fused kernels never store the scores).
    bool unfusedAttention() const { return attention == AttentionKernel::Unfused; }
    /// The memory model keeps the scores: the unfused kernel, or auto without recomputation.
    bool scoresStored() const
    {
        return recompute == Recompute::None
               && (attention == AttentionKernel::Unfused || attention == AttentionKernel::Auto);
    }
    int microBatchesPerStep() const { return globalBatch / (dp * microBatch); }
};

/// Fraction the caching allocator reserves above the tensors it holds (core/memory.cpp).
extern const double kAllocatorOverhead;

MemoryBreakdown memoryPerGpu(const Plan &plan, const ModelMath &m, const Layout &l,
                             const ClusterFacts &c);

struct StepTime
{
    Seconds step; // one optimizer step, wall clock
    Seconds compute, tp, cpComm, bubble, p2p, dp, optimizer, data;
    double executedFlopsPerGpu = 0; // including recomputation
};

StepTime stepTime(const Plan &plan, const ModelMath &m, const Layout &l, const ClusterFacts &c);

void finishTime(const Plan &plan, const ModelMath &m, const Layout &l, const ClusterFacts &c,
                const StepTime &st, Result &r);

/// The cost by category; with `bom`, also the lines it is made of.
void computeCost(const Plan &plan, const Catalog &catalog, const ClusterFacts &c,
                 double datasetBytes, Result &r, std::vector<BomLine> *bom = nullptr);

void addFindings(const Plan &plan, const ModelMath &m, const Layout &l, const ClusterFacts &c,
                 Result &r);

/// Default global batch in samples: a workload-typical batch, a multiple of dp x micro-batch.
int defaultGlobalBatch(const Plan &plan, const ModelMath &m, int dp, int microBatch);

Precision effectivePrecision(const Plan &plan, const Accelerator &gpu);

/// The training stack a layout runs on: the plan's, or for a plan that names none, FSDP
/// (eager) for a ZeRO-3 layout without tensor or pipeline parallelism, torchtitan (FSDP2
/// with TP or PP) for one with, and the catalog's default (Megatron-Core) otherwise.
const Framework &resolveFramework(const Plan &plan, const Catalog &catalog, const Layout &l);

} // namespace cp::detail
