// Cloud vs. buy over time and the sensitivity of cost and time to uncertain inputs, both
// built on evaluate() and the cost model's price lookups. docs/model.md section 8.
#include "analysis.h"
#include "format.h"

#include "errortext.h"
#include "planner.h"
#include "pricelookup.h"

#include <algorithm>
#include <cmath>
#include <set>
#include <string>

namespace cp {

using namespace detail;

namespace {

// An idle node still draws this fraction of its full power (host CPUs, memory, fans, NICs,
// power-supply losses, idle GPUs). Planning assumption, docs/model.md section 8.
constexpr double kIdlePowerFraction = 0.30;

// Planning ranges of sensitivity(); the reasons are in docs/model.md section 8.
constexpr double kGpuPriceSpread = 0.20;
constexpr double kGemmEfficiencySpread = 0.10;
constexpr double kDatasetSpread = 0.25;
constexpr double kNetworkSpread = 0.50;
constexpr double kAllowanceSpread = 0.20; // absolute

QString number(double v)
{
    return formatNumber(v, 6, currentLanguage());
}

PlanError outOfRange(const char *field, double min, double max, double got)
{
    return PlanError{field, ErrorTr::tr("must be between %1 and %2 (got %3)")
                                .arg(number(min), number(max), number(got))
                                .toStdString()};
}

/// Month (interpolated) from which `purchase` stays at or below `cloud` to the horizon.
std::optional<double> breakEven(const std::vector<double> &cloud,
                                const std::vector<double> &purchase)
{
    int last = -1; // the last month at which purchase is still dearer
    for (std::size_t m = 0; m < cloud.size(); ++m)
        if (cloud[m] < purchase[m]) last = int(m);
    if (last < 0) return 0.0;
    if (last + 1 >= int(cloud.size())) return std::nullopt;
    const double before = cloud[last] - purchase[last];        // < 0
    const double after = cloud[last + 1] - purchase[last + 1]; // >= 0
    return last + -before / (after - before);
}

} // namespace

std::optional<PlanError> costOverTime(const Plan &plan, const Catalog &catalog, double utilization,
                                      int months, CostOverTime &out)
{
    if (!(utilization >= 0 && utilization <= 1))
        return outOfRange("utilization", 0, 1, utilization);
    if (months < 0 || months > kMaxCostMonths)
        return outOfRange("months", 0, kMaxCostMonths, months);

    // The cluster, its stored data and the run come from evaluate(); spot is evaluated as
    // well for the time its preemptions add.
    Plan onDemand = plan;
    onDemand.pricing = Pricing::OnDemand;
    Result base;
    if (auto e = evaluate(onDemand, catalog, base)) return e;
    Plan spotPlan = plan;
    spotPlan.pricing = Pricing::Spot;
    Result spot;
    if (auto e = evaluate(spotPlan, catalog, spot)) return e;
    const ClusterFacts &c = base.cluster;
    const auto prices = planPrices(plan, catalog, c.gpu->id);
    if (!prices)
        return PlanError{"gpu", ErrorTr::tr("no price list has a price for accelerator '%1'")
                                    .arg(QString::fromStdString(c.gpu->id))
                                    .toStdString()};
    const PriceList &list = *prices->list;
    const double u = utilization;
    const double reserve = 1.0 + kReserveFraction;
    const double gpuHoursPerMonth = c.gpus * kHoursPerMonth;
    const double staff = prices->staffPerMonth(c.gpus);

    // Cloud: busy GPU-hours (reserved: every hour of the term), storage per TB-month and
    // staff every month. Spot needs more busy hours for the same work: its restarts.
    const double cloudMonthly = base.storedTB * prices->money(list.storagePerTBMonth) + staff;
    const double spotWork = base.totalTime.value() > 0 ? spot.totalTime / base.totalTime : 1.0;

    // Purchase: capex at month 0, then power (idle floor plus the busy share), rack space,
    // staff and support every month.
    double capex = prices->gpu.purchasePerGpu * c.gpus;
    for (const NetworkPart &part : networkParts(base.network, c, *prices))
        capex += part.quantity * part.unitPrice;
    if (c.storage)
        if (const auto perTB = prices->storagePerTB(c.storage->id))
            capex += *perTB * purchasedStorageTB(c, base.storedTB);
    // The servers idle at a floor between jobs; switches and optics draw alike busy or not.
    const double nodeKw = c.nodePower.value() / 1000.0 * c.nodes;
    const double kw = nodeKw + base.network.powerW / 1000.0;
    const double power = (nodeKw * (kIdlePowerFraction + (1.0 - kIdlePowerFraction) * u)
                          + base.network.powerW / 1000.0)
                         * list.pue * kHoursPerMonth * prices->money(list.powerPerKWh);
    const double racks = kw / std::max(0.1, list.rackPowerKW);
    const double space = racks * prices->money(list.colocationPerRackMonth);
    const double support = list.supportFractionPerYear * capex / 12.0;
    const double ownedMonthly = power + space + staff + support;

    CostOverTime r;
    r.currency = plan.currency;
    r.utilization = u;
    r.months = months;
    r.runMonths = toHours(base.totalTime) / kHoursPerMonth;
    for (int i = 0; i < int(r.curves.size()); ++i) {
        CostCurve &curve = r.curves[i];
        curve.pricing = Pricing(i);
        curve.cumulative.resize(std::size_t(months) + 1);
        const double rate = prices->perGpuHour(curve.pricing) * gpuHoursPerMonth;
        for (int m = 0; m <= months; ++m) {
            double v = 0;
            switch (curve.pricing) {
            case Pricing::OnDemand:
                v = rate * u * m + cloudMonthly * m;
                break;
            case Pricing::Spot:
                v = rate * u * spotWork * m + cloudMonthly * m;
                break;
            case Pricing::Reserved1y:
                v = rate * std::max(double(m), 12.0) + cloudMonthly * m;
                break;
            case Pricing::Reserved3y:
                v = rate * std::max(double(m), 36.0) + cloudMonthly * m;
                break;
            case Pricing::Purchase:
                v = capex + ownedMonthly * m;
                break;
            }
            curve.cumulative[std::size_t(m)] = v * reserve;
        }
    }
    const std::vector<double> &owned = r.curve(Pricing::Purchase).cumulative;
    for (CostCurve &curve : r.curves)
        if (curve.pricing != Pricing::Purchase)
            curve.breakEvenMonth = breakEven(curve.cumulative, owned);
    out = std::move(r);
    return std::nullopt;
}

namespace {

SensitivityOutcome outcomeOf(const Result &r)
{
    return {r.costTotal, r.totalTime, r.cost, r.time};
}

/// Fabrics that carry the job's training traffic between nodes.
std::set<std::string> trainingFabrics(const Plan &plan)
{
    std::set<std::string> ids;
    if (plan.topology.empty()) {
        ids.insert(plan.interNode);
        return ids;
    }
    for (const TopoSwitch &s : plan.topology.switches) {
        if (s.role != SwitchRole::Training) continue;
        ids.insert(s.fabric);
        for (const TopoLink &l : plan.topology.links)
            if ((l.a == s.id || l.b == s.id) && !l.fabric.empty()) ids.insert(l.fabric);
    }
    return ids;
}

/// Planning range of a relative input, as a fraction either side of the plan's value.
double spreadOf(SensitivityInput input)
{
    switch (input) {
    case SensitivityInput::GpuPrice:
        return kGpuPriceSpread;
    case SensitivityInput::GemmEfficiency:
        return kGemmEfficiencySpread;
    case SensitivityInput::DatasetSize:
        return kDatasetSpread;
    case SensitivityInput::NetworkBandwidth:
        return kNetworkSpread;
    case SensitivityInput::ExperimentAllowance:
        return kAllowanceSpread;
    }
    return 0;
}

bool inCatalog(SensitivityInput input)
{
    return input == SensitivityInput::GpuPrice || input == SensitivityInput::GemmEfficiency
           || input == SensitivityInput::NetworkBandwidth;
}

/// The catalog with a catalog input scaled by `factor` for this plan's job.
void scaleInCatalog(SensitivityInput input, double factor, const Plan &plan, const std::string &gpu,
                    Catalog &c)
{
    switch (input) {
    case SensitivityInput::GpuPrice:
        for (PriceList &list : c.priceLists) {
            auto it = list.gpus.find(gpu);
            if (it == list.gpus.end()) continue;
            GpuPrice &g = it->second;
            for (double *v :
                 {&g.onDemand, &g.reserved1y, &g.reserved3y, &g.spot, &g.purchasePerGpu})
                *v *= factor;
        }
        break;
    case SensitivityInput::GemmEfficiency:
        for (Accelerator &a : c.accelerators)
            if (a.id == gpu) a.gemmEfficiency = std::min(1.0, a.gemmEfficiency * factor);
        break;
    case SensitivityInput::NetworkBandwidth: {
        const std::set<std::string> ids = trainingFabrics(plan);
        for (Fabric &f : c.fabrics)
            if (ids.count(f.id)) f.rate = f.rate * factor;
        break;
    }
    default:
        break;
    }
}

/// The plan with a plan input set: the dataset scaled by `setting`, or the allowance.
void setInPlan(SensitivityInput input, double setting, Plan &p)
{
    if (input == SensitivityInput::DatasetSize) {
        p.tokens *= setting;
        p.samples *= setting;
        p.datasetBytes *= setting;
        if (p.datasetTB >= 0) p.datasetTB *= setting;
    } else if (input == SensitivityInput::ExperimentAllowance) {
        p.experimentAllowance = setting;
    }
}

double extent(double base, double a, double b)
{
    return std::max({base, a, b}) - std::min({base, a, b});
}

} // namespace

std::optional<PlanError> sensitivity(const Plan &plan, const Catalog &catalog, Sensitivity &out,
                                     SwingMetric sortBy)
{
    Result base;
    if (auto e = evaluate(plan, catalog, base)) return e;
    Sensitivity s;
    s.currency = base.currency;
    s.base = outcomeOf(base);
    s.sortedBy = sortBy;
    const std::string gpu = base.cluster.gpu->id;
    for (int i = 0; i < kSensitivityInputs; ++i) {
        SensitivityRow row;
        row.input = SensitivityInput(i);
        const double spread = spreadOf(row.input);
        if (row.input == SensitivityInput::ExperimentAllowance) {
            row.baseSetting = plan.experimentAllowance;
            row.lowSetting = std::max(0.0, plan.experimentAllowance - spread);
            row.highSetting = plan.experimentAllowance + spread;
        } else {
            row.lowSetting = 1.0 - spread;
            row.highSetting = 1.0 + spread;
        }
        for (const bool high : {false, true}) {
            const double setting = high ? row.highSetting : row.lowSetting;
            Result r;
            std::optional<PlanError> e;
            if (inCatalog(row.input)) {
                Catalog c = catalog;
                scaleInCatalog(row.input, setting, plan, gpu, c);
                e = evaluate(plan, c, r);
            } else {
                Plan p = plan;
                setInPlan(row.input, setting, p);
                e = evaluate(p, catalog, r);
            }
            if (e) return e;
            (high ? row.high : row.low) = outcomeOf(r);
        }
        row.costSwing = extent(s.base.cost, row.low.cost, row.high.cost);
        row.timeSwing
            = Seconds(extent(s.base.time.value(), row.low.time.value(), row.high.time.value()));
        s.rows.push_back(row);
    }
    std::stable_sort(s.rows.begin(), s.rows.end(),
                     [sortBy](const SensitivityRow &a, const SensitivityRow &b) {
                         if (sortBy == SwingMetric::Time) return a.timeSwing > b.timeSwing;
                         return a.costSwing > b.costSwing;
                     });
    out = std::move(s);
    return std::nullopt;
}

} // namespace cp
