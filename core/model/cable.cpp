// SPDX-License-Identifier: GPL-3.0-or-later
// Cable fabric, family and colour.
#include "model/cable.h"

#include <QCoreApplication>

namespace cp {

const Fabric *cableFabric(const TopoLink &link, const TopoSwitch *sw, const Catalog &catalog)
{
    if (!link.fabric.empty()) return catalog.fabric(link.fabric);
    return sw ? catalog.fabric(sw->fabric) : nullptr;
}

CableFamily cableFamily(const TopoLink &link, const TopoSwitch *sw, const Catalog &catalog)
{
    const Fabric *f = cableFabric(link, sw, catalog);
    if (!f || !sw || sw->role == SwitchRole::Management) return CableFamily::Ethernet;
    return f->kind == FabricKind::InfiniBand ? CableFamily::InfiniBand
           : f->kind == FabricKind::RoCE     ? CableFamily::RoCE
                                             : CableFamily::Ethernet;
}

namespace {

struct Tr
{
    Q_DECLARE_TR_FUNCTIONS(Cable)
};

unsigned familyColour(CableFamily family)
{
    switch (family) {
    case CableFamily::InfiniBand:
        return 0x3b6ea8;
    case CableFamily::RoCE:
        return 0x2e8b57;
    case CableFamily::Ethernet:
        return 0x909aa8;
    }
    return 0x909aa8;
}

} // namespace

unsigned cableColour(CableFamily family, int tier)
{
    // Each tier above the leaves a darker shade of the family's colour: 70 %, then 48 %.
    const double shade = tier <= 1 ? 1.0 : tier == 2 ? 0.70 : 0.48;
    const unsigned rgb = familyColour(family);
    unsigned out = 0;
    for (int shift : {16, 8, 0})
        out |= unsigned(((rgb >> shift) & 0xff) * shade + 0.5) << shift;
    return out;
}

QString cableTierText(int tier)
{
    if (tier == 2) return Tr::tr("leaf - spine");
    if (tier >= 3) return Tr::tr("spine - core");
    return {};
}

} // namespace cp
