// The planner's entry point: a pure function from a plan and a catalog to a result.
#pragma once

#include "catalog.h"
#include "plan.h"
#include "result.h"

#include <optional>

namespace cp {

/// Evaluates memory, time, cost and findings; parallelism left on auto is chosen (the
/// fastest layout that fits). Returns an error when the plan cannot be evaluated.
std::optional<PlanError> evaluate(const Plan &plan, const Catalog &catalog, Result &out);

} // namespace cp
