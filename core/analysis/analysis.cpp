// SPDX-License-Identifier: GPL-3.0-or-later
// Cloud vs. buy over time and the sensitivity of cost and time to uncertain inputs, both
// built on evaluate() and the cost model's price lookups. docs/model.md section 8.
#include "analysis/analysis.h"
#include "report/format.h"

#include "report/errortext.h"
#include "engine/planner.h"
#include "engine/pricelookup.h"

#include <algorithm>
#include <array>
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
constexpr double kGpuPriceSpread = 0.20; // where a price has no range of its own
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

namespace {

/// The plan's cluster in money, per GPU where it scales with the GPUs owned or rented: what
/// the steady curves, the demand profiles and the hybrid all cost from (docs/model.md
/// section 8).
struct Economics
{
    Currency currency = Currency::USD;
    double u = 1;              // utilization: the share of hours the GPUs in use are busy
    int clusterGpus = 0, gpusPerNode = 1;
    double runMonths = 0;
    std::array<double, 5> perGpuHour{}; // by Pricing
    bool computeDiscounted = false;     // perGpuHour is net of a negotiated discount
    double spotWork = 1;       // spot's busy hours for the same work (its restarts)
    double minRentalMonths = 0; // the shortest rental a pay-as-you-go offer bills
    double cloudStorage = 0;   // per month, the data and checkpoints kept in the cloud
    double staffPerGpu = 0;    // per month
    double gpuCapex = 0, networkCapex = 0, storageCapex = 0; // the cluster's
    double nodeKwPerGpu = 0, networkKw = 0;                   // the cluster's network
    double kWhPrice = 0, pue = 1, supportPerYear = 0;
    double spaceMonth = 0; // the cluster's racks (rackSpace), per month

