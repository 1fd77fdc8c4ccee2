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

} // namespace cp
