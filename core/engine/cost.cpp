// SPDX-License-Identifier: GPL-3.0-or-later
// Cost of a plan: cloud GPU-hours by pricing mode, or purchase (capex plus power, space,
// staff and support over the amortization period), by category; every line of a plan bills
// one span, stated in Result::span. docs/model.md#cost.
#include "engine/engine.h"
#include "engine/pricelookup.h"

#include <algorithm>
#include <cmath>

namespace cp::detail {

namespace {
/// The months a cloud pricing mode commits to (0: pay for what is used).
double commitmentMonths(Pricing p)
{
    switch (p) {
    case Pricing::Reserved1y:
        return 12;
    case Pricing::Reserved3y:
        return 36;
    default:
        return 0;
    }
}

/// The months a cloud pricing mode bills at the least: a reservation's term, or the offer's
/// minimum rental (the plan's, or its price list's) where that is longer (0: what is used).
double billedAtLeast(const Plan &plan, const PriceList &list, Pricing p)
{
    return std::max({commitmentMonths(p), plan.minRentalMonths, list.minRentalMonths});
}
} // namespace

void computeCost(const Plan &plan, const Catalog &catalog, const ClusterFacts &c,
                 double datasetBytes, Result &r, std::vector<BomLine> *bom, PriceLevel level)
{
    // Records a line when a bill of materials is asked for (never on the hot path, never
    // for the alternatives a commitment is compared with).
    std::vector<BomLine> *sink = bom;
    // Every amount net of the category's negotiated discount (the reserve is a share of
    // the net sum, and has none of its own).
    auto line = [&sink, &plan](BomItem item, CostCategory cat, const std::string &ref, double qty,
                               double unit, double subtotal, int detail = 0) {
        const double discount = discountOf(plan, cat);
        unit *= 1.0 - discount;
        subtotal *= 1.0 - discount;
        if (sink && subtotal != 0)
            sink->push_back({item, cat, ref, qty, unit, subtotal, discount, detail});
        return subtotal;
    };
    r.currency = plan.currency;
    // Stored data: the dataset plus the last few checkpoints.
    double datasetTB = plan.datasetTB;
    if (datasetTB < 0) datasetTB = datasetBytes / 1e12;
    const double storedTB = datasetTB + kCheckpointsKept * r.checkpointSize.value() / 1e12;
    r.storedTB = storedTB;
    r.span = {};
    const auto prices = planPrices(plan, catalog, c.gpu->id, level);
    if (const PriceList *list = planPriceList(plan, catalog)) r.priceList = list->id;
    if (!prices) {
        r.costTotal = 0;
        r.withinBudget = plan.budget <= 0;
        return;
    }
    const GpuPrice *price = &prices->gpu;
    r.priceAssumed = price->basis == "assumed";
    const PriceList *list = prices->list;
    auto money = [&](double v) { return prices->money(v); };
    const double runHours = toHours(r.totalTime);
    r.gpuHours = runHours * c.gpus;
    const double runMonths = runHours / kHoursPerMonth;
    CostSpan &span = r.span;
    span.jobMonths = runMonths;

    CostBreakdown &k = r.cost;
    k = {};
    // What is billed: every GPU installed, a rack-scale system's spare trays too (its racks
    // are bought and rented whole).
    const int billedGpus = c.installedGpus();
    const double staffPerMonth = prices->staffPerMonth(billedGpus);
    // The job billed in the cloud over `months`: every line bills the same span (a
    // reservation's whole term is paid for, used or not, with the storage and staff kept).
    auto cloud = [&](Pricing mode, double months) {
        CostBreakdown b;
        const double perGpuHour = prices->perGpuHour(mode);
        const double gpuHours = months * kHoursPerMonth * billedGpus;
        b.compute = line(BomItem::GpuHours, CostCategory::Compute, c.gpu->id, gpuHours,
                         perGpuHour, perGpuHour * gpuHours);
        const double tbMonths = storedTB * months;
        b.storage = line(BomItem::StorageMonths, CostCategory::Storage,
                         c.storage ? c.storage->id : std::string(), tbMonths,
                         money(list->storagePerTBMonth),
                         tbMonths * money(list->storagePerTBMonth));
        // The drawn CPU preprocessing nodes, rented by the core for the same span.
        const double coreHours = months * kHoursPerMonth * c.cpuNodeCores;
        b.compute += line(BomItem::CpuCoreHours, CostCategory::Compute, {}, coreHours,
                          money(list->cpuCoreHour), coreHours * money(list->cpuCoreHour));
        b.network = 0; // included in the instance price
        b.power = 0;   // included in the instance price
        b.staffSupport = line(BomItem::Engineers, CostCategory::StaffSupport, {},
                              billedGpus / list->gpusPerEngineer * months,
                              money(list->staffPerYear) / 12.0, staffPerMonth * months);
        const double reserveBase = b.compute + b.storage + b.staffSupport;
        b.reserve = line(BomItem::Reserve, CostCategory::Reserve, {}, kReserveFraction,
                         reserveBase, kReserveFraction * reserveBase);
        return b;
    };
    if (plan.pricing == Pricing::Purchase) {
        const double months = std::max(plan.amortizationMonths, runMonths);
        // The servers as bought, a line per shape (a drawn cluster may mix 4- and 8-GPU
        // servers): each at its GPUs' purchase price, which holds the host's share.
        double capexGpu = 0;
        for (const auto &[perServer, servers] : c.nodeShapes)
            capexGpu += line(BomItem::Servers, CostCategory::Compute, c.gpu->id, servers,
                             price->purchasePerGpu * perServer,
                             price->purchasePerGpu * perServer * servers, perServer);
        if (c.spareNodes > 0)
            capexGpu += line(BomItem::SpareServers, CostCategory::Compute, c.gpu->id, c.spareNodes,
                             price->purchasePerGpu * c.gpusPerNode,
                             price->purchasePerGpu * c.gpusPerNode * c.spareNodes, c.gpusPerNode);
        // The drawn CPU preprocessing nodes, bought by the core.
        if (c.cpuNodes > 0)
            capexGpu += line(BomItem::CpuServers, CostCategory::Compute, {}, c.cpuNodes,
                             money(list->cpuCorePurchase) * c.cpuNodeCores / c.cpuNodes,
                             money(list->cpuCorePurchase) * c.cpuNodeCores, c.cpuNodeCores);
        double capexNet = 0;
        for (const NetworkPart &part : networkParts(r.network, c, *prices))
            capexNet += line(part.item, CostCategory::Network, part.ref, part.quantity,
                             part.unitPrice, part.quantity * part.unitPrice, part.detail);
        double capexStorage = 0;
        if (c.storage) {
            const double capacityTB = purchasedStorageTB(c, storedTB);
            if (const auto perTB = prices->storagePerTB(c.storage->id))
                capexStorage = line(BomItem::StorageTB, CostCategory::Storage, c.storage->id,
                                    capacityTB, *perTB, *perTB * capacityTB);
        }
        // The servers and the networks' switches and optics (network.h).
        const double kw = c.nodePower.value() / 1000.0 * (c.nodes + c.spareNodes)
                          + c.cpuNodePower.value() / 1000.0 + r.network.powerW / 1000.0;
        const double hoursOwned = months * kHoursPerMonth;
        // The racks designed, each paid whole; a workstation pays its share of one.
        const RackSpace space = rackSpace(c, r.network, kw, *prices);
        k.compute = capexGpu;
        k.network = capexNet;
        k.storage = capexStorage;
        const double kWh = kw * list->pue * hoursOwned;
        k.power = line(BomItem::Power, CostCategory::Power, {}, kWh, money(list->powerPerKWh),
                       kWh * money(list->powerPerKWh))
                  + line(BomItem::RackSpace, CostCategory::Power, {}, space.racks * months,
                         space.perRackMonth, space.racks * months * space.perRackMonth);
        const double supportPerYear
            = prices->supportFraction() * (capexGpu + capexNet + capexStorage);
        k.staffSupport = line(BomItem::Engineers, CostCategory::StaffSupport, {},
                              billedGpus / list->gpusPerEngineer * months,
                              money(list->staffPerYear) / 12.0, staffPerMonth * months)
                         + line(BomItem::Support, CostCategory::StaffSupport, {}, months / 12.0,
                                supportPerYear, supportPerYear * months / 12.0);
        const double reserveBase = k.compute + k.network + k.storage + k.power + k.staffSupport;
        k.reserve = line(BomItem::Reserve, CostCategory::Reserve, {}, kReserveFraction, reserveBase,
                         kReserveFraction * reserveBase);
        r.monthlyCost
            = (k.total() - capexGpu - capexNet - capexStorage) / months
              + (capexGpu + capexNet + capexStorage) / std::max(1.0, plan.amortizationMonths);
        span.kind = CostSpanKind::Ownership;
        span.termMonths = plan.amortizationMonths;
        span.months = months;
        span.billedGpuHours = hoursOwned * billedGpus;
        // The job's share of what is owned over the period, pro rata to its time.
        span.jobCost = months > 0 ? k.total() * runMonths / months : k.total();
        // Renting for the job alone, when that is cheaper than owning for the period: buying
        // then pays only if other work fills the hardware.
        sink = nullptr;
        const double rented
            = prices->perGpuHour(Pricing::OnDemand) > 0
                  ? cloud(Pricing::OnDemand,
                          std::max(runMonths, billedAtLeast(plan, *list, Pricing::OnDemand)))
                        .total()
                  : 0.0;
        if (rented > 0 && rented < k.total()) {
            span.cheaperPricing = Pricing::OnDemand;
            span.cheaperTotal = rented;
        }
    } else {
        // A reservation bills its term; pay-as-you-go and spot the job, or the offer's
        // minimum rental where the job is shorter.
        const bool committed = commitmentMonths(plan.pricing) > 0;
        const double term = billedAtLeast(plan, *list, plan.pricing);
        span.kind = committed          ? CostSpanKind::Commitment
                    : term > runMonths ? CostSpanKind::MinimumRental
                                       : CostSpanKind::Job;
        span.termMonths = span.kind == CostSpanKind::Job ? 0.0 : term;
        span.months = std::max(runMonths, term);
        span.billedGpuHours = span.months * kHoursPerMonth * billedGpus;
        k = cloud(plan.pricing, span.months);
        sink = nullptr; // what follows are comparisons, not lines of this bill
        span.jobCost
            = span.kind != CostSpanKind::Job ? cloud(plan.pricing, runMonths).total() : k.total();
        if (committed) {
            // The same job paid another way: pay-as-you-go, or the shorter term. Spot is left
            // out: it needs checkpoints and its preemptions lengthen the job.
            for (Pricing other : {Pricing::OnDemand, Pricing::Reserved1y}) {
                if (other == plan.pricing) continue;
                const double total
                    = cloud(other, std::max(runMonths, billedAtLeast(plan, *list, other))).total();
                if (total < k.total()
                    && (span.cheaperTotal == 0 || total < span.cheaperTotal)) {
                    span.cheaperPricing = other;
                    span.cheaperTotal = total;
                }
            }
        }
        r.monthlyCost = k.total() / std::max(span.months, 1.0);
    }
    span.use = span.months > 0 ? std::min(1.0, runMonths / span.months) : 1.0;
    r.costTotal = k.total();
    r.withinBudget = plan.budget <= 0 || r.costTotal <= plan.budget;
}

} // namespace cp::detail
