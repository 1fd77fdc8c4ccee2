// SPDX-License-Identifier: GPL-3.0-or-later
// The designed networks as a drawing: see networklayout.h and docs/model.md ("Network design").
#include "engine/networklayout.h"

#include "engine/engine.h"
#include "engine/planner.h"
#include "model/result.h"
#include "edit/topologyedit.h"

#include <algorithm>
#include <array>
#include <climits>
#include <deque>
#include <string_view>
#include <unordered_map>
#include <unordered_set>
#include <vector>

namespace cp {

namespace {

/// The drawing's switches by index and each cable's switch ends (-1 for a node's end):
/// built once, so that an evaluation looks up each id once.
struct SwitchGraph
{
    explicit SwitchGraph(const Topology &t)
        : topo(t)
    {
        index.reserve(t.switches.size());
        for (std::size_t i = 0; i < t.switches.size(); ++i)
            index.emplace(t.switches[i].id, int(i));
        ends.reserve(t.links.size());
        for (const TopoLink &l : t.links)
            ends.push_back({find(l.a), find(l.b)});
    }
    int find(const std::string &id) const
    {
        auto it = index.find(id);
        return it == index.end() ? -1 : it->second;
    }
    bool managing(int s) const { return topo.switches[std::size_t(s)].role == SwitchRole::Management; }

    /// Per switch: 1 for a leaf, one more per switch on the way down to it, 0 unreached.
    std::vector<int> tiers() const
    {
        std::vector<int> tier(topo.switches.size(), 0);
        std::vector<std::vector<int>> above(topo.switches.size());
        std::deque<int> next;
        for (const auto &[a, b] : ends) {
            if (a >= 0 && b >= 0) {
                above[std::size_t(a)].push_back(b);
                above[std::size_t(b)].push_back(a);
            } else if (const int leaf = std::max(a, b); leaf >= 0 && tier[std::size_t(leaf)] == 0) {
                tier[std::size_t(leaf)] = 1;
                next.push_back(leaf);
            }
        }
        // Breadth first from the leaves: a switch's tier is one above its nearest leaf's path.
        while (!next.empty()) {
            const int s = next.front();
            next.pop_front();
            for (int up : above[std::size_t(s)])
                if (tier[std::size_t(up)] == 0) {
                    tier[std::size_t(up)] = tier[std::size_t(s)] + 1;
                    next.push_back(up);
                }
        }
        return tier;
    }

    /// Per switch: the data ports its cables take. A data switch's cable to a management
    /// switch plugs into its management port, not into a data port.
    std::vector<int> portsUsed() const
    {
        std::vector<int> used(topo.switches.size(), 0);
        for (std::size_t i = 0; i < ends.size(); ++i)
            for (const auto &[end, other] : {std::pair{ends[i][0], ends[i][1]}, std::pair{ends[i][1], ends[i][0]}})
                if (end >= 0 && (managing(end) || other < 0 || !managing(other)))
                    used[std::size_t(end)] += topo.links[i].count;
        return used;
    }

