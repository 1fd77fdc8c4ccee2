// SPDX-License-Identifier: GPL-3.0-or-later
// What the analyses around one plan answer (core/analysis/analysis.h computes them): cumulative cost
// over time in each pricing mode, a demand served owned, rented or split, the cheapest of
// those, and the tornado of the inputs a planner is least sure of. Values only: a view or a
// document lays them out without evaluating anything.
#pragma once

#include "model/result.h"

#include <array>
#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace cp {

/// Cumulative cost of one pricing mode at month 0, 1, ..., months, in the plan's currency.
struct CostCurve
{
    Pricing pricing = Pricing::OnDemand;
    std::vector<double> cumulative; // months + 1 values
    /// Cloud modes: the month (interpolated between whole months) from which purchase is
    /// cumulatively cheaper up to the horizon; 0 when it is from the start; nullopt when it
    /// is not within the horizon. Always nullopt for purchase itself.
    std::optional<double> breakEvenMonth;
    /// Cloud modes: the rate per GPU-hour (net of the plan's compute discount, in its
    /// currency) at which this mode costs what purchase does over the whole horizon: above
    /// it, owning pays off. nullopt when nothing is rented; 0 when owning is the cheaper
    /// even against free GPUs. Always nullopt for purchase.
    std::optional<double> breakEvenPrice;
    /// Cloud modes: the rate per GPU-hour this mode is paid at (net of the plan's compute
    /// discount, in its currency), to set against breakEvenPrice. Always 0 for purchase.
    double ratePerGpuHour = 0;
    /// False for a cloud mode the price list gives no rate for: its curve holds only the
    /// storage and staff, and it is no way of paying.
    bool priced = true;
};

/// The plan's cluster rented or bought for a number of months, busy a fraction of its hours.
struct CostOverTime
{
    Currency currency = Currency::USD;
    double utilization = 1;
    int months = 0;
    double runMonths = 0;            // the plan's run (on-demand), in months of 730 busy hours
    /// The plan's negotiated discount on compute applies: the cloud rates are not the list's.
    bool computeDiscounted = false;
    std::array<CostCurve, 5> curves; // indexed by Pricing
    const CostCurve &curve(Pricing p) const { return curves[std::size_t(p)]; }
};

/// The shapes of a monthly demand for GPUs (demandProfile): the same every month; a
/// typhoon season (July to September) at kPeakFactor times the rest; project bursts of two
/// months at kPeakFactor times in every six.
enum class DemandShape { Steady, Seasonal, Bursts };
inline constexpr double kPeakFactor = 3.0;

/// GPUs in use month by month over `months` months from January, `base` outside the peaks.
std::vector<double> demandProfile(DemandShape shape, double base, int months);

/// A monthly demand as a plan, a flag or a file gives it (Plan::demand): a shape's name
/// ("steady", "seasonal", "bursts", its base `base` GPUs) or GPUs per month separated by
/// commas, repeated to fill the months (twelve values are a year). An error (field
/// "demand") names the item that is neither.
std::optional<PlanError> readDemand(const std::string &text, double base, int months,
                                    std::vector<double> &out);

/// Owning some GPUs and renting each month's excess in the cloud.
struct HybridCost
{
    int ownedGpus = 0;                  // in whole servers; 0 = all cloud
    Pricing cloudPricing = Pricing::OnDemand; // what the excess is rented at
    std::vector<double> cumulative;     // months + 1 values, owned and rented together
};

/// A monthly demand served by each pricing mode and by the cheapest owned-plus-cloud mix.
struct PricingOverTime
{
    CostOverTime modes;         // each mode serving the demand (purchase: the peak, owned)
    std::vector<double> demand; // GPUs in use in month 1, 2, ...
    HybridCost hybrid;
};

/// The way of paying for a demand that costs the least over its months: renting all of it in
/// one priced cloud mode, owning the peak, or owning part and renting the rest (the hybrid).
/// Every view that names the cheapest way asks this, so none calls a split the cheapest
/// while a cloud mode it charts lies lower.
struct CheapestWay
{
    enum class Kind { Cloud, Owned, Split };
    Kind kind = Kind::Cloud;
    Pricing pricing = Pricing::OnDemand; // Cloud: the mode; Split: what the excess is rented at
    int ownedGpus = 0;                   // Owned: the peak; Split: the owned part
    double total = 0;                    // over the months, in the plan's currency
};
/// The inputs sensitivity() varies; the UI names them.
enum class SensitivityInput {
    GpuPrice,           // every price of the job's GPU: per GPU-hour and purchase, +-20 %
    GemmEfficiency,     // Accelerator::gemmEfficiency of the job's GPU, +-10 %
    DatasetSize,        // tokens, samples or bytes (and a given stored size), +-25 %
    NetworkBandwidth,   // line rate of the training network's fabrics, +-50 %
    ExperimentAllowance // Plan::experimentAllowance, -0.2 .. +0.2 (absolute, not below 0)
};
inline constexpr int kSensitivityInputs = 5;

/// What to order the rows by: the swing of the total cost or of the total time.
enum class SwingMetric { Cost, Time };

/// Total cost and time of one evaluation, with their breakdowns.
struct SensitivityOutcome
{
    double cost = 0; // in Sensitivity::currency
    Seconds time;
    CostBreakdown costParts;
    TimeBreakdown timeParts;
};

/// One bar of the tornado: the plan re-evaluated at the low and the high end of one input.
struct SensitivityRow
{
    SensitivityInput input = SensitivityInput::GpuPrice;
    // The input's setting: a factor on the plan's value (the plan is 1), except for
    // ExperimentAllowance, where it is the allowance itself (the plan's is the base).
    double lowSetting = 1, baseSetting = 1, highSetting = 1;
    SensitivityOutcome low, high;
    // Extent of the bar: the largest minus the smallest of low, base and high.
    double costSwing = 0;
    Seconds timeSwing;
};

/// The tornado chart's data: the plan as it is, and one row per input.
struct Sensitivity
{
    Currency currency = Currency::USD;
    SensitivityOutcome base;
    std::vector<SensitivityRow> rows; // largest swing first (by `sortedBy`)
    SwingMetric sortedBy = SwingMetric::Cost;
    /// Why the network may change nothing: the job's nodes (one has no network traffic)
    /// and the link bounding its gradient exchange (Result::gradientLink).
    int nodes = 1;
    Result::ExchangeLink gradientLink = Result::ExchangeLink::None;
    IntraNodeKind intraKind = IntraNodeKind::Pcie; // the job's GPU's links inside a node
    /// A trial run calibrates the plan's compute time: the GPU's matrix efficiency, which
    /// the trial measured, then moves nothing (Result::calibration).
    bool calibrated = false;
};

} // namespace cp