    /// Buying `owned` GPUs: their servers and their share of the networks; the storage whole.
    double capex(double owned) const
    {
        if (owned <= 0) return 0;
        return (gpuCapex + networkCapex) * owned / clusterGpus + storageCapex;
    }
    /// A month of `owned` GPUs, `inUse` of them given work: power (an idle floor plus the
    /// busy share; switches and optics always), rack space, staff and support.
    double ownedMonth(double owned, double inUse) const
    {
        if (owned <= 0) return 0;
        const double busy = u * std::min(inUse, owned) / owned;
        const double nodeKw = nodeKwPerGpu * owned, netKw = networkKw * owned / clusterGpus;
        const double power = (nodeKw * (kIdlePowerFraction + (1.0 - kIdlePowerFraction) * busy)
                              + netKw)
                             * pue * kHoursPerMonth * kWhPrice;
        const double space = spaceMonth * owned / clusterGpus;
        return power + space + staffPerGpu * owned + supportPerYear * capex(owned) / 12.0;
    }
    /// A month of `gpus` rented at a pay-as-you-go mode at `rate` per GPU-hour, busy `u` of
    /// the hours, with their staff (and the storage when nothing is owned).
    double rentedMonth(Pricing p, double rate, double gpus, bool storage) const
    {
        const double work = p == Pricing::Spot ? spotWork : 1.0;
        return rate * gpus * kHoursPerMonth * u * work + staffPerGpu * gpus
               + (storage ? cloudStorage : 0.0);
    }
};

std::optional<PlanError> economicsOf(const Plan &plan, const Catalog &catalog, double utilization,
                                     Economics &e, const Result *evaluated = nullptr)
{
    if (!(utilization >= 0 && utilization <= 1))
        return outOfRange("utilization", 0, 1, utilization);
    // The cluster, its stored data and the run come from evaluate() (the plan's own result,
    // pricingOverTime's `evaluated`, where the caller has it); spot's time adds its
    // preemptions to the same run.
    Result own;
    if (!evaluated) {
        if (auto err = evaluate(plan, catalog, own)) return err;
        evaluated = &own;
    }
    const Result &base = *evaluated;
    const Seconds onDemandTime = totalTimeOn(Pricing::OnDemand, plan, base);
    const Seconds spotTime = totalTimeOn(Pricing::Spot, plan, base);
    const ClusterFacts &c = base.cluster;
    const auto prices = planPrices(plan, catalog, c.gpu->id);
    if (!prices)
        return PlanError{"gpu", ErrorTr::tr("no price list has a price for accelerator '%1'")
                                    .arg(QString::fromStdString(c.gpu->id))
                                    .toStdString()};
    const PriceList &list = *prices->list;
    e.currency = plan.currency;
    e.u = utilization;
    // Billed whole: a rack-scale system's spare trays too (cost.cpp).
    e.clusterGpus = std::max(1, c.installedGpus());
    // Owned in whole servers; a rack-scale system's in whole racks (bought whole, as rented).
    e.gpusPerNode
        = std::max(1, c.gpusPerNode) * (c.rackScale ? std::max(1, c.rackScale->nodes) : 1);
    e.runMonths = toHours(onDemandTime) / kHoursPerMonth;
    e.minRentalMonths = std::max(plan.minRentalMonths, list.minRentalMonths);
    for (int i = 0; i < 5; ++i)
        e.perGpuHour[std::size_t(i)] = prices->perGpuHour(Pricing(i));
    // A run spot would never finish (preempted past the planner's longest job) has no spot
    // curve, as evaluate() would refuse it.
    if (!std::isfinite(spotTime.value()) || spotTime.value() > kMaxPlanYears * 365.25 * 86400)
        e.perGpuHour[std::size_t(Pricing::Spot)] = 0;
    e.spotWork = onDemandTime.value() > 0 ? spotTime / onDemandTime : 1.0;
    e.cloudStorage = base.storedTB * prices->money(list.storagePerTBMonth);
    e.staffPerGpu = prices->money(list.staffPerYear) / 12.0 / list.gpusPerEngineer;
    e.gpuCapex = prices->gpu.purchasePerGpu * e.clusterGpus;
    for (const NetworkPart &part : networkParts(base.network, c, *prices))
        e.networkCapex += part.quantity * part.unitPrice;
    if (c.storage)
        if (const auto perTB = prices->storagePerTB(c.storage->id))
            e.storageCapex = *perTB * purchasedStorageTB(c, base.storedTB);
    const double nodesKw = c.nodePower.value() / 1000.0 * (c.nodes + c.spareNodes);
    e.nodeKwPerGpu = nodesKw / e.clusterGpus;
    e.networkKw = base.network.powerW / 1000.0;
    e.kWhPrice = prices->money(list.powerPerKWh);
    e.pue = list.pue;
    const RackSpace space
        = rackSpace(c, base.network, nodesKw + base.network.powerW / 1000.0, *prices);
    e.spaceMonth = space.racks * space.perRackMonth;
    e.supportPerYear = prices->supportFraction();
    // Net of the negotiated discounts, as the cost of the run is (cost.cpp).
    const auto net = [&](CostCategory c) { return 1.0 - discountOf(plan, c); };
    for (double &rate : e.perGpuHour)
        rate *= net(CostCategory::Compute);
    e.computeDiscounted = net(CostCategory::Compute) < 1.0;
    e.gpuCapex *= net(CostCategory::Compute);
    e.cloudStorage *= net(CostCategory::Storage);
    e.storageCapex *= net(CostCategory::Storage);
    e.networkCapex *= net(CostCategory::Network);
    e.kWhPrice *= net(CostCategory::Power);
    e.spaceMonth *= net(CostCategory::Power);
    e.staffPerGpu *= net(CostCategory::StaffSupport);
    e.supportPerYear *= net(CostCategory::StaffSupport);
    return std::nullopt;
}

/// One pricing mode serving `demand` (GPUs in use, month 1..months) cumulatively, its GPU
/// rented at `rate` per GPU-hour: a cloud mode rents what each month uses (a reservation
/// the `peak`, for whole terms); purchase owns the peak in whole servers from month 0.
CostCurve modeCurve(const Economics &e, Pricing pricing, double rate,
                    const std::vector<double> &demand, double peak)
{
    const double owned = std::ceil(peak / e.gpusPerNode - 1e-9) * e.gpusPerNode;
    const double reserve = 1.0 + kReserveFraction;
    // No GPU in use in any month rents nothing, not even the storage: the cloud, like
    // purchase, then costs nothing.
    const double storage = peak > 0 ? e.cloudStorage : 0.0;
    CostCurve curve;
    curve.pricing = pricing;
    curve.priced = pricing == Pricing::Purchase || rate > 0;
    curve.cumulative.assign(demand.size() + 1, 0.0);
    double sum = pricing == Pricing::Purchase ? e.capex(owned) : 0.0;
    const int term = pricing == Pricing::Reserved1y ? 12 : pricing == Pricing::Reserved3y ? 36 : 0;
    // Pay-as-you-go and spot bill the peak's offer for its minimum rental at the least, as a
    // reservation bills its whole first term (cost.cpp); a longer term stands.
    const double billedAtLeast
        = pricing == Pricing::Purchase ? 0.0 : std::max(double(term), e.minRentalMonths);
    for (std::size_t m = 0; m <= demand.size(); ++m) {
        if (m > 0) {
            const double d = demand[m - 1];
            if (pricing == Pricing::Purchase)
                sum += e.ownedMonth(owned, d);
            else if (term > 0)
                // Every hour of the peak's reservation, its staff and the storage.
                sum += rate * peak * kHoursPerMonth + e.staffPerGpu * peak + storage;
            else
                sum += e.rentedMonth(pricing, rate, d, peak > 0);
        }
        // A reservation bills its whole first term from the start, a rental its minimum.
        const double unused = double(m) < billedAtLeast
                                  ? rate * peak * kHoursPerMonth * (billedAtLeast - double(m))
                                  : 0.0;
        curve.cumulative[m] = (sum + unused) * reserve;
    }
    return curve;
}

/// Each pricing mode serving `demand` at the list's rates (modeCurve), with the month from
/// which buying is the cheaper and the rate at which a cloud mode costs what buying does
/// over the whole horizon. A cloud mode's total is linear in its rate, A + B x rate, so
/// that rate is (bought - A) / B, and none is below zero.
std::array<CostCurve, 5> modeCurves(const Economics &e, const std::vector<double> &demand,
                                    double peak)
{
    std::array<CostCurve, 5> curves;
    for (int i = 0; i < int(curves.size()); ++i)
        curves[std::size_t(i)]
            = modeCurve(e, Pricing(i), e.perGpuHour[std::size_t(i)], demand, peak);
    const std::vector<double> &bought = curves[std::size_t(Pricing::Purchase)].cumulative;
    for (CostCurve &curve : curves) {
        if (curve.pricing == Pricing::Purchase) continue;
        curve.breakEvenMonth = breakEven(curve.cumulative, bought);
        curve.ratePerGpuHour = e.perGpuHour[std::size_t(curve.pricing)];
        const double atZero = modeCurve(e, curve.pricing, 0.0, demand, peak).cumulative.back();
        const double perUnit
            = modeCurve(e, curve.pricing, 1.0, demand, peak).cumulative.back() - atZero;
        if (perUnit > 0) curve.breakEvenPrice = std::max(0.0, (bought.back() - atZero) / perUnit);
    }
    return curves;
}

} // namespace

