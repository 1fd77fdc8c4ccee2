// SPDX-License-Identifier: GPL-3.0-or-later
// Analyses around one plan for the UI's charts: the cluster's cumulative cost over time in
// each pricing mode (cloud vs. buy), and how total cost and time respond to the inputs a
// planner is least sure of (tornado chart). Formulas: docs/model.md section 8.
#pragma once

#include "model/analysisresult.h"
#include "model/catalog.h"
#include "model/plan.h"

#include <optional>
#include <vector>

namespace cp {

/// Largest horizon costOverTime() accepts, in months.
inline constexpr int kMaxCostMonths = 1200;

/// Cumulative cost of the plan's cluster (GPUs, nodes, fabric, storage as evaluate() derives
/// them) in every pricing mode, `utilization` (0..1) being the fraction of hours it is busy.
/// The plan's own pricing mode does not matter. Returns an error when the plan cannot be
/// evaluated, its GPU has no price, or utilization or months are out of range.
std::optional<PlanError> costOverTime(const Plan &plan, const Catalog &catalog, double utilization,
                                      int months, CostOverTime &out);

/// Serving `demand` (GPUs in use each month, the cluster's servers bought or rented by the
/// GPU, `utilization` the busy share of their hours) in every pricing mode, and the owned
/// fleet that minimises the total over the horizon when each month's excess is rented
/// pay-as-you-go (spot when the plan is on spot). Owning none is the pure cloud and owning
/// the peak the pure purchase, so the hybrid is never dearer than either. Errors as
/// costOverTime(), and for an empty or negative demand.
/// `evaluated`, where the caller has it, is `plan` evaluated already: at spot when the plan
/// is on spot, else at any other pricing (they run the same hours; only spot's preemptions
/// add time). It saves evaluating the plan again.
std::optional<PlanError> pricingOverTime(const Plan &plan, const Catalog &catalog,
                                         double utilization, const std::vector<double> &demand,
                                         PricingOverTime &out, const Result *evaluated = nullptr);

/// The cheapest way of paying for the demand `p` was priced for (CheapestWay).
CheapestWay cheapestWay(const PricingOverTime &p);

/// The plan's cost over months as the app and the proposal show it: pricingOverTime() over
/// its amortization period at its utilization (Plan::utilization), against its demand
/// (Plan::demand; steady, the plan's GPUs every month, when it has none), with the
/// owned-plus-cloud split. `evaluated`: the plan's own result, where the caller has it.
std::optional<PlanError> planPricing(const Plan &plan, const Catalog &catalog,
                                     PricingOverTime &out, const Result *evaluated = nullptr);

/// Re-evaluates the plan with each input at the low and the high end of its planning range
/// (a modified copy of the plan or the catalog, then evaluate()): eleven evaluations.
/// Returns the first error when the plan, or one of its variants, cannot be evaluated.
std::optional<PlanError> sensitivity(const Plan &plan, const Catalog &catalog, Sensitivity &out,
                                     SwingMetric sortBy = SwingMetric::Cost);

} // namespace cp