    const Topology &topo;
    std::unordered_map<std::string_view, int> index;
    std::vector<std::array<int, 2>> ends;
};

template<typename T>
std::map<std::string, int> bySwitch(const Topology &t, const std::vector<T> &values)
{
    std::map<std::string, int> out;
    for (std::size_t i = 0; i < t.switches.size(); ++i)
        out[t.switches[i].id] = values[i];
    return out;
}

} // namespace

std::map<std::string, int> switchTiers(const Topology &t)
{
    return bySwitch(t, SwitchGraph(t).tiers());
}

int cableTier(const TopoLink &link, const std::map<std::string, int> &tiers)
{
    auto of = [&](const std::string &id) {
        auto it = tiers.find(id);
        return it == tiers.end() ? 0 : it->second;
    };
    return std::max(of(link.a), of(link.b));
}

int switchRadix(const TopoSwitch &s, const Catalog &catalog, const std::string &market)
{
    // The model a design in the project's market takes (a domestic switch in mainland China).
    if (const SwitchModel *m = catalog.switchFor(s.fabric, market)) return m->ports;
    const Fabric *f = catalog.fabric(s.fabric);
    return f ? f->switchPorts : 0;
}

std::map<std::string, int> switchPortsUsed(const Topology &t)
{
    return bySwitch(t, SwitchGraph(t).portsUsed());
}

DrawnNetwork drawnNetwork(const Topology &t, const Catalog &catalog, const std::string &market)
{
    DrawnNetwork out;
    FabricDesign &f = out.compute;
    if (t.switches.empty()) return out;
    const SwitchGraph g(t);
    const std::vector<int> used = g.portsUsed();
    for (std::size_t i = 0; i < t.switches.size(); ++i)
        if (const int radix = switchRadix(t.switches[i], catalog, market);
            radix > 0 && used[i] > radix)
            out.overfull.push_back({t.switches[i].id, used[i], radix});
    const std::vector<int> tier = g.tiers();
    auto training = [&](int s) {
        return s >= 0 && t.switches[std::size_t(s)].role == SwitchRole::Training;
    };
    for (std::size_t s = 0; s < t.switches.size(); ++s)
        if (training(int(s))) {
            f.leaves += tier[s] == 1;
            f.spines += tier[s] == 2;
            f.cores += tier[s] >= 3;
        }
    // Per leaf: its node cables (one per node: connect() merges ports), their ports, and
    // its uplinks to the training tiers above.
    std::vector<int> nodeCables(t.switches.size(), 0), down(t.switches.size(), 0),
        up(t.switches.size(), 0);
    std::unordered_set<std::string_view> nodes;
    for (std::size_t i = 0; i < g.ends.size(); ++i)
        for (int k = 0; k < 2; ++k) {
            const int end = g.ends[i][std::size_t(k)], other = g.ends[i][std::size_t(1 - k)];
            if (!training(end) || tier[std::size_t(end)] != 1) continue;
            if (other < 0) {
                nodeCables[std::size_t(end)] += 1;
                down[std::size_t(end)] += t.links[i].count;
                nodes.insert(k == 0 ? t.links[i].b : t.links[i].a);
            } else if (training(other) && tier[std::size_t(other)] > 1) {
                up[std::size_t(end)] += t.links[i].count;
            }
        }
    bool uplinked = false;
    for (std::size_t s = 0; s < t.switches.size(); ++s) {
        f.nodesPerLeaf = std::max(f.nodesPerLeaf, nodeCables[s]);
        if (up[s] == 0) continue;
        uplinked = true;
        const double r = double(down[s]) / up[s];
        if (r > f.oversubscription) {
            f.oversubscription = r;
            out.worstLeaf = t.switches[s].id;
        }
    }
    if (f.nodesPerLeaf > 0)
        f.leavesPerRail = (int(nodes.size()) + f.nodesPerLeaf - 1) / f.nodesPerLeaf;
    // Spines no leaf reaches carry nothing the time counts.
    if (!uplinked) f.spines = f.cores = 0;
    return out;
}

std::vector<NodeGroup> groupNodes(const Topology &t, const Catalog &catalog, int nodesPerRack)
{
    std::vector<std::size_t> gpu;
    for (std::size_t i = 0; i < t.nodes.size(); ++i)
        if (const NodeTemplate *tp = catalog.node(t.nodes[i].templateId); tp && tp->kind == NodeKind::Gpu)
            gpu.push_back(i);
    if (int(gpu.size()) <= kGroupAbove) return {};
    // Each GPU node's leaves: the training switches of tier 1 it is cabled to.
    const SwitchGraph g(t);
    const std::vector<int> tier = g.tiers();
    std::unordered_map<std::string_view, std::vector<int>> leaves;
    for (std::size_t i = 0; i < g.ends.size(); ++i)
        for (int k = 0; k < 2; ++k) {
            const int end = g.ends[i][std::size_t(k)];
            if (end >= 0 && g.ends[i][std::size_t(1 - k)] < 0 && tier[std::size_t(end)] == 1
                && t.switches[std::size_t(end)].role == SwitchRole::Training)
                leaves[k == 0 ? t.links[i].b : t.links[i].a].push_back(end);
        }
    // Scalable units: nodes on the same leaves, in the order they first appear.
    std::map<std::vector<int>, std::size_t> unitOf;
    std::vector<NodeGroup> units;
    for (std::size_t i : gpu) {
        std::vector<int> key = leaves[t.nodes[i].id];
        std::sort(key.begin(), key.end());
        key.erase(std::unique(key.begin(), key.end()), key.end());
        auto [it, added] = unitOf.try_emplace(key, units.size());
        if (added) units.push_back({true, int(units.size()) + 1, {}});
        units[it->second].members.push_back(t.nodes[i].id);
    }
    // One unit holding nearly all (a star on one switch) or units of a node or two (a hand
    // drawing): racks say more.
    const bool asUnits = units.size() > 1 && gpu.size() >= 4 * units.size()
                         && std::none_of(units.begin(), units.end(),
                                         [](const NodeGroup &u) { return u.members.size() < 2; });
    std::vector<NodeGroup> out;
    if (asUnits) return units;
    const std::size_t perRack = std::size_t(std::max(2, nodesPerRack));
    for (std::size_t k = 0; k < gpu.size(); k += perRack) {
        NodeGroup rack{false, int(out.size()) + 1, {}};
        for (std::size_t i = k; i < std::min(gpu.size(), k + perRack); ++i)
            rack.members.push_back(t.nodes[gpu[i]].id);
        out.push_back(std::move(rack));
    }
    return out;
}

} // namespace cp

