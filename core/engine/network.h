// SPDX-License-Identifier: GPL-3.0-or-later
// The network a cluster needs, designed from its nodes: the compute fabric as a
// rail-optimised leaf/spine fat tree (a core tier when the spines' radix runs out) at a
// chosen oversubscription, the storage and management networks as fabrics of their own, and
// the racks the nodes fill within the rack power. docs/model.md ("Network design") gives the
// rules and checks them against NVIDIA's DGX SuperPOD reference architecture.
#pragma once

#include <array>
#include <string>

namespace cp {

struct Plan;
struct ClusterFacts;
class Catalog;

/// How far a link runs, which decides what it is made of (docs/model.md, "Network design"):
/// a passive copper cable within a rack; multimode optics (50 m) within a row; single-mode
/// optics (500 m) between rows.
enum class Reach { InRack, InRow, BetweenRows };

/// Racks in one row of the data hall: a fabric whose racks fit one row keeps its switch
/// links within it.
inline constexpr int kRacksPerRow = 16;

/// One fabric's switches and cables, tier by tier. A fabric of one switch has `leaves` 1.
struct FabricDesign
{
    std::string fabric;      // catalog fabric id of its ports
    std::string switchModel; // catalog switch id; empty when the catalog has none for it
    int radix = 0;           // ports per switch
    int endpoints = 0;       // ports of nodes on the fabric
    int rails = 1;           // a node's ports, each on a leaf of its own rail (rail-optimised)
    double oversubscription = 1; // leaf downlinks per uplink (R of R:1)
    int leafDown = 0, leafUp = 0; // a leaf's ports to nodes and to spines
    int nodesPerLeaf = 0;         // nodes one leaf serves on its rail (a scalable unit)
    int leavesPerRail = 0;
    int leaves = 0, spines = 0, cores = 0;
    int nodeLinks = 0, leafSpineLinks = 0, spineCoreLinks = 0;
    std::array<int, 3> linksByReach{}; // indexed by Reach; they add up to links()

    int tiers() const { return leaves == 0 ? 0 : cores > 0 ? 3 : spines > 0 ? 2 : 1; }
    int switches() const { return leaves + spines + cores; }
    int links() const { return nodeLinks + leafSpineLinks + spineCoreLinks; }
    /// The share of a data-parallel group's traffic that crosses the spine when the group
    /// spans `nodes` nodes laid out leaf by leaf: none within one leaf, 1 - 1/L over L leaves.
    double spineShare(int nodes) const;
    /// How much slower traffic of that group runs than on a non-blocking fabric: the share
    /// crossing the spine runs at 1/R of the line rate (1 when non-blocking or on one leaf).
    double slowdown(int nodes) const;
};

/// Designs a fabric for `nodes` nodes of `portsPerNode` ports each on switches of `radix`
/// ports, its leaves at `oversubscription`:1 (1 = non-blocking; above the leaves the tiers
/// are non-blocking). Multi-port nodes are rail-optimised: port i of every node goes to the
/// leaves of rail i. Nodes 0 gives an empty design.
FabricDesign designFabric(int nodes, int portsPerNode, int radix, double oversubscription = 1);

/// The racks GPU nodes fill: as many nodes to a rack as its power allows (at least one),
/// and the switches in network racks of `kSwitchesPerRack` 1U switches.
struct RackPlan
{
    int nodesPerRack = 0;
    int computeRacks = 0;
    int networkRacks = 0;
    int racks() const { return computeRacks + networkRacks; }
};
inline constexpr int kSwitchesPerRack = 40;
/// A standard 42U rack (EIA-310) keeps 2U for its management switch and patch panel.
inline constexpr int kRackUnitsForNodes = 40;
/// The racks `nodes` servers of `nodePowerW` and `nodeRackUnits` (0: not known) take at
/// `rackPowerKW` a rack: as many as the power allows and the rack units hold, at least one;
/// and the racks of `switches` network switches.
RackPlan planRacks(int nodes, double nodePowerW, double rackPowerKW, int nodeRackUnits,
                   int switches);

/// The cluster's networks and racks.
struct NetworkDesign
{
    FabricDesign compute, storage, management;
    RackPlan racks;
    double powerW = 0; // switches and links of every network (networkPower)
    int switches() const { return compute.switches() + storage.switches() + management.switches(); }
};

/// The management network's fabric, and the ports of its switch when the catalog has none
/// for it: a 48-port 1GbE switch (docs/model.md, "Network design").
inline constexpr const char *kManagementFabric = "eth-1";
inline constexpr int kManagementRadix = 48;
/// Ports a shared storage node (one unit of its tier) puts on the storage network.
inline constexpr int kStoragePortsPerUnit = 4;

/// Where a switch model's power is not in the catalog: W per port, the typical power per
/// port of the catalog's sourced Spectrum switches (SN5600 940 W / 128, SN4600C 466 W / 64);
/// for gigabit copper ports 0.8 W (48-port gigabit switches measured at 37-39 W, the
/// SwitchPower list).
inline constexpr double kSwitchWattsPerPort = 7.3;
inline constexpr double kGigabitSwitchWattsPerPort = 0.8;

/// Which reach each link of the designed networks has: management on copper in the rack;
/// servers to their leaves on copper when one switch and its servers share a rack, else on
/// multimode optics in the row (leaves sit in network racks, NVIDIA DGX SuperPOD); leaves
/// to spines in the row when every rack fits one row, else between rows; spines to cores
/// between rows.
void assignReach(NetworkDesign &d);

/// The power of the networks' switches (their catalog power, else kSwitchWattsPerPort a
/// port) and links (their fabric's link_power_W at their reach), W.
double networkPower(const NetworkDesign &d, const Catalog &catalog);

/// The networks of the cluster `c` of `plan`: the compute fabric on the inter-node fabric's
/// switches (the catalog's switch model for it, else the fabric's switch_ports) at the plan's
/// oversubscription, a storage network of its own switches when the storage is shared, a
/// management network reaching every node and switch, and the racks within the rack power
/// (c.rackBudget).
NetworkDesign designNetwork(const Plan &plan, const Catalog &catalog, const ClusterFacts &c);

} // namespace cp
