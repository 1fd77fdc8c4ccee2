// SPDX-License-Identifier: GPL-3.0-or-later
// The automatic layout search: the parallel layout of a plan, fixed where the plan gives it,
// otherwise the fastest that fits. Internal to the planner: use planner.h.
#pragma once

#include "engine/engine.h"

#include <optional>

namespace cp::detail {

/// A layout with the memory and step time the models give it.
struct Candidate
{
    Layout layout;
    MemoryBreakdown memory;
    StepTime time;
    bool valid = false;
};

/// Picks the layout: fixed where given, otherwise the fastest that fits.
std::optional<PlanError> chooseLayout(const Plan &plan, const Catalog &catalog, const ModelMath &m,
                                      const ClusterFacts &c, double computeScale,
                                      double memoryScale, Candidate &best, long long &examined);

} // namespace cp::detail