std::optional<PlanError> costOverTime(const Plan &plan, const Catalog &catalog, double utilization,
                                      int months, CostOverTime &out)
{
    if (months < 0 || months > kMaxCostMonths)
        return outOfRange("months", 0, kMaxCostMonths, months);
    Economics e;
    if (auto err = economicsOf(plan, catalog, utilization, e)) return err;
    CostOverTime r;
    r.currency = e.currency;
    r.utilization = e.u;
    r.months = months;
    r.runMonths = e.runMonths;
    r.computeDiscounted = e.computeDiscounted;
    // The whole cluster in use every month.
    r.curves = modeCurves(e, std::vector<double>(std::size_t(months), double(e.clusterGpus)),
                          e.clusterGpus);
    out = std::move(r);
    return std::nullopt;
}

std::vector<double> demandProfile(DemandShape shape, double base, int months)
{
    std::vector<double> d(std::size_t(std::max(0, months)), base);
    for (int m = 0; m < months; ++m) {
        const int inYear = m % 12; // month 0 is January
        if (shape == DemandShape::Seasonal && inYear >= 6 && inYear <= 8)
            d[std::size_t(m)] = kPeakFactor * base; // July to September: the typhoon season
        if (shape == DemandShape::Bursts && m % 6 >= 4)
            d[std::size_t(m)] = kPeakFactor * base; // two months of project work in six
    }
    return d;
}