namespace cp::edit {

namespace {

// The canvas's grid (topologyedit.h): nodes in 140-unit columns, switches 180 apart.
constexpr double kNodeStep = 140, kSwitchStep = 180, kRowStep = 120, kTierStep = 140;
// The storage and management switches carry longer names ("mgmt-leaf01"): a wider step
// keeps them apart where a drawing is printed small (the proposal's topology figure).
constexpr double kNamedSwitchStep = 260;
constexpr double kGap = 160; // between scalable units, and around the other networks
constexpr int kNodesPerRow = 8;

/// Something cabled to a fabric and the ports it has on it.
struct Endpoint
{
    std::string id;
    int ports = 1;
};

/// A fabric's switches once drawn: leaves unit by unit (a unit's rails together), spines,
/// cores.
struct DrawnFabric
{
    std::vector<std::string> leaves, spines, cores;
    int rails = 1;
    int units() const { return int(leaves.size()) / std::max(1, rails); }
};

class Drawing
{
public:
    Drawing(Topology &t)
        : m_t(t)
        , m_ids(t)
    {}

    /// Adds the switches of `f` with ids on `names` (leaf, spine, core; or the lone switch).
    DrawnFabric addSwitches(const FabricDesign &f, SwitchRole role,
                            const std::array<const char *, 4> &names)
    {
        DrawnFabric d;
        d.rails = f.leaves > 1 ? f.rails : 1;
        auto add = [&](const char *prefix, std::vector<std::string> &into, int count) {
            for (int i = 0; i < count; ++i) {
                into.push_back(m_ids.take(prefix));
                m_t.switches.push_back({into.back(), f.fabric, role});
            }
        };
        add(f.tiers() == 1 ? names[3] : names[0], d.leaves, f.leaves);
        add(names[1], d.spines, f.spines);
        add(names[2], d.cores, f.cores);
        cableUp(f, d);
        return d;
    }

    /// Cables endpoints to the leaves: rail-optimised (port r of every node on the leaf of
    /// rail r in its unit), else port by port, each leaf taking its share of the ports.
    /// Returns for each endpoint the unit its first port went to (-1 when none had room).
    std::vector<int> cableDown(const FabricDesign &f, const DrawnFabric &d,
                               const std::vector<Endpoint> &ends)
    {
        std::vector<int> unit(ends.size(), -1);
        if (d.leaves.empty()) return unit;
        if (d.leaves.size() == 1) {
            for (std::size_t i = 0; i < ends.size(); ++i) {
                cable(ends[i].id, d.leaves[0], ends[i].ports);
                unit[i] = 0;
            }
            return unit;
        }
        if (d.rails > 1) {
            for (std::size_t i = 0; i < ends.size(); ++i) {
                const int u = int(i) / std::max(1, f.nodesPerLeaf);
                if (u >= d.units()) break; // more nodes than the design holds
                for (int r = 0; r < d.rails; ++r)
                    cable(ends[i].id, d.leaves[std::size_t(u * d.rails + r)], 1);
                unit[i] = u;
            }
            return unit;
        }
        std::size_t leaf = 0;
        int room = f.nodesPerLeaf;
        for (std::size_t i = 0; i < ends.size(); ++i)
            for (int left = ends[i].ports; left > 0 && leaf < d.leaves.size();) {
                const int n = std::min(left, room);
                cable(ends[i].id, d.leaves[leaf], n);
                if (unit[i] < 0) unit[i] = int(leaf);
                left -= n;
                room -= n;
                if (room == 0) {
                    ++leaf;
                    room = f.nodesPerLeaf;
                }
            }
        return unit;
    }

