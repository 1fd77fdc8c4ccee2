// SPDX-License-Identifier: GPL-3.0-or-later
// The network design rules; see network.h and docs/model.md ("Network design").
#include "engine/network.h"

#include "model/catalog.h"
#include "model/plan.h"
#include "model/result.h"

#include <algorithm>
#include <cmath>
#include <unordered_set>

namespace cp {

namespace {

int ceilDiv(long long a, long long b)
{
    return b > 0 ? int((a + b - 1) / b) : 0;
}

} // namespace

double FabricDesign::spineShare(int nodes) const
{
    if (tiers() < 2 || nodesPerLeaf <= 0) return 0;
    const int spanned = std::min(leavesPerRail, ceilDiv(nodes, nodesPerLeaf));
    return spanned > 1 ? 1.0 - 1.0 / spanned : 0.0;
}

double FabricDesign::slowdown(int nodes) const
{
    return 1.0 + spineShare(nodes) * (std::max(1.0, oversubscription) - 1.0);
}

FabricDesign designFabric(int nodes, int portsPerNode, int radix, double oversubscription)
{
    FabricDesign f;
    if (nodes <= 0 || portsPerNode <= 0 || radix < 2) return f;
    const double r = std::isfinite(oversubscription) ? std::max(1.0, oversubscription) : 1.0;
    f.radix = radix;
    f.rails = portsPerNode;
    f.endpoints = nodes * portsPerNode;
    f.oversubscription = r;
    f.nodeLinks = f.endpoints;
    // Every port on one switch: no tier above it.
    if (f.endpoints <= radix) {
        f.leaves = 1;
        f.leavesPerRail = 1;
        f.nodesPerLeaf = nodes;
        f.leafDown = f.endpoints;
        return f;
    }
    // A scalable unit: the nodes of a rail on one leaf, as many as half its ports (the
    // other half up to the spines when non-blocking). The nodes are spread evenly over as
    // few leaves as hold them; at R:1 a leaf has one uplink per R of its nodes.
    const int unit = std::max(1, radix / 2);
    f.leavesPerRail = ceilDiv(nodes, unit);
    f.leaves = f.rails * f.leavesPerRail;
    f.nodesPerLeaf = ceilDiv(nodes, f.leavesPerRail);
    f.leafDown = f.nodesPerLeaf;
    f.leafUp = std::max(1, int(std::ceil(f.leafDown / r - 1e-9)));
    f.leafSpineLinks = f.leaves * f.leafUp;
    if (f.leaves <= radix) {
        // Two tiers: every spine reaches every leaf, each leaf's uplinks spread evenly over
        // the spines (equal paths for ECMP), unless that needs more than twice the spines
        // the ports call for.
        const int fewest = ceilDiv(f.leafSpineLinks, radix);
        f.spines = fewest;
        for (int s = fewest; s <= std::min(f.leafUp, 2 * fewest); ++s)
            if (f.leafUp % s == 0) {
                f.spines = s;
                break;
            }
        return f;
    }
    // Three tiers: pods of radix/2 leaves, their spines half down and half up to the core.
    const int half = radix / 2;
    const int pods = ceilDiv(f.leaves, half);
    const int spinesPerPod = ceilDiv((long long)std::min(f.leaves, half) * f.leafUp, half);
    f.spines = pods * spinesPerPod;
    f.spineCoreLinks = f.spines * half;
    f.cores = ceilDiv(f.spineCoreLinks, radix);
    return f;
}

RackPlan planRacks(int nodes, double nodePowerW, double rackPowerKW, int nodeRackUnits,
                   int switches)
{
    RackPlan p;
    if (nodes <= 0) return p;
    double perRack = nodePowerW > 0 && rackPowerKW > 0
                         ? std::floor(rackPowerKW * 1000.0 / nodePowerW)
                         : double(nodes);
    // A liquid-cooled 130 kW rack still holds five 8U servers, not twelve.
    if (nodeRackUnits > 0) perRack = std::min(perRack, double(kRackUnitsForNodes / nodeRackUnits));
    p.nodesPerRack = int(std::clamp(perRack, 1.0, double(nodes)));
    p.computeRacks = ceilDiv(nodes, p.nodesPerRack);
    p.networkRacks = ceilDiv(switches, kSwitchesPerRack);
    return p;
}

namespace {

/// A fabric of `fabric`'s switches: the catalog's model for it, else its switch_ports.
FabricDesign designOn(const Catalog &catalog, const std::string &market, const std::string &fabric,
                      int defaultRadix, int nodes, int portsPerNode, double oversubscription)
{
    const SwitchModel *model = catalog.switchFor(fabric, market);
    FabricDesign f = designFabric(nodes, portsPerNode, model ? model->ports : defaultRadix,
                                  oversubscription);
    f.fabric = fabric;
    if (model) f.switchModel = model->id;
    return f;
}

} // namespace

namespace {

/// The compute-fabric ports of a node: the plan's NICs, or in a drawn topology the ports its
/// GPU nodes have on training switches (not those on the storage or management switches).
int trainingPortsPerNode(const Plan &plan, const Catalog &catalog, const ClusterFacts &c)
{
    if (plan.topology.empty())
        return std::max(1, c.nicPortsTotal / std::max(1, c.nodes + c.spareNodes));
    // Looked up in sets: a drawing of thousands of elements and links stays linear.
    const Topology &t = plan.topology;
    std::unordered_set<std::string> training, gpuNodes;
    for (const TopoSwitch &s : t.switches)
        if (s.role == SwitchRole::Training) training.insert(s.id);
    for (const TopoNode &n : t.nodes)
        if (const NodeTemplate *tp = catalog.node(n.templateId); tp && tp->kind == NodeKind::Gpu)
            gpuNodes.insert(n.id);
    long long ports = 0;
    for (const TopoLink &k : t.links)
        if ((training.count(k.a) && gpuNodes.count(k.b)) || (training.count(k.b) && gpuNodes.count(k.a)))
            ports += k.count;
    return std::max(1, int(std::lround(double(ports) / std::max(1, c.nodes))));
}

} // namespace

NetworkDesign designNetwork(const Plan &plan, const Catalog &catalog, const ClusterFacts &c)
{
    NetworkDesign d;
    // Every node installed is cabled, a rack-scale system's spare trays too.
    const int installed = c.nodes + c.spareNodes;
    if (c.fabric && installed > 1)
        d.compute
            = designOn(catalog, plan.market.id, c.fabric->id, c.fabric->switchPorts, installed,
                       trainingPortsPerNode(plan, catalog, c), plan.oversubscription);
    // A network of a drawn switch's role runs on that switch's fabric (a 10 GbE
    // management switch is billed and powered as 10 GbE, not as the default 1 GbE).
    const auto drawnFabric = [&](SwitchRole role, const Fabric *otherwise) {
        for (const TopoSwitch &s : plan.topology.switches)
            if (s.role == role)
                if (const Fabric *f = catalog.fabric(s.fabric)) return f;
        return otherwise;
    };
    const bool shared = c.storage && !c.storage->perNode;
    if (shared && c.fabric) {
        // Each GPU node has one port on it; a storage unit has kStoragePortsPerUnit. On the
        // fabric of a drawn storage switch, else on the compute fabric's kind.
        const Fabric *fabric = drawnFabric(SwitchRole::Storage, c.fabric);
        const int storagePorts = kStoragePortsPerUnit * std::max(1, c.storageNodes);
        d.storage = designOn(catalog, plan.market.id, fabric->id, fabric->switchPorts,
                             installed + storagePorts, 1, 1);
    }
    const int nodes = installed + c.cpuNodes + std::max(c.storageNodes, shared ? 1 : 0);
    // A lone server (a workstation) is managed through its own port, without a network.
    if (nodes > 1) {
        const Fabric *drawn = drawnFabric(SwitchRole::Management, nullptr);
        d.management = designOn(catalog, plan.market.id, drawn ? drawn->id : kManagementFabric,
                                drawn ? drawn->switchPorts : kManagementRadix,
                                nodes + d.compute.switches() + d.storage.switches(), 1, 1);
    }
    if (c.rackScale) {
        // The rack is the product: its trays, spares included, in racks of their own.
        d.racks.nodesPerRack = c.rackScale->nodes;
        d.racks.computeRacks = ceilDiv(installed, c.rackScale->nodes);
        d.racks.networkRacks = ceilDiv(d.switches(), kSwitchesPerRack);
    } else {
        d.racks = planRacks(c.nodes, c.nodePower.value(), c.rackBudget.value() / 1000.0,
                            c.nodeRackUnits, d.switches());
    }
    assignReach(d);
    d.powerW = networkPower(d, catalog);
    return d;
}

void assignReach(NetworkDesign &d)
{
    const bool oneRow = d.racks.racks() <= kRacksPerRow;
    for (FabricDesign *f : {&d.compute, &d.storage, &d.management}) {
        f->linksByReach = {};
        auto put = [f](Reach r, int links) { f->linksByReach[std::size_t(r)] += links; };
        if (f == &d.management) {
            put(Reach::InRack, f->links()); // copper patch cables, 100 m
            continue;
        }
        const bool oneRack = f->tiers() == 1 && d.racks.computeRacks <= 1;
        put(oneRack ? Reach::InRack : Reach::InRow, f->nodeLinks);
        put(oneRow ? Reach::InRow : Reach::BetweenRows, f->leafSpineLinks);
        put(Reach::BetweenRows, f->spineCoreLinks);
    }
}

double networkPower(const NetworkDesign &d, const Catalog &catalog)
{
    double watts = 0;
    for (const FabricDesign *f : {&d.compute, &d.storage, &d.management}) {
        if (f->switches() == 0) continue;
        const SwitchModel *m = catalog.switchModel(f->switchModel);
        const Fabric *fabric = catalog.fabric(f->fabric);
        const double perPort = fabric && toGbps(fabric->rate) < 10 ? kGigabitSwitchWattsPerPort
                                                                   : kSwitchWattsPerPort;
        const double perSwitch = m && m->power.value() > 0 ? m->power.value() : perPort * f->radix;
        watts += perSwitch * f->switches();
        if (fabric)
            for (std::size_t r = 0; r < 3; ++r)
                watts += fabric->linkPower[r] * f->linksByReach[r];
    }
    return watts;
}

} // namespace cp