std::optional<PlanError> readDemand(const std::string &text, double base, int months,
                                    std::vector<double> &out)
{
    for (const auto &[name, shape] : {std::pair{"steady", DemandShape::Steady},
                                      std::pair{"seasonal", DemandShape::Seasonal},
                                      std::pair{"bursts", DemandShape::Bursts}})
        if (text == name) {
            out = demandProfile(shape, base, months);
            return std::nullopt;
        }
    std::vector<double> values;
    std::size_t start = 0;
    while (start <= text.size() && values.size() <= std::size_t(kMaxCostMonths)) {
        const std::size_t comma = text.find(',', start);
        const std::string item
            = text.substr(start, comma == std::string::npos ? std::string::npos : comma - start);
        char *end = nullptr;
        const double v = std::strtod(item.c_str(), &end);
        if (item.empty() || *end || !std::isfinite(v) || v < 0 || v > 1e6)
            return PlanError{"demand",
                             ErrorTr::tr("'%1' is not a number of GPUs from 0 to 1,000,000, nor "
                                         "one of: %2")
                                 .arg(QString::fromStdString(item.substr(0, 40)),
                                      QStringLiteral("steady, seasonal, bursts"))
                                 .toStdString()};
        values.push_back(v);
        if (comma == std::string::npos) break;
        start = comma + 1;
    }
    out.resize(std::size_t(std::max(0, months)));
    for (int m = 0; m < months; ++m)
        out[std::size_t(m)] = values[std::size_t(m) % values.size()];
    return std::nullopt;
}

std::optional<PlanError> planPricing(const Plan &given, const Catalog &catalog, PricingOverTime &out,
                                     const Result *evaluated)
{
    // The excess is rented at the plan's pricing when that is spot, else pay-as-you-go: a
    // reservation cannot follow a month's peak.
    Plan plan = given;
    plan.pricing = plan.pricing == Pricing::Spot ? Pricing::Spot : Pricing::OnDemand;
    Result own;
    if (!evaluated) {
        if (auto e = evaluate(plan, catalog, own)) return e;
        evaluated = &own;
    }
    const Result &r = *evaluated;
    const int months = int(std::clamp(std::round(plan.amortizationMonths), 1.0,
                                      double(kMaxCostMonths)));
    std::vector<double> demand;
    // GPUs billed: a rack-scale system's spare trays too, as the estimate bills them.
    if (auto e = readDemand(plan.demand.empty() ? std::string("steady") : plan.demand,
                            std::max(1, r.cluster.installedGpus()), months, demand))
        return e;
    return pricingOverTime(plan, catalog, plan.utilization, demand, out, evaluated);
}

