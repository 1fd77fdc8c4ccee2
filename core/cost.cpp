// Cost of a plan: cloud GPU-hours by pricing mode, or purchase (capex plus power, space,
// staff and support over the amortization period), by category. docs/model.md#cost.
#include "engine.h"
#include "pricelookup.h"

#include <algorithm>
#include <cmath>

namespace cp::detail {

void computeCost(const Plan &plan, const Catalog &catalog, const ClusterFacts &c,
                 double datasetBytes, Result &r, std::vector<BomLine> *bom)
{
    // Records a line when a bill of materials is asked for (never on the hot path).
    auto line = [bom](BomItem item, CostCategory cat, const std::string &ref, double qty,
                      double unit, double subtotal) {
        if (bom && subtotal != 0) bom->push_back({item, cat, ref, qty, unit, subtotal});
        return subtotal;
    };
    r.currency = plan.currency;
    // Stored data: the dataset plus the last few checkpoints.
    double datasetTB = plan.datasetTB;
    if (datasetTB < 0) datasetTB = datasetBytes / 1e12;
    const double storedTB = datasetTB + kCheckpointsKept * r.checkpointSize.value() / 1e12;
    r.storedTB = storedTB;
    const auto prices = planPrices(plan, catalog, c.gpu->id);
    if (!prices) {
        r.costTotal = 0;
        r.withinBudget = plan.budget <= 0;
        return;
    }
    const GpuPrice *price = &prices->gpu;
    const PriceList *list = prices->list;
    auto money = [&](double v) { return prices->money(v); };
    const double runHours = toHours(r.totalTime);
    r.gpuHours = runHours * c.gpus;
    const double runMonths = runHours / kHoursPerMonth;

    CostBreakdown &k = r.cost;
    k = {};
    const double staffPerMonth = prices->staffPerMonth(c.gpus);
    if (plan.pricing == Pricing::Purchase) {
        const double months = std::max(plan.amortizationMonths, runMonths);
        const double capexGpu = line(BomItem::Gpus, CostCategory::Compute, c.gpu->id, c.gpus,
                                     price->purchasePerGpu, price->purchasePerGpu * c.gpus);
        double capexNet = 0;
        if (c.fabric) {
            if (const auto port = prices->portPrice(c.fabric->id))
                capexNet = line(BomItem::NetworkPorts, CostCategory::Network, c.fabric->id,
                                c.nicPortsTotal, *port, *port * c.nicPortsTotal);
        }
        double capexStorage = 0;
        if (c.storage) {
            const double capacityTB = purchasedStorageTB(c, storedTB);
            if (const auto perTB = prices->storagePerTB(c.storage->id))
                capexStorage = line(BomItem::StorageTB, CostCategory::Storage, c.storage->id,
                                    capacityTB, *perTB, *perTB * capacityTB);
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
        const double perGpuHour = prices->perGpuHour(plan.pricing);
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
