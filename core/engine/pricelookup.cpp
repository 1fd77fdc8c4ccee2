// SPDX-License-Identifier: GPL-3.0-or-later
// Price lookups shared by the cost model and the cost-over-time analysis.
#include "engine/pricelookup.h"

#include <algorithm>
#include <cmath>

namespace cp::detail {

double PlanPrices::perGpuHour(Pricing p) const
{
    switch (p) {
    case Pricing::OnDemand:
        return gpu.onDemand;
    case Pricing::Reserved1y:
        return gpu.reserved1y;
    case Pricing::Reserved3y:
        return gpu.reserved3y;
    case Pricing::Spot:
        return gpu.spot;
    case Pricing::Purchase:
        return 0;
    }
    return 0;
}

std::optional<double> PlanPrices::portPrice(const std::string &fabric) const
{
    auto it = list->networkPortPurchase.find(fabric);
    if (it == list->networkPortPurchase.end()) return std::nullopt;
    return money(atLevel(*list, "network_port_purchase", fabric, it->second));
}

std::optional<double> PlanPrices::storagePerTB(const std::string &tier) const
{
    auto it = list->storagePurchasePerTB.find(tier);
    if (it == list->storagePurchasePerTB.end()) return std::nullopt;
    return money(atLevel(*list, "storage_purchase_per_TB", tier, it->second));
}

const PriceList *planPriceList(const Plan &plan, const Catalog &catalog)
{
    if (!plan.priceList.empty())
        if (const PriceList *named = catalog.priceList(plan.priceList)) return named;
    if (const PriceList *own = catalog.priceListFor(plan.currency)) return own;
    return catalog.priceLists.empty() ? nullptr : &catalog.priceLists.front();
}

namespace {

/// `price` of a list in `from`, in `to`, its rental rates scaled by `rentalFactor`, at
/// `level` of its likely range.
GpuPrice priceAt(GpuPrice price, Currency from, Currency to, double cnyPerUsd, double rentalFactor,
                 PriceLevel level)
{
    const std::size_t end = level == PriceLevel::Low ? 0 : 1;
    const double rental = level == PriceLevel::Typical || price.onDemand <= 0
                              ? 1.0
                              : price.onDemandRange[end] / price.onDemand;
    const double purchase = level == PriceLevel::Typical || price.purchasePerGpu <= 0
                                ? 1.0
                                : price.purchaseRange[end] / price.purchasePerGpu;
    auto conv = [&](double &v, double scale) { v = convertMoney(v * scale, from, to, cnyPerUsd); };
    for (double *rate : {&price.onDemand, &price.reserved1y, &price.reserved3y, &price.spot})
        conv(*rate, rental * rentalFactor);
    for (double &bound : price.onDemandRange)
        conv(bound, rentalFactor);
    conv(price.purchasePerGpu, purchase);
    for (double &bound : price.purchaseRange)
        conv(bound, 1.0);
    return price;
}

} // namespace

std::optional<PlanPrices> planPrices(const Plan &plan, const Catalog &catalog,
                                     const std::string &gpu, PriceLevel level)
{
    PlanPrices p;
    p.level = level;
    p.catalog = &catalog;
    p.currency = plan.currency;
    p.cnyPerUsd = plan.cnyPerUsd > 0 ? plan.cnyPerUsd : catalog.cnyPerUsd;
    p.list = planPriceList(plan, catalog);
    auto from = [&](const PriceList &l, double rentalFactor) -> std::optional<PlanPrices> {
        auto it = l.gpus.find(gpu);
        if (it == l.gpus.end()) return std::nullopt;
        p.gpu = priceAt(it->second, l.currency, p.currency, p.cnyPerUsd, rentalFactor, level);
        if (!p.list) p.list = &l;
        return p;
    };
    if (p.list) {
        if (auto found = from(*p.list, 1.0)) return found;
        if (const PriceList *base = catalog.priceList(p.list->unlistedFrom))
            if (auto found = from(*base, p.list->unlistedRentalFactor)) return found;
    }
    for (const PriceList &other : catalog.priceLists)
        if (auto found = from(other, 1.0)) return found;
    return std::nullopt;
}

namespace {

/// An amount from the map `field` (named `name`) of the plan's list, else of another list,
/// converted, at the prices' level.
std::optional<double> anyList(const PlanPrices &p, std::map<std::string, double> PriceList::*field,
                              const char *name, const std::string &key)
{
    if (auto it = (p.list->*field).find(key); it != (p.list->*field).end())
        return p.money(p.atLevel(*p.list, name, key, it->second));
    if (p.catalog)
        for (const PriceList &other : p.catalog->priceLists)
            if (auto it = (other.*field).find(key); it != (other.*field).end())
                return convertMoney(p.atLevel(other, name, key, it->second), other.currency,
                                    p.currency, p.cnyPerUsd);
    return std::nullopt;
}

} // namespace

std::optional<double> PlanPrices::switchPrice(const std::string &model) const
{
    if (auto own = anyList(*this, &PriceList::switchPurchase, "switch_purchase", model)) return own;
    // A model no list prices (a domestic switch of a mainland design): ASSUMED at the price
    // per port of its fabric's open-market model (docs/model.md, section 9).
    const SwitchModel *s = catalog ? catalog->switchModel(model) : nullptr;
    if (!s || s->fabrics.empty() || s->ports <= 0) return std::nullopt;
    const SwitchModel *open = catalog->switchFor(s->fabrics.front());
    if (!open || open == s || open->ports <= 0) return std::nullopt;
    const auto price = anyList(*this, &PriceList::switchPurchase, "switch_purchase", open->id);
    if (!price) return std::nullopt;
    return *price * s->ports / open->ports;
}

std::optional<double> PlanPrices::linkPrice(const std::string &fabric, Reach reach) const
{
    if (reach == Reach::InRack)
        if (auto p
            = anyList(*this, &PriceList::linkPurchaseInRack, "link_purchase_in_rack", fabric))
            return p;
    if (reach == Reach::BetweenRows)
        if (auto p = anyList(*this, &PriceList::linkPurchaseBetweenRows,
                             "link_purchase_between_rows", fabric))
            return p;
    return anyList(*this, &PriceList::linkPurchase, "link_purchase", fabric);
}

std::vector<NetworkPart> networkParts(const NetworkDesign &design, const ClusterFacts &c,
                                      const PlanPrices &prices)
{
    std::vector<NetworkPart> parts;
    // One line per part a buyer orders: the storage network's switches and cables add to the
    // compute fabric's when they are the same model.
    auto add = [&parts](BomItem item, const std::string &ref, double quantity, double price,
                        int detail = 0) {
        if (quantity <= 0) return;
        for (NetworkPart &p : parts)
            if (p.item == item && p.ref == ref && p.detail == detail) {
                p.quantity += quantity;
                return;
            }
        parts.push_back({item, ref, quantity, price, detail});
    };
    const PriceList &list = *prices.list;
    for (const FabricDesign *f : {&design.compute, &design.storage, &design.management}) {
        if (f->switches() == 0) continue;
        const auto perSwitch = prices.switchPrice(f->switchModel);
        const auto perLink = prices.linkPrice(f->fabric, Reach::InRow);
        if (perSwitch && perLink) {
            add(BomItem::Switches, f->switchModel, f->switches(), *perSwitch);
            // Copper in the rack, and a network of 10 Gb/s or less anywhere (twisted pair
            // reaches 100 m): one cable a link.
            const Fabric *fabric = prices.catalog ? prices.catalog->fabric(f->fabric) : nullptr;
            const bool copperOnly = fabric && fabric->rate.value() <= 10e9 / 8;
            for (Reach reach : {Reach::InRack, Reach::InRow, Reach::BetweenRows}) {
                const double links = f->linksByReach[std::size_t(reach)];
                if (links <= 0) continue;
                const double link = *prices.linkPrice(f->fabric, reach);
                if (reach == Reach::InRack || copperOnly) {
                    add(BomItem::CopperCables, f->fabric, links, link);
                    continue;
                }
                // An optical link is a transceiver at each end and a fibre: multimode in the
                // row, single-mode between rows. The list prices the link; its fibre is the
                // list's, the rest its two transceivers.
                const double fibre = std::min(0.5 * link, prices.money(reach == Reach::InRow
                                                                           ? list.fibreMultimode
                                                                           : list.fibreSingleMode));
                add(BomItem::Transceivers, f->fabric, 2 * links, (link - fibre) / 2.0, int(reach));
                if (fibre > 0) add(BomItem::Fibres, f->fabric, links, fibre, int(reach));
            }
        } else if (const auto port = prices.portPrice(f->fabric)) {
            // The list's per-port figure: NIC side, switch ports and cable of a two-tier
            // tree, for every port a node (or storage unit) has on the fabric.
            add(BomItem::NetworkPorts, f->fabric,
                f == &design.compute ? double(c.nicPortsTotal) : double(f->endpoints), *port);
        }
    }
    // Spares: the list's share of each kind of transceiver and cable ordered, rounded up.
    const std::size_t ordered = parts.size();
    for (std::size_t i = 0; i < ordered; ++i) {
        const NetworkPart part = parts[i];
        const bool optics = part.item == BomItem::Transceivers;
        if (!optics && part.item != BomItem::Fibres && part.item != BomItem::CopperCables) continue;
        const double share = optics ? list.sparesOptics : list.sparesCables;
        add(optics ? BomItem::SpareTransceivers : BomItem::SpareCables, part.ref,
            std::ceil(share * part.quantity - 1e-9), part.unitPrice,
            part.item == BomItem::CopperCables ? int(Reach::InRack) : part.detail);
    }
    return parts;
}

RackSpace rackSpace(const ClusterFacts &c, const NetworkDesign &design, double kw,
                    const PlanPrices &prices)
{
    const double listQuota = std::max(0.1, prices.list->rackPowerKW);
    const double quota = c.rackBudget.value() > 0 ? c.rackBudget.value() / 1000.0 : listQuota;
    RackSpace s;
    const double listRack = prices.money(prices.list->colocationPerRackMonth);
    s.perRackMonth = listRack * quota / listQuota;
    const bool racked = c.nodes + c.spareNodes > 1 && design.racks.racks() > 0;
    s.racks = racked ? double(design.racks.racks()) : kw / quota;
    if (c.rackScale && racked && design.racks.networkRacks > 0)
        s.perRackMonth
            = (design.racks.computeRacks * s.perRackMonth + design.racks.networkRacks * listRack)
              / s.racks;
    return s;
}

double purchasedStorageTB(const ClusterFacts &c, double storedTB)
{
    if (!c.storage) return storedTB;
    return std::max(storedTB, c.storage->capacity.value() / 1e12 * std::max(1, c.storageNodes));
}

} // namespace cp::detail
