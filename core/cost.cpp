// Cost of a plan: cloud GPU-hours by pricing mode, or purchase (capex plus power, space,
// staff and support over the amortization period), by category. docs/model.md#cost.
#include "engine.h"

#include <algorithm>
#include <cmath>

namespace cp::detail {

namespace {

constexpr double kHoursPerMonth = 730.0; // 8,760 h / 12
constexpr double kCheckpointsKept = 3.0;
constexpr double kReserveFraction = 0.10; // elastic reserve (domain budget split)

/// A GPU price in the plan's currency: from its own list, else converted from another.
std::optional<GpuPrice> gpuPrice(const Catalog &catalog, const std::string &gpu, Currency cur,
                                 double rate, const PriceList *&list)
{
    list = catalog.priceListFor(cur);
    if (list) {
        auto it = list->gpus.find(gpu);
        if (it != list->gpus.end()) return it->second;
    }
    for (const PriceList &other : catalog.priceLists) {
        auto it = other.gpus.find(gpu);
        if (it == other.gpus.end()) continue;
        GpuPrice p = it->second;
        auto conv = [&](double &v) { v = convertMoney(v, other.currency, cur, rate); };
        conv(p.onDemand);
        conv(p.reserved1y);
        conv(p.reserved3y);
        conv(p.spot);
        conv(p.purchasePerGpu);
        if (!list) list = &other;
        return p;
    }
    return std::nullopt;
}

} // namespace

void computeCost(const Plan &plan, const Catalog &catalog, const ClusterFacts &c,
                 double datasetBytes, Result &r, std::vector<BomLine> *bom)
{
    // Records a line when a bill of materials is asked for (never on the hot path).
    auto line = [bom](BomItem item, CostCategory cat, const std::string &ref, double qty,
                      double unit, double subtotal) {
        if (bom && subtotal != 0) bom->push_back({item, cat, ref, qty, unit, subtotal});
        return subtotal;
    };
    const double rate = plan.cnyPerUsd > 0 ? plan.cnyPerUsd : catalog.cnyPerUsd;
    r.currency = plan.currency;
    const PriceList *list = nullptr;
    const auto price = gpuPrice(catalog, c.gpu->id, plan.currency, rate, list);
    if (!price || !list) {
        r.costTotal = 0;
        r.withinBudget = plan.budget <= 0;
        return;
    }
    auto money = [&](double v) { return convertMoney(v, list->currency, plan.currency, rate); };
    const double runHours = toHours(r.totalTime);
    r.gpuHours = runHours * c.gpus;
    const double runMonths = runHours / kHoursPerMonth;

    // Stored data: the dataset plus the last few checkpoints.
    double datasetTB = plan.datasetTB;
    if (datasetTB < 0) datasetTB = datasetBytes / 1e12;
    const double storedTB = datasetTB + kCheckpointsKept * r.checkpointSize.value() / 1e12;

    CostBreakdown &k = r.cost;
    k = {};
    const double staffPerMonth
        = money(list->staffPerYear) / 12.0 * (c.gpus / list->gpusPerEngineer);
    if (plan.pricing == Pricing::Purchase) {
        const double months = std::max(plan.amortizationMonths, runMonths);
        const double capexGpu = line(BomItem::Gpus, CostCategory::Compute, c.gpu->id, c.gpus,
                                     price->purchasePerGpu, price->purchasePerGpu * c.gpus);
        double capexNet = 0;
        if (c.fabric) {
            auto it = list->networkPortPurchase.find(c.fabric->id);
            if (it != list->networkPortPurchase.end())
                capexNet = line(BomItem::NetworkPorts, CostCategory::Network, c.fabric->id,
                                c.nicPortsTotal, money(it->second), money(it->second) * c.nicPortsTotal);
        }
        double capexStorage = 0;
        if (c.storage) {
            auto it = list->storagePurchasePerTB.find(c.storage->id);
            const double capacityTB = std::max(storedTB, c.storage->capacity.value() / 1e12
                                                             * std::max(1, c.storageNodes));
            if (it != list->storagePurchasePerTB.end())
                capexStorage = line(BomItem::StorageTB, CostCategory::Storage, c.storage->id,
                                    capacityTB, money(it->second), money(it->second) * capacityTB);
        }
        const double kw = c.nodePower.value() / 1000.0 * c.nodes;
        const double hoursOwned = months * kHoursPerMonth;
        // Space is shared by power: a workstation pays its share of a rack, not a whole one.
        const double racks = kw / std::max(0.1, list->rackPowerKW);
        k.compute = capexGpu;
        k.network = capexNet;
        k.storage = capexStorage;
        const double kWh = kw * list->pue * hoursOwned;
        k.power = line(BomItem::Power, CostCategory::Power, {}, kWh, money(list->powerPerKWh),
                       kWh * money(list->powerPerKWh))
                  + line(BomItem::RackSpace, CostCategory::Power, {}, racks * months,
                         money(list->colocationPerRackMonth),
                         racks * months * money(list->colocationPerRackMonth));
        const double supportPerYear = list->supportFractionPerYear * (capexGpu + capexNet + capexStorage);
        k.staffSupport = line(BomItem::Engineers, CostCategory::StaffSupport, {},
                              c.gpus / list->gpusPerEngineer * months,
                              money(list->staffPerYear) / 12.0, staffPerMonth * months)
                         + line(BomItem::Support, CostCategory::StaffSupport, {}, months / 12.0,
                                supportPerYear, supportPerYear * months / 12.0);
        const double reserveBase = k.compute + k.network + k.storage + k.power + k.staffSupport;
        k.reserve = line(BomItem::Reserve, CostCategory::Reserve, {}, kReserveFraction, reserveBase,
                         kReserveFraction * reserveBase);
        r.monthlyCost
            = (k.total() - capexGpu - capexNet - capexStorage) / months
              + (capexGpu + capexNet + capexStorage) / std::max(1.0, plan.amortizationMonths);
    } else {
        double perGpuHour = price->onDemand;
        switch (plan.pricing) {
        case Pricing::Reserved1y:
            perGpuHour = price->reserved1y;
            break;
        case Pricing::Reserved3y:
            perGpuHour = price->reserved3y;
            break;
        case Pricing::Spot:
            perGpuHour = price->spot;
            break;
        default:
            break;
        }
        // Reserved capacity is paid for the whole term, used or not.
        double billedMonths = runMonths;
        if (plan.pricing == Pricing::Reserved1y) billedMonths = std::max(billedMonths, 12.0);
        if (plan.pricing == Pricing::Reserved3y) billedMonths = std::max(billedMonths, 36.0);
        const double billedHours = std::max(r.gpuHours, billedMonths * kHoursPerMonth * c.gpus);
        k.compute = line(BomItem::GpuHours, CostCategory::Compute, c.gpu->id, billedHours,
                         perGpuHour, perGpuHour * billedHours);
        const double tbMonths = storedTB * std::max(1.0, runMonths);
        k.storage = line(BomItem::StorageMonths, CostCategory::Storage,
                         c.storage ? c.storage->id : std::string(), tbMonths,
                         money(list->storagePerTBMonth), tbMonths * money(list->storagePerTBMonth));
        k.network = 0; // included in the instance price
        k.power = 0;   // included in the instance price
        k.staffSupport = line(BomItem::Engineers, CostCategory::StaffSupport, {},
                              c.gpus / list->gpusPerEngineer * runMonths,
                              money(list->staffPerYear) / 12.0, staffPerMonth * runMonths);
        const double reserveBase = k.compute + k.storage + k.staffSupport;
        k.reserve = line(BomItem::Reserve, CostCategory::Reserve, {}, kReserveFraction, reserveBase,
                         kReserveFraction * reserveBase);
        r.monthlyCost = k.total() / std::max(billedMonths, 1.0);
    }
    r.costTotal = k.total();
    r.withinBudget = plan.budget <= 0 || r.costTotal <= plan.budget;
}

} // namespace cp::detail