    /// The cables, each pair of ends once with its ports.
    void cable(const std::string &a, const std::string &b, int ports)
    {
        auto [it, added] = m_link.try_emplace(a + '\n' + b, m_t.links.size());
        if (added)
            m_t.links.push_back({a, b, {}, ports});
        else
            m_t.links[it->second].count += ports;
    }

private:
    /// Each leaf's uplinks spread evenly over the spines (of its pod when there is a core
    /// tier), each spine's over the cores.
    void cableUp(const FabricDesign &f, const DrawnFabric &d)
    {
        if (d.spines.empty()) return;
        const int half = std::max(1, f.radix / 2);
        const int pods = f.cores > 0 ? (int(d.leaves.size()) + half - 1) / half : 1;
        const int perPod = std::max(1, int(d.spines.size()) / pods);
        for (std::size_t l = 0; l < d.leaves.size(); ++l) {
            const int pod = f.cores > 0 ? int(l) / half : 0;
            for (int k = 0; k < f.leafUp; ++k) {
                const int s = pod * perPod + int((l * std::size_t(f.leafUp) + std::size_t(k)) % perPod);
                cable(d.leaves[l], d.spines[std::size_t(std::min(s, int(d.spines.size()) - 1))], 1);
            }
        }
        if (d.cores.empty()) return;
        for (std::size_t s = 0; s < d.spines.size(); ++s)
            for (int k = 0; k < half; ++k)
                cable(d.spines[s], d.cores[(s * std::size_t(half) + std::size_t(k)) % d.cores.size()], 1);
    }

