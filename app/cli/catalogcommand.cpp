// SPDX-License-Identifier: GPL-3.0-or-later
// catalog: the catalog as JSON (every entry and its main facts), or as text (ids and names).
#include "cli.h"

#include <cstdio>

namespace cp::cli {

int runCatalog(const Args &a, const Catalog &catalog)
{
    std::string out = catalogToJson(catalog);
    if (a.format == "text") {
        out.clear();
        for (const Accelerator &x : catalog.accelerators)
            out += x.id + "\t" + x.name + "\n";
        for (const Fabric &x : catalog.fabrics)
            out += x.id + "\t" + x.name + "\n";
        for (const StorageTier &x : catalog.storageTiers)
            out += x.id + "\t" + x.name + "\n";
        for (const NodeTemplate &x : catalog.nodes)
            out += x.id + "\t" + x.name + "\n";
        for (const ModelPreset &x : catalog.models)
            out += x.id + "\t" + x.name + "\n";
    }
    std::fputs(out.c_str(), stdout);
    std::fputs("\n", stdout);
    return 0;
}

} // namespace cp::cli
