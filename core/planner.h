// The planner's entry point: a pure function from a plan and a catalog to a result.
#pragma once

#include "catalog.h"
#include "plan.h"
#include "result.h"

#include <optional>
#include <vector>

namespace cp {

/// Evaluates memory, time, cost and findings; parallelism left on auto is chosen (the
/// fastest layout that fits). Returns an error when the plan cannot be evaluated.
/// Longest job the planner estimates: past it a plan is refused (the dataset or the GPU
/// count is wrong), so no figure overflows what people read.
inline constexpr double kMaxPlanYears = 1000;

std::optional<PlanError> evaluate(const Plan &plan, const Catalog &catalog, Result &out);

/// evaluate(), and the bill of materials the cost is made of (in the result's currency):
/// the lines of each category add up to that category of result.cost.
std::optional<PlanError> billOfMaterials(const Plan &plan, const Catalog &catalog, Result &out,
                                         std::vector<BomLine> &lines);

/// The parameters of a plan's model, in all and those one token passes through (fewer for a
/// mixture of experts), without evaluating the rest of the plan; an error names the
/// dimension that is wrong (the model editor checks its fields with it).
struct ModelCounts
{
    double params = 0, active = 0, flopsPerToken = 0;
};
std::optional<PlanError> modelCounts(const Plan &plan, ModelCounts &out);

/// Memory per GPU for one accelerator type of the cluster.
struct AcceleratorFit
{
    std::string gpu; // accelerator id
    MemoryBreakdown memory;
    Bytes capacity;
    bool fits = false;
};

/// Memory per GPU on each distinct accelerator type of the topology (or the plan's one
/// type): the plan evaluated as if all its GPU nodes carried that type.
std::vector<AcceleratorFit> memoryFitByAccelerator(const Plan &plan, const Catalog &catalog);

/// One point of a scaling curve: total wall time of the plan on this many GPUs.
struct ScalingPoint
{
    int gpus = 0;
    Seconds total;
    bool fits = false;
};

/// Total time against GPU count, from one node up to eight times the plan's GPUs in
/// powers of two, the layout chosen afresh at each size (the topology replaced by the
/// standard layout of its node and fabric). Points that cannot be evaluated are left out.
std::vector<ScalingPoint> scalingCurve(const Plan &plan, const Catalog &catalog);

/// The smallest run of a plan a customer can make before the full one: the plan's parallel
/// layout on one model-parallel group (tp x pp x cp GPUs), or data parallel over a few of
/// them, the fewest that hold the model in memory (ZeRO shards over fewer ranks, so a
/// trial may need more than one group). Its figures are planned for it, not taken from the
/// full run: throughput per GPU and memory per GPU as the planner gives them at that size.
/// Whether throughput reads in samples/s: for models that are not token-based, and for
/// datasets given in samples or bytes (images, series), whose reader counts samples, not
/// the patches a vision transformer makes of them.
bool throughputInSamples(const Plan &plan, const Result &r);

struct AcceptanceTrial
{
    int gpus = 0;      // the plan's whole GPU count when no smaller run holds the model
    int nodes = 0;     // whole nodes, or 1 for part of one
    int dp = 1;        // data-parallel groups in the trial
    double perGpu = 0; // tokens/s per GPU, or samples/s (throughputInSamples)
    Bytes memoryPerGpu;
    Seconds stepTime;
};

/// The acceptance trial of an evaluated plan (`full` is its result).
std::optional<PlanError> acceptanceTrial(const Plan &plan, const Catalog &catalog,
                                         const Result &full, AcceptanceTrial &out);

/// The canvas drawing of a plan given by flags (no topology): its GPU nodes in rows of
/// eight on one training switch of the inter-node fabric (NICs per node as the plan or the
/// template says), shared storage on a storage switch, every node on a management switch.
/// Evaluated, it gives the same cluster as the flags. Errors as evaluate() gives them.
std::optional<PlanError> standardTopology(const Plan &flags, const Catalog &catalog, Topology &out);

} // namespace cp