std::optional<PlanError> pricingOverTime(const Plan &plan, const Catalog &catalog,
                                         double utilization, const std::vector<double> &demand,
                                         PricingOverTime &out, const Result *evaluated)
{
    if (demand.empty() || int(demand.size()) > kMaxCostMonths)
        return outOfRange("months", 1, kMaxCostMonths, double(demand.size()));
    for (double d : demand)
        if (!(d >= 0 && d <= 1e6)) return outOfRange("demand", 0, 1e6, d);
    Economics e;
    if (auto err = economicsOf(plan, catalog, utilization, e, evaluated)) return err;
    PricingOverTime r;
    r.demand = demand;
    r.modes.currency = e.currency;
    r.modes.utilization = e.u;
    r.modes.months = int(demand.size());
    r.modes.runMonths = e.runMonths;
    r.modes.computeDiscounted = e.computeDiscounted;
    r.modes.curves = modeCurves(e, demand, *std::max_element(demand.begin(), demand.end()));
    // Own N GPUs in whole servers, rent each month's excess: every N from none (pure
    // cloud) to the peak (pure purchase), the cheapest over the horizon kept.
    const Pricing cloud = plan.pricing == Pricing::Spot ? Pricing::Spot : Pricing::OnDemand;
    const double peak = *std::max_element(demand.begin(), demand.end());
    const int top = int(std::ceil(peak / e.gpusPerNode - 1e-9));
    const double reserve = 1.0 + kReserveFraction;
    for (int servers = 0; servers <= top; ++servers) {
        const double owned = double(servers) * e.gpusPerNode;
        std::vector<double> cumulative(demand.size() + 1);
        double sum = e.capex(owned);
        cumulative[0] = sum * reserve;
        for (std::size_t m = 1; m <= demand.size(); ++m) {
            const double excess = std::max(0.0, demand[m - 1] - owned);
            // The data stays on the owned storage; with nothing owned the cloud holds it,
            // unless nothing is ever rented either (a demand of none).
            sum += e.ownedMonth(owned, demand[m - 1])
                   + e.rentedMonth(cloud, e.perGpuHour[std::size_t(cloud)], excess,
                                   owned <= 0 && peak > 0);
            cumulative[m] = sum * reserve;
        }
        if (servers == 0 || cumulative.back() < r.hybrid.cumulative.back())
            r.hybrid = {int(owned), cloud, std::move(cumulative)};
    }
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
    s.nodes = base.cluster.nodes;
    s.gradientLink = base.gradientLink;
    s.intraKind = base.cluster.gpu->intraKind;
    s.calibrated = base.calibration.applied;
    const std::string gpu = base.cluster.gpu->id;
    const auto prices = planPrices(plan, catalog, gpu);
    for (int i = 0; i < kSensitivityInputs; ++i) {
        SensitivityRow row;
        row.input = SensitivityInput(i);
        const double spread = spreadOf(row.input);
        if (row.input == SensitivityInput::ExperimentAllowance) {
            row.baseSetting = plan.experimentAllowance;
            row.lowSetting = std::max(0.0, plan.experimentAllowance - spread);
            row.highSetting = plan.experimentAllowance + spread;
        } else if (row.input == SensitivityInput::GpuPrice && prices) {
            // The price's own likely range (GpuPrice), of the way the plan pays for it.
            const GpuPrice &g = prices->gpu;
            const bool bought = plan.pricing == Pricing::Purchase;
            const double typical = bought ? g.purchasePerGpu : g.onDemand;
            const std::array<double, 2> &range = bought ? g.purchaseRange : g.onDemandRange;
            row.lowSetting = typical > 0 ? range[0] / typical : 1.0 - spread;
            row.highSetting = typical > 0 ? range[1] / typical : 1.0 + spread;
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

CheapestWay cheapestWay(const PricingOverTime &p)
{
    CheapestWay best;
    bool found = false;
    auto consider = [&](CheapestWay way) {
        // Strictly lower wins, so that a split owning nothing (or the peak) and costing the
        // same reads as the simpler way it is.
        if (!found || way.total < best.total * (1 - 1e-12)) best = way;
        found = true;
    };
    const double peak = p.demand.empty() ? 0 : *std::max_element(p.demand.begin(), p.demand.end());
    for (const CostCurve &c : p.modes.curves) {
        if (!c.priced || c.cumulative.empty()) continue;
        if (c.pricing == Pricing::Purchase)
            consider({CheapestWay::Kind::Owned, c.pricing, int(std::ceil(peak)), c.cumulative.back()});
        else
            consider({CheapestWay::Kind::Cloud, c.pricing, 0, c.cumulative.back()});
    }
    const HybridCost &h = p.hybrid;
    if (!h.cumulative.empty() && h.ownedGpus > 0 && h.ownedGpus < peak)
        consider({CheapestWay::Kind::Split, h.cloudPricing, h.ownedGpus, h.cumulative.back()});
    return best;
}

} // namespace cp
