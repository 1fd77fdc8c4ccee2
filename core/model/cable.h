// SPDX-License-Identifier: GPL-3.0-or-later
// What a cable is, for the canvas and the PDF alike: the fabric its port runs at and the
// family its colour tells (InfiniBand blue, RoCE green, Ethernet grey).
#pragma once

#include "model/catalog.h"
#include "model/plan.h"

#include <QString>

namespace cp {

enum class CableFamily { InfiniBand, RoCE, Ethernet };

/// The switch a link plugs into: its first end that is a switch (`a`, else `b`); null for
/// a node-to-node cable. `find` maps an id to the switch of that id, or null.
template<typename Find>
const TopoSwitch *cableSwitch(const TopoLink &link, Find find)
{
    const TopoSwitch *a = find(link.a);
    return a ? a : find(link.b);
}

/// The fabric of a link's port: its own NIC fabric, else its switch's; null when neither
/// names a fabric of the catalog.
const Fabric *cableFabric(const TopoLink &link, const TopoSwitch *sw, const Catalog &catalog);

/// InfiniBand or RoCE for a training or storage port of those fabrics; Ethernet for the
/// management network, plain Ethernet and node-to-node cables.
CableFamily cableFamily(const TopoLink &link, const TopoSwitch *sw, const Catalog &catalog);

/// The colour a family is drawn in at a tier of the fabric (networklayout.h: 1 a node's
/// cable to its leaf, 2 leaf to spine, 3 spine to core), as 0xRRGGBB: the higher the tier,
/// the darker. It lives here rather than in ui/ because the proposal, which cannot use ui/,
/// draws the same cables.
unsigned cableColour(CableFamily family, int tier = 1);

/// "leaf - spine": the tiers a cable of a tier joins, in the reader's language; empty for
/// tier 0 and 1 (a node's cable needs no name).
QString cableTierText(int tier);

} // namespace cp
