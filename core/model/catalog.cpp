// SPDX-License-Identifier: GPL-3.0-or-later
// The catalog's types: lookups by id, markets and availability, and the names of precisions
// and currencies. Reading catalog files is core/io/catalogreader.cpp.
#include "model/catalog.h"
#include "model/plan.h"

#include <algorithm>

namespace cp {

std::optional<double> Accelerator::peakTflops(Precision p) const
{
    switch (p) {
    case Precision::FP32:
        return peakTflopsTf32 ? peakTflopsTf32 : peakTflopsFp32;
    case Precision::FP16:
        return peakTflopsFp16;
    case Precision::BF16:
        return peakTflopsBf16;
    case Precision::FP8:
        return peakTflopsFp8;
    }
    return std::nullopt;
}

bool isKnownMarket(const std::string &market)
{
    return std::any_of(std::begin(kMarkets), std::end(kMarkets),
                       [&](const char *m) { return market == m; });
}

const char *availabilityName(Availability a)
{
    switch (a) {
    case Availability::Buy:
        return "buy";
    case Availability::RentOnly:
        return "rent-only";
    case Availability::Unavailable:
        return "unavailable";
    }
    return "buy";
}

const MarketRule *Accelerator::marketRule(const std::string &market) const
{
    for (const MarketRule &r : markets)
        if (r.market == market) return &r;
    return nullptr;
}

Availability Accelerator::availabilityIn(const std::string &market) const
{
    const MarketRule *r = marketRule(market);
    return r ? r->availability : Availability::Buy;
}

bool Accelerator::offeredIn(const std::string &market, Pricing pricing) const
{
    switch (availabilityIn(market)) {
    case Availability::Buy:
        return true;
    case Availability::RentOnly:
        return pricing != Pricing::Purchase;
    case Availability::Unavailable:
        return false;
    }
    return true;
}

template<typename T>
static const T *findById(const std::vector<T> &v, const std::string &id)
{
    for (const T &e : v)
        if (e.id == id) return &e;
    return nullptr;
}

const Accelerator *Catalog::accelerator(const std::string &id) const
{
    return findById(accelerators, id);
}
const Fabric *Catalog::fabric(const std::string &id) const
{
    return findById(fabrics, id);
}
const SwitchModel *Catalog::switchModel(const std::string &id) const
{
    return findById(switches, id);
}
const SwitchModel *Catalog::switchFor(const std::string &fabric, const std::string &market) const
{
    const SwitchModel *open = nullptr, *any = nullptr;
    for (const SwitchModel &s : switches) {
        if (std::find(s.fabrics.begin(), s.fabrics.end(), fabric) == s.fabrics.end()) continue;
        const bool named = std::find(s.markets.begin(), s.markets.end(), market) != s.markets.end();
        if (!market.empty() && named) return &s;
        if (!open && s.markets.empty()) open = &s;
        if (!any) any = &s;
    }
    return open ? open : any;
}
const StorageTier *Catalog::storage(const std::string &id) const
{
    return findById(storageTiers, id);
}
const NodeTemplate *Catalog::node(const std::string &id) const
{
    return findById(nodes, id);
}
const PriceList *Catalog::priceList(const std::string &id) const
{
    return findById(priceLists, id);
}
const ModelPreset *Catalog::model(const std::string &id) const
{
    return findById(models, id);
}

const Framework *Catalog::framework(const std::string &id) const
{
    return findById(frameworks, id);
}

const Framework *Catalog::frameworkPort(const std::string &id, const std::string &vendor) const
{
    for (const Framework &f : frameworks)
        if (f.portOf == id && f.vendor == vendor) return &f;
    return nullptr;
}

const PriceList *Catalog::priceListFor(Currency c) const
{
    for (const PriceList &p : priceLists)
        if (p.currency == c) return &p;
    return nullptr;
}

std::string CatalogError::toString() const
{
    std::string s = file;
    if (!entry.empty()) s += ": entry '" + entry + "'";
    if (!field.empty()) s += ", field '" + field + "'";
    return s + ": " + message;
}

const char *precisionName(Precision p)
{
    switch (p) {
    case Precision::FP32:
        return "fp32";
    case Precision::FP16:
        return "fp16";
    case Precision::BF16:
        return "bf16";
    case Precision::FP8:
        return "fp8";
    }
    return "bf16";
}

std::optional<Precision> parsePrecision(const std::string &s)
{
    if (s == "fp32") return Precision::FP32;
    if (s == "fp16") return Precision::FP16;
    if (s == "bf16") return Precision::BF16;
    if (s == "fp8") return Precision::FP8;
    return std::nullopt;
}

const char *currencyName(Currency c)
{
    return c == Currency::CNY ? "CNY" : "USD";
}

std::optional<Currency> parseCurrency(const std::string &s)
{
    if (s == "CNY") return Currency::CNY;
    if (s == "USD") return Currency::USD;
    return std::nullopt;
}

BytesPerSecond nicRateInHost(const Fabric &f, const Accelerator &gpu)
{
    const double slot = gpu.hostLinkBidir.value() / 2.0;
    return slot > 0 ? std::min(f.rate, BytesPerSecond(slot)) : f.rate;
}

double PriceList::rangeFactor(const std::string &field, const std::string &key, double typical,
                              bool high) const
{
    const std::string name = key.empty() ? field : field + "." + key;
    if (typical <= 0) return 1.0;
    if (auto it = ranges.find(name); it != ranges.end()) return it->second[high] / typical;
    const bool assumed = assumedFields.count(field) || assumedFields.count(name);
    return (assumed ? spreadAssumed : spreadSourced)[high];
}

std::vector<PriceList::Figure> PriceList::figures() const
{
    std::vector<Figure> out;
    auto add = [&](const std::string &field, const std::string &key, double value) {
        if (value <= 0) return;
        const std::string name = key.empty() ? field : field + "." + key;
        Figure f{name,
                 value,
                 value * rangeFactor(field, key, value, false),
                 value * rangeFactor(field, key, value, true),
                 assumedFields.count(field) > 0 || assumedFields.count(name) > 0,
                 {}};
        for (const std::string &k : {name, field})
            if (auto it = sources.find(k); it != sources.end() && f.source.empty())
                f.source = it->second;
        out.push_back(std::move(f));
    };
    for (const auto &[field, value] :
         {std::pair{"power_per_kWh", powerPerKWh}, std::pair{"pue", pue},
          std::pair{"colocation_per_rack_month", colocationPerRackMonth},
          std::pair{"rack_power_kW", rackPowerKW}, std::pair{"staff_per_year", staffPerYear},
          std::pair{"gpus_per_engineer", gpusPerEngineer},
          std::pair{"support_fraction_per_year", supportFractionPerYear},
          std::pair{"storage_per_TB_month", storagePerTBMonth},
          std::pair{"cpu_core_hour", cpuCoreHour}, std::pair{"cpu_core_purchase", cpuCorePurchase},
          std::pair{"fibre_multimode_purchase", fibreMultimode},
          std::pair{"fibre_single_mode_purchase", fibreSingleMode},
          std::pair{"spares_optics", sparesOptics}, std::pair{"spares_cables", sparesCables},
          std::pair{"min_rental_months", minRentalMonths}})
        add(field, {}, value);
    if (!unlistedFrom.empty()) add("unlisted_rental_factor", {}, unlistedRentalFactor);
    for (const auto &[field, prices] :
         {std::pair{"network_port_purchase", &networkPortPurchase},
          std::pair{"storage_purchase_per_TB", &storagePurchasePerTB},
          std::pair{"switch_purchase", &switchPurchase}, std::pair{"link_purchase", &linkPurchase},
          std::pair{"link_purchase_in_rack", &linkPurchaseInRack},
          std::pair{"link_purchase_between_rows", &linkPurchaseBetweenRows}})
        for (const auto &[key, value] : *prices)
            add(field, key, value);
    // A GPU's prices: its own basis and source; its rates move with the pay-as-you-go
    // rate's range, its purchase price within its own.
    for (const auto &[id, g] : gpus) {
        const double rate[2] = {g.onDemandRange[0] / g.onDemand, g.onDemandRange[1] / g.onDemand};
        const bool assumed = g.basis != "sourced";
        for (const auto &[field, value] : {std::pair{"on_demand_per_gpu_hour", g.onDemand},
                                           std::pair{"reserved_1y_per_gpu_hour", g.reserved1y},
                                           std::pair{"reserved_3y_per_gpu_hour", g.reserved3y},
                                           std::pair{"spot_per_gpu_hour", g.spot}})
            if (value > 0)
                out.push_back({"gpus." + id + "." + field, value, value * rate[0], value * rate[1],
                               assumed, g.source});
        if (g.purchasePerGpu > 0)
            out.push_back({"gpus." + id + ".purchase_per_gpu", g.purchasePerGpu, g.purchaseRange[0],
                           g.purchaseRange[1], assumed, g.source});
    }
    return out;
}

bool templateTakes(const NodeTemplate &t, const Accelerator &a)
{
    if (t.kind != NodeKind::Gpu) return false;
    // A superchip's GPUs come only in the trays of their own rack-scale system.
    if (a.formFactor == "superchip" || t.formFactor == "superchip")
        return t.formFactor == a.formFactor;
    if (t.formFactor == "any" || t.formFactor == a.formFactor) return true;
    // OAM baseboards, and the eight-module boards of Ascend servers (Atlas 800T A2), are
    // SXM-class: eight mezzanine modules on one board with their own links.
    return (a.formFactor == "oam" || a.formFactor == "module") && t.formFactor == "sxm";
}

bool templateRuns(const NodeTemplate &t, const Accelerator &a, const std::string &fabricId)
{
    auto runs = [&](const std::vector<std::string> &built) {
        return built.empty() || std::find(built.begin(), built.end(), fabricId) != built.end();
    };
    return runs(t.fabrics) && runs(a.fabrics);
}

} // namespace cp
