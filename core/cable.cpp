// Cable fabric, family and colour.
#include "cable.h"

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

unsigned cableColour(CableFamily family)
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

} // namespace cp
