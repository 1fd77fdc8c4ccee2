// SPDX-License-Identifier: GPL-3.0-or-later
// The planner's entry point: a pure function from a plan and a catalog to a result.
#pragma once

#include "model/catalog.h"
#include "model/plan.h"
#include "model/result.h"

#include <optional>
#include <vector>

namespace cp {

/// Evaluates memory, time, cost and findings; parallelism left on auto is chosen (the
/// fastest layout that fits). Returns an error when the plan cannot be evaluated.
/// Longest job the planner estimates: past it a plan is refused (the dataset or the GPU
/// count is wrong), so no figure overflows what people read.
inline constexpr double kMaxPlanYears = 1000;

std::optional<PlanError> evaluate(const Plan &plan, const Catalog &catalog, Result &out);

/// The total time of an evaluated run paid by `pricing` instead: the layout, the steps and
/// the checkpoints are the same whatever pays for them, only the interruptions differ (spot
/// capacity is taken back). What evaluate() gives for the plan on that pricing, without
/// evaluating it again.
Seconds totalTimeOn(Pricing pricing, const Plan &plan, const Result &evaluated);

/// evaluate(), and the bill of materials the cost is made of (in the result's currency):
/// the lines of each category add up to that category of result.cost.
std::optional<PlanError> billOfMaterials(const Plan &plan, const Catalog &catalog, Result &out,
                                         std::vector<BomLine> &lines);

/// The parameters of a plan's model (ModelCounts), without evaluating the rest of the plan;
/// an error names the dimension that is wrong (the model editor checks its fields with it).
std::optional<PlanError> modelCounts(const Plan &plan, ModelCounts &out);

/// Memory per GPU on each distinct accelerator type of the topology (or the plan's one
/// type): the plan evaluated as if all its GPU nodes carried that type. `evaluated`, the
/// plan's own result where the caller has it, stands for the type the plan already has.
std::vector<AcceleratorFit> memoryFitByAccelerator(const Plan &plan, const Catalog &catalog,
                                                   const Result *evaluated = nullptr);

/// Total time against GPU count, from one node up to eight times the plan's GPUs (rounded
/// up to a power of two) in powers of two, the layout chosen afresh at each size (the
/// topology replaced by the standard layout of its node and fabric). Points that cannot be
/// evaluated are left out.
std::vector<ScalingPoint> scalingCurve(const Plan &plan, const Catalog &catalog);
/// The same in two steps: what the curve evaluates, from the plan and its result, and the
/// curve of a basis. A caller that keeps the last basis and curve evaluates again only when
/// the basis changes (most edits of a drawn cluster leave it as it was).
ScalingBasis scalingBasis(const Plan &plan, const Result &evaluated);
std::vector<ScalingPoint> scalingCurve(const ScalingBasis &basis, const Catalog &catalog);

/// Whether throughput reads in samples/s: for models that are not token-based, and for
/// datasets given in samples or bytes (images, series), whose reader counts samples, not
/// the patches a vision transformer makes of them.
bool throughputInSamples(const Plan &plan, const Result &r);

/// The acceptance trial of an evaluated plan (`full` is its result).
std::optional<PlanError> acceptanceTrial(const Plan &plan, const Catalog &catalog,
                                         const Result &full, AcceptanceTrial &out);

/// The canvas drawing of a plan given by flags (no topology): its GPU nodes in rows of
/// eight on one training switch of the inter-node fabric (NICs per node as the plan or the
/// template says), shared storage on a storage switch, every node on a management switch.
/// Evaluated, it gives the same cluster as the flags. Errors as evaluate() gives them.
std::optional<PlanError> standardTopology(const Plan &flags, const Catalog &catalog, Topology &out);

} // namespace cp