    Topology &m_t;
    IdPool m_ids;
    std::unordered_map<std::string, std::size_t> m_link;
};

/// Places a row of switches centred on `centre`, 180 units apart.
void placeRow(Topology &t, const std::vector<std::string> &ids, double centre, double y,
              double step = kSwitchStep)
{
    std::unordered_map<std::string, std::size_t> index;
    for (std::size_t i = 0; i < t.switches.size(); ++i)
        index[t.switches[i].id] = i;
    const double left = centre - step * (double(ids.size()) - 1) / 2;
    for (std::size_t i = 0; i < ids.size(); ++i) {
        TopoSwitch &s = t.switches[index.at(ids[i])];
        s.x = left + step * double(i);
        s.y = y;
    }
}

} // namespace

std::optional<PlanError> layOutNetwork(Plan &plan, const Catalog &catalog)
{
    Plan p = plan;
    if (p.topology.empty())
        if (auto e = standardTopology(p, catalog, p.topology)) return e;
    ClusterFacts c;
    std::vector<Finding> ignored;
    if (auto e = detail::deriveCluster(p, catalog, c, ignored)) return e;
    const NetworkDesign d = designNetwork(p, catalog, c);
    Topology &t = p.topology;

    // The networks the design covers are drawn anew; a network it leaves out (storage on
    // the nodes' own disks, one server alone) keeps what was drawn.
    auto designed = [&](SwitchRole role) {
        const FabricDesign &f = role == SwitchRole::Training ? d.compute
                                : role == SwitchRole::Storage ? d.storage
                                                              : d.management;
        return f.leaves > 0;
    };
    std::set<std::string> replaced;
    for (const TopoSwitch &s : t.switches)
        if (designed(s.role)) replaced.insert(s.id);
    remove(t, replaced, {});

    std::vector<Endpoint> gpuNodes, storageNodes, otherNodes;
    for (const TopoNode &n : t.nodes) {
        const NodeTemplate *tp = catalog.node(n.templateId);
        if (tp && tp->kind == NodeKind::Gpu)
            gpuNodes.push_back({n.id, d.compute.rails});
        else if (tp && tp->kind == NodeKind::Storage)
            storageNodes.push_back({n.id, kStoragePortsPerUnit * std::max(1, n.storageUnits)});
        else
            otherNodes.push_back({n.id, 1});
    }

    Drawing draw(t);
    const DrawnFabric compute
        = draw.addSwitches(d.compute, SwitchRole::Training, {"leaf", "spine", "core", "train-sw"});
    const std::vector<int> unitOf = draw.cableDown(d.compute, compute, gpuNodes);
    std::vector<Endpoint> storageEnds;
    for (const Endpoint &n : gpuNodes)
        storageEnds.push_back({n.id, 1});
    storageEnds.insert(storageEnds.end(), storageNodes.begin(), storageNodes.end());
    const DrawnFabric storage = draw.addSwitches(d.storage, SwitchRole::Storage,
                                                 {"stor-leaf", "stor-spine", "stor-core", "storage-sw"});
    draw.cableDown(d.storage, storage, storageEnds);
    // The management network reaches every node and every switch of the other networks.
    std::vector<Endpoint> managed;
    for (const TopoNode &n : t.nodes)
        managed.push_back({n.id, 1});
    for (const TopoSwitch &s : t.switches)
        if (s.role != SwitchRole::Management) managed.push_back({s.id, 1});
    const DrawnFabric management = draw.addSwitches(
        d.management, SwitchRole::Management, {"mgmt-leaf", "mgmt-spine", "mgmt-core", "mgmt-sw"});
    draw.cableDown(d.management, management, managed);

    // The compute fabric from the top: cores, spines, then each scalable unit's leaves
    // above its nodes in rows of eight; units side by side.
    const int tiers = d.compute.tiers();
    const double leafY = 40 + kTierStep * std::max(0, tiers - 1);
    const double nodeY = leafY + kTierStep + 20;
    std::map<int, std::vector<std::size_t>> members; // unit -> GPU nodes
    for (std::size_t i = 0; i < gpuNodes.size(); ++i)
        members[unitOf[i] < 0 ? INT_MAX : unitOf[i]].push_back(i); // no leaf had room: last
    std::unordered_map<std::string, Point> at;
    double x = 0, bottom = nodeY;
    for (auto &[unit, nodes] : members) {
        const int leaves = unit < INT_MAX ? compute.rails : 0;
        const double width = std::max(kNodeStep * std::min<double>(kNodesPerRow, double(nodes.size())),
                                      kSwitchStep * leaves);
        if (leaves > 0)
            placeRow(t, {compute.leaves.begin() + unit * leaves,
                         compute.leaves.begin() + (unit + 1) * leaves},
                     x + width / 2, leafY);
        const double rowWidth = kNodeStep * std::min<double>(kNodesPerRow, double(nodes.size()));
        for (std::size_t k = 0; k < nodes.size(); ++k) {
            const double y = nodeY + kRowStep * double(k / kNodesPerRow);
            at[gpuNodes[nodes[k]].id]
                = {x + (width - rowWidth) / 2 + kNodeStep * (0.5 + double(k % kNodesPerRow)), y};
            bottom = std::max(bottom, y);
        }
        x += width + kGap;
    }
    const double right = std::max(x - kGap, kNodeStep);
    placeRow(t, compute.spines, right / 2, leafY - kTierStep);
    placeRow(t, compute.cores, right / 2, leafY - 2 * kTierStep);
    // The storage network to the right: its switches above the storage, other nodes below.
    const double side = right + kGap + kSwitchStep / 2;
    std::size_t widest = 1;
    for (const auto *row : {&storage.leaves, &storage.spines, &storage.cores}) {
        widest = std::max(widest, row->size());
        placeRow(t, *row, side + kNamedSwitchStep * (double(row->size()) - 1) / 2,
                 leafY - kTierStep * double(row == &storage.spines ? 1 : row == &storage.cores ? 2 : 0),
                 kNamedSwitchStep);
    }
    double y = nodeY;
    for (const std::vector<Endpoint> *group : {&storageNodes, &otherNodes})
        for (const Endpoint &n : *group) {
            at[n.id] = {side, y};
            bottom = std::max(bottom, y);
            y += kRowStep;
        }
    for (TopoNode &n : t.nodes)
        if (auto it = at.find(n.id); it != at.end()) {
            n.x = it->second.x;
            n.y = it->second.y;
        }
    // The management network under everything, its upper tiers below its leaves.
    const double mgmtY = bottom + kTierStep + 20;
    const double mgmtCentre
        = kNamedSwitchStep * (double(management.leaves.size()) - 1) / 2 + kSwitchStep / 2;
    placeRow(t, management.leaves, mgmtCentre, mgmtY, kNamedSwitchStep);
    placeRow(t, management.spines, mgmtCentre, mgmtY + kTierStep, kNamedSwitchStep);
    placeRow(t, management.cores, mgmtCentre, mgmtY + 2 * kTierStep, kNamedSwitchStep);
    // Switches the design left alone: with their network's, out of the way.
    double kept = side + kNamedSwitchStep * double(widest) + kGap;
    for (TopoSwitch &s : t.switches)
        if (!designed(s.role)) {
            s.x = kept + kSwitchStep / 2;
            s.y = s.role == SwitchRole::Management ? mgmtY : leafY;
            kept += kSwitchStep;
        }
    plan.topology = std::move(t);
    return std::nullopt;
}

} // namespace cp::edit
