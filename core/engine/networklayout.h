// SPDX-License-Identifier: GPL-3.0-or-later
// "Design network" on the canvas: the networks the planner designs (core/engine/network.h) drawn as
// switches and cables, tier by tier, in place of the ones drawn by hand.
#pragma once

#include "model/catalog.h"
#include "engine/network.h"
#include "model/plan.h"
#include "model/result.h"

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace cp {

/// The tier of each switch of a drawing, counted from the nodes: 1 for a switch cabled to a
/// node (a leaf), 2 for one cabled to a leaf (a spine), 3 above (a core). A switch no path
/// joins to a node has tier 0.
std::map<std::string, int> switchTiers(const Topology &t);

/// The tier of one cable: the higher tier of its switch ends (a node's cable to its leaf is
/// tier 1, a leaf's to its spine 2, a spine's to its core 3); 0 for a node-to-node cable.
int cableTier(const TopoLink &link, const std::map<std::string, int> &tiers);

/// The ports of a drawn switch: its catalog model's ports, else its fabric's switch_ports;
/// 0 when the catalog knows neither.
int switchRadix(const TopoSwitch &s, const Catalog &catalog, const std::string &market = {});

/// The data ports in use on each switch: the ports of every cable that ends on it, but for
/// a cable from a management switch, which takes the switch's management port.
std::map<std::string, int> switchPortsUsed(const Topology &t);

/// A drawn switch with more cables than ports: its id, the data ports its cables take and
/// the ports it has.
struct OverfullSwitch
{
    std::string id;
    int used = 0, radix = 0;
};

/// What an evaluation needs of a drawing's networks, read in one pass.
struct DrawnNetwork
{
    /// The compute fabric as drawn: its leaves (training switches cabled to nodes), spines
    /// and cores by tier, the most nodes one leaf serves, and the oversubscription of the
    /// leaf whose uplinks are the most oversubscribed (its node ports per uplink), named in
    /// `worstLeaf`. No spine tier when no leaf has an uplink.
    FabricDesign compute;
    std::string worstLeaf;
    std::vector<OverfullSwitch> overfull;
};
DrawnNetwork drawnNetwork(const Topology &t, const Catalog &catalog,
                          const std::string &market = {});

/// GPU nodes the canvas shows as one box, to expand on demand: a scalable unit (the nodes
/// cabled to the same leaves) or, where one switch serves them all, a rack of them.
struct NodeGroup
{
    bool scalableUnit = true;
    int number = 0;                   // from 1, per kind
    std::vector<std::string> members; // GPU node ids, in the topology's order
};

/// Drawings of more GPU nodes than this are shown in groups.
inline constexpr int kGroupAbove = 32;

/// The groups of a drawing of more than kGroupAbove GPU nodes (none for fewer): its
/// scalable units, or racks of `nodesPerRack` where the drawing has no units of several
/// nodes each. A lone node is no group.
std::vector<NodeGroup> groupNodes(const Topology &t, const Catalog &catalog, int nodesPerRack);

} // namespace cp

namespace cp::edit {

/// Replaces the drawn switches and their cables with the designed networks: the compute
/// fabric's leaves (one per rail and scalable unit), spines and cores cabled as designed,
/// the storage network reaching every GPU node and the storage, the management network
/// reaching every node and switch. Nodes keep their ids and settings and are placed under
/// their scalable unit's leaves. A plan without a topology gets the standard one first. The
/// plan is left unchanged on an error (a plan that cannot be read).
std::optional<PlanError> layOutNetwork(Plan &plan, const Catalog &catalog);

} // namespace cp::edit
