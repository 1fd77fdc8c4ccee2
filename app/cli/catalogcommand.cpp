// SPDX-License-Identifier: GPL-3.0-or-later
// catalog: the catalog as JSON (every entry and its main facts), or as text (ids and names in
// the language of --lang; a price list with its date and source).
#include "cli.h"

#include "report/format.h"
#include "report/translation.h"

#include <cstdio>

namespace cp::cli {

int runCatalog(const Args &a, const Catalog &catalog)
{
    std::string out = catalogToJson(catalog);
    if (a.format == "text") {
        out.clear();
        // One line an entry, "id<TAB>name", the name as the app shows it in the language.
        auto entry = [&out](const std::string &id, const std::string &name) {
            out += id + "\t" + catalogName(name).toStdString() + "\n";
        };
        for (const Accelerator &x : catalog.accelerators)
            entry(x.id, x.name);
        for (const Fabric &x : catalog.fabrics)
            entry(x.id, x.name);
        for (const StorageTier &x : catalog.storageTiers)
            entry(x.id, x.name);
        for (const NodeTemplate &x : catalog.nodes)
            entry(x.id, x.name);
        for (const ModelPreset &x : catalog.models)
            entry(x.id, x.name);
        for (const Framework &x : catalog.frameworks)
            entry(x.id, x.name);
        // A price list also says when its prices were published and where they come from.
        for (const PriceList &x : catalog.priceLists)
            out += x.id + "\t" + catalogName(x.name).toStdString() + "\t"
                   + formatCatalogDate(x.date, currentLanguage()).toStdString() + "\t" + x.source
                   + "\n";
    }
    std::fputs(out.c_str(), stdout);
    std::fputs("\n", stdout);
    return 0;
}

} // namespace cp::cli
