// SPDX-License-Identifier: GPL-3.0-or-later
// Loads and merges catalog JSON documents into typed entries, naming the file, entry and
// field of anything malformed; the built-in catalog is the bundled files so merged.
#include "model/catalog.h"
#include "io/catalogentries.h"
#include "report/errortext.h"
#include "io/jsonreader.h"
#include "io/safefile.h"

#include <QFile>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <unordered_set>
#include <mutex>

namespace cp {

using nlohmann::json;
using namespace detail;

namespace {

/// One section's entries, kept as JSON until every file is merged; origin = last file.
struct RawSection
{
    std::vector<std::string> order;
    std::map<std::string, json> entries;
    std::map<std::string, std::string> origin;
};

struct RawCatalog
{
    std::map<std::string, RawSection> sections;
    json exchangeRate;
    std::string exchangeOrigin;
};

const char *const kSections[]
    = {"accelerators", "fabrics", "switches", "storage", "nodes", "prices", "models", "frameworks"};

std::optional<CatalogError> mergeRaw(RawCatalog &raw, const std::string &text,
                                     const std::string &file)
{
    if (auto e = detail::checkNesting(text, "catalog"))
        return CatalogError{file, {}, {}, e->message};
    json doc;
    try {
        doc = json::parse(text, nullptr, true, false);
    } catch (const json::parse_error &e) {
        return CatalogError{file, {}, {}, detail::jsonSyntaxError(text, e.byte)};
    } catch (const json::exception &e) {
        // "number overflow parsing '1e999'": a value no double holds.
        return CatalogError{file, {}, {}, detail::jsonReadError(e)};
    }
    if (!doc.is_object())
        return CatalogError{
            file, {}, {}, ErrorTr::tr("the top level must be an object").toStdString()};
    if (doc.contains("format")
        && (!doc["format"].is_number_integer() || doc["format"].get<int>() != 1))
        return CatalogError{
            file,
            {},
            "format",
            ErrorTr::tr("unsupported catalog format (this version reads 1)").toStdString()};
    bool any = false;
    for (auto it = doc.begin(); it != doc.end(); ++it) {
        const std::string &key = it.key();
        if (key == "format") continue;
        if (key == "exchange_rate") {
            if (!it->is_object())
                return CatalogError{
                    file, {}, "exchange_rate", ErrorTr::tr("must be an object").toStdString()};
            raw.exchangeRate = *it;
            raw.exchangeOrigin = file;
            any = true;
            continue;
        }
        if (std::find(std::begin(kSections), std::end(kSections), key) == std::end(kSections))
            return CatalogError{file,
                                {},
                                key,
                                ErrorTr::tr("unknown section (expected accelerators, fabrics, "
                                            "switches, storage, nodes, prices, models, "
                                            "frameworks or exchange_rate)")
                                    .toStdString()};
        if (!it->is_array())
            return CatalogError{
                file, {}, key, ErrorTr::tr("must be an array of entries").toStdString()};
        any = true;
        RawSection &sec = raw.sections[key];
        std::size_t index = 0;
        for (const json &e : *it) {
            const std::string where = key + "[" + std::to_string(index++) + "]";
            if (!e.is_object())
                return CatalogError{
                    file, where, {}, ErrorTr::tr("must be an object").toStdString()};
            if (!e.contains("id") || !e["id"].is_string() || e["id"].get<std::string>().empty())
                return CatalogError{file, where, "id",
                                    ErrorTr::tr("is missing or not a string").toStdString()};
            const std::string id = e["id"].get<std::string>();
            if (id.size() > 100)
                return CatalogError{file, where, "id",
                                    ErrorTr::tr("is longer than 100 characters").toStdString()};
            auto found = sec.entries.find(id);
            if (found == sec.entries.end()) {
                sec.order.push_back(id);
                sec.entries[id] = e;
            } else {
                found->second.merge_patch(e);
            }
            sec.origin[id] = file;
        }
    }
    if (!any)
        return CatalogError{file, {}, {}, ErrorTr::tr("has no catalog section").toStdString()};
    return std::nullopt;
}

/// A port of a stack ("port_of") takes every field of the stack it ports that it does not
/// give itself: one set of fitted figures, however often the fit runs.
std::optional<CatalogError> inheritPorts(RawSection &sec)
{
    for (const std::string &id : sec.order) {
        json &entry = sec.entries.at(id);
        const auto of = entry.find("port_of");
        if (of == entry.end() || !of->is_string()) continue;
        const auto base = sec.entries.find(of->get<std::string>());
        if (base == sec.entries.end() || base->second.contains("port_of"))
            return CatalogError{sec.origin.at(id), id, "port_of",
                                ErrorTr::tr("names no training stack of the catalog that is not "
                                            "itself a port")
                                    .toStdString()};
        json merged = base->second;
        merged.erase("source"); // the port's own source, or none
        merged.merge_patch(entry);
        entry = std::move(merged);
    }
    return std::nullopt;
}

template<typename T, typename Parse>
std::optional<CatalogError> materialize(const RawCatalog &raw, const char *section,
                                        std::vector<T> &out, Parse parse)
{
    out.clear();
    auto it = raw.sections.find(section);
    if (it == raw.sections.end()) return std::nullopt;
    const RawSection &sec = it->second;
    for (const std::string &id : sec.order) {
        try {
            out.push_back(parse(id, sec.entries.at(id)));
        } catch (const FieldError &e) {
            return CatalogError{sec.origin.at(id), id, e.field, e.message};
        } catch (const json::exception &e) {
            return CatalogError{sec.origin.at(id), id, {}, detail::jsonReadError(e)};
        }
    }
    return std::nullopt;
}

std::optional<CatalogError> build(RawCatalog &raw, Catalog &c)
{
    if (auto it = raw.sections.find("frameworks"); it != raw.sections.end())
        if (auto e = inheritPorts(it->second)) return e;
    if (auto e = materialize(raw, "accelerators", c.accelerators, parseAccelerator)) return e;
    if (auto e = materialize(raw, "fabrics", c.fabrics, parseFabric)) return e;
    if (auto e = materialize(raw, "switches", c.switches, parseSwitch)) return e;
    if (auto e = materialize(raw, "storage", c.storageTiers, parseStorage)) return e;
    if (auto e = materialize(raw, "nodes", c.nodes, parseNode)) return e;
    if (auto e = materialize(raw, "prices", c.priceLists, parsePriceList)) return e;
    if (auto e = materialize(raw, "models", c.models, parseModel)) return e;
    if (auto e = materialize(raw, "frameworks", c.frameworks, parseFramework)) return e;
    if (!c.framework(kDefaultFramework))
        return CatalogError{"frameworks", kDefaultFramework, {},
                            ErrorTr::tr("the default training stack is missing").toStdString()};
    if (raw.exchangeRate.is_object()) {
        try {
            Reader r(raw.exchangeRate);
            c.cnyPerUsd = r.num("CNY_per_USD", 0.01, 7.2);
            c.exchangeRateDate = r.str("date", false);
        } catch (const FieldError &e) {
            return CatalogError{raw.exchangeOrigin, "exchange_rate", e.field, e.message};
        }
    }
    // Entries that name fabrics (a switch's ports, built-in NICs, a default): each a known one.
    auto unknownFabric
        = [&](const char *section, const std::string &id, const char *field,
              const std::vector<std::string> &fabrics) -> std::optional<CatalogError> {
        for (const std::string &f : fabrics)
            if (!c.fabric(f))
                return CatalogError{
                    raw.sections.at(section).origin.at(id), id, field,
                    ErrorTr::tr("names a fabric that is not in the catalog").toStdString()};
        return std::nullopt;
    };
    for (const SwitchModel &s : c.switches)
        if (auto e = unknownFabric("switches", s.id, "fabrics", s.fabrics)) return e;
    for (const NodeTemplate &n : c.nodes)
        if (auto e = unknownFabric("nodes", n.id, "fabrics", n.fabrics)) return e;
    for (const Accelerator &a : c.accelerators) {
        if (auto e = unknownFabric("accelerators", a.id, "fabrics", a.fabrics)) return e;
        if (!a.defaultFabric.empty())
            if (auto e = unknownFabric("accelerators", a.id, "default_fabric", {a.defaultFabric}))
                return e;
    }
    // Cross references: every price entry must name a known accelerator (looked up in a set:
    // a list naming 100,000 of them is checked in linear time).
    std::unordered_set<std::string> known;
    known.reserve(c.accelerators.size());
    for (const Accelerator &a : c.accelerators)
        known.insert(a.id);
    for (const PriceList &p : c.priceLists)
        if (!p.unlistedFrom.empty() && (p.unlistedFrom == p.id || !c.priceList(p.unlistedFrom)))
            return CatalogError{
                raw.sections.at("prices").origin.at(p.id), p.id, "unlisted_from",
                ErrorTr::tr("names no other price list of the catalog").toStdString()};
    for (const PriceList &p : c.priceLists)
        for (const auto &[gpu, price] : p.gpus)
            if (!known.count(gpu))
                return CatalogError{
                    raw.sections.at("prices").origin.at(p.id), p.id, "gpus." + gpu,
                    ErrorTr::tr("names an accelerator that is not in the catalog").toStdString()};
    return std::nullopt;
}

std::string readResource(const char *path)
{
    QFile f(QString::fromLatin1(path));
    if (!f.open(QIODevice::ReadOnly)) return {};
    const QByteArray data = f.readAll();
    return std::string(data.constData(), static_cast<std::size_t>(data.size()));
}

const char *const kBuiltinFiles[] = {
    ":/catalog/accelerators.json", ":/catalog/fabrics.json", ":/catalog/storage.json",
    ":/catalog/nodes.json",        ":/catalog/prices.json",  ":/catalog/models.json",
    ":/catalog/frameworks.json",
};

std::optional<CatalogError> loadBuiltinRaw(RawCatalog &raw)
{
    for (const char *path : kBuiltinFiles) {
        const std::string text = readResource(path);
        if (text.empty())
            return CatalogError{
                path,
                {},
                {},
                ErrorTr::tr("bundled catalog file is missing from the build").toStdString()};
        if (auto e = mergeRaw(raw, text, path)) return e;
    }
    return std::nullopt;
}

} // namespace

std::optional<CatalogError> loadCatalogTexts(Catalog &out, const std::vector<CatalogText> &docs)
{
    RawCatalog raw;
    if (auto e = loadBuiltinRaw(raw)) return e;
    for (const CatalogText &d : docs)
        if (auto e = mergeRaw(raw, d.text, d.fileName)) return e;
    Catalog c;
    if (auto e = build(raw, c)) return e;
    out = std::move(c);
    return std::nullopt;
}

std::optional<CatalogError> loadCatalog(Catalog &out, const std::vector<std::string> &userFiles)
{
    RawCatalog raw;
    if (auto e = loadBuiltinRaw(raw)) return e;
    for (const std::string &path : userFiles) {
        QByteArray data;
        if (auto problem = readInputFile(QString::fromStdString(path), data))
            return CatalogError{path, {}, {}, problem->toStdString()};
        if (auto e = mergeRaw(raw, std::string(data.constData(), std::size_t(data.size())), path))
            return e;
    }
    Catalog c;
    if (auto e = build(raw, c)) return e;
    out = std::move(c);
    return std::nullopt;
}

const Catalog &builtinCatalog()
{
    static Catalog catalog;
    static std::once_flag once;
    std::call_once(once, [] {
        if (auto e = loadCatalog(catalog, {}))
            qFatal("bundled catalog is broken: %s", e->toString().c_str());
    });
    return catalog;
}

} // namespace cp
