// SPDX-License-Identifier: GPL-3.0-or-later
// Price lookups shared by the cost model (cost.cpp) and the cost-over-time analysis
// (analysis.cpp): the job's GPU priced in the plan's currency, and the list every other
// amount comes from. Internal: not part of the public API.
#pragma once

#include "model/plan.h"
#include "model/result.h"

#include <optional>
#include <string>
#include <vector>

namespace cp::detail {

inline constexpr double kHoursPerMonth = 730.0;  // 8,760 h / 12
inline constexpr double kCheckpointsKept = 3.0;  // checkpoints kept on storage
inline constexpr double kReserveFraction = 0.10; // elastic reserve (domain budget split)

/// Where in its likely range a GPU's price is taken (GpuPrice::onDemandRange,
/// purchaseRange): the cost's range follows the prices' as well as the time's.
enum class PriceLevel { Low, Typical, High };

/// The prices one plan is costed with, in the plan's currency.
struct PlanPrices
{
    GpuPrice gpu;                    // the job's accelerator, converted to the plan's currency
    const PriceList *list = nullptr; // every other amount; in list->currency
    const Catalog *catalog = nullptr; // the other lists, for a part this list does not price
    Currency currency = Currency::USD;
    double cnyPerUsd = 0;
    /// Where in their likely ranges the parts are priced (PriceList::rangeFactor): switches,
    /// links, ports, storage and support move with the GPU's prices.
    PriceLevel level = PriceLevel::Typical;

    /// The amount `typical` of the list `l` at `field` (and `key`) at this level, in the
    /// list's currency.
    double atLevel(const PriceList &l, const char *field, const std::string &key,
                   double typical) const
    {
        return level == PriceLevel::Typical
                   ? typical
                   : typical * l.rangeFactor(field, key, typical, level == PriceLevel::High);
    }
    /// Vendor support per year, as a share of the hardware bought.
    double supportFraction() const
    {
        return atLevel(*list, "support_fraction_per_year", {}, list->supportFractionPerYear);
    }
    /// An amount of the list, in the plan's currency.
    double money(double v) const { return convertMoney(v, list->currency, currency, cnyPerUsd); }
    /// The cloud rate per GPU-hour of a pricing mode (purchase: 0).
    double perGpuHour(Pricing p) const;
    /// Operations staff for this many GPUs, per month.
    double staffPerMonth(int gpus) const
    {
        return money(list->staffPerYear) / 12.0 * (gpus / list->gpusPerEngineer);
    }
    /// Purchase price of one NIC port of the fabric; nullopt when the list has none.
    std::optional<double> portPrice(const std::string &fabric) const;
    /// Purchase price per usable TB of the tier; nullopt when the list has none.
    std::optional<double> storagePerTB(const std::string &tier) const;
    /// A switch model's price and a fabric's link price (cable and optics), from the plan's
    /// list or else another list converted (a switch no list prices: at the price per port
    /// of its fabric's open-market model); nullopt when no list has one.
    std::optional<double> switchPrice(const std::string &model) const;
    /// One link of a fabric at a reach: the list's price for that reach, else its
    /// link_purchase (a link in the row).
    std::optional<double> linkPrice(const std::string &fabric, Reach reach) const;
};

/// One priced part of the designed networks (core/engine/network.h): the switches of a
/// model; a fabric's copper cables in the rack, and its optical links' transceivers (one each
/// end) and fibres, with the list's spares of both; or (where a list prices neither switch
/// nor link) the compute fabric's NIC ports at the per-port price. Shared by the cost (cost.cpp)
/// and the cost over time (analysis.cpp).
struct NetworkPart
{
    BomItem item;
    std::string ref;
    double quantity = 0;
    double unitPrice = 0;
    int detail = 0; // a cable's reach (BomLine::detail)
};
std::vector<NetworkPart> networkParts(const NetworkDesign &design, const ClusterFacts &c,
                                      const PlanPrices &prices);

/// The plan's price list: the one it names, else the list in its currency (or any list,
/// where the catalog has none in it); null when the catalog has no list.
const PriceList *planPriceList(const Plan &plan, const Catalog &catalog);

/// The colocation of the designed racks (NetworkDesign::racks): a rack at the list's price
/// for one of its quota, scaled to the rack power the cluster was designed for (colocation
/// sells the kilowatts a rack may draw, with the room and cooling for them). A lone server
/// pays the share of one rack that its `kw` takes. A rack-scale system's racks are priced
/// at the power they draw, the network's racks at the list's quota; perRackMonth is then
/// their mean.
struct RackSpace
{
    double racks = 0;
    double perRackMonth = 0; // in the plan's currency
};
RackSpace rackSpace(const ClusterFacts &c, const NetworkDesign &design, double kw,
                    const PlanPrices &prices);

/// The GPU's prices from the plan's list (planPriceList); a GPU that list leaves out from
/// the list it names for them (PriceList::unlistedFrom, rental rates scaled), else from
/// any list; converted at the plan's (or the catalog's) exchange rate where the currency
/// differs. Taken at `level` of their likely range. nullopt when no list prices the GPU.
std::optional<PlanPrices> planPrices(const Plan &plan, const Catalog &catalog,
                                     const std::string &gpu,
                                     PriceLevel level = PriceLevel::Typical);

/// Usable capacity a purchase pays for: the stored data, or the tier's units if larger.
double purchasedStorageTB(const ClusterFacts &c, double storedTB);

} // namespace cp::detail
