// SPDX-License-Identifier: GPL-3.0-or-later
// Derives the cluster's facts (GPU count, bandwidths, storage, host resources, power) from
// the topology graph, or from the flags when the plan has no graph.
#include "report/errortext.h"
#include "engine/planner.h"
#include "engine/engine.h"
#include "edit/topologyedit.h"
#include "report/translation.h"

#include <algorithm>
#include <cstdio>
#include <map>
#include <numeric>
#include <set>
#include <unordered_map>

namespace cp::detail {

namespace {

// Achievable fraction of a link's one-way bandwidth in NCCL collectives; docs/model.md.
constexpr double kNvSwitchEfficiency = 0.78;
constexpr double kPcieEfficiency = 0.70;
constexpr double kOtherIntraEfficiency = 0.70;

void setIntraNode(const Accelerator &gpu, ClusterFacts &c)
{
    double eff = kOtherIntraEfficiency;
    BytesPerSecond bidir = gpu.intraBandwidthBidir;
    c.intraLatency = microseconds(3.33); // NVLink small-message latency (DeepSeek ISCA'25)
    switch (gpu.intraKind) {
    case IntraNodeKind::NvSwitch:
        eff = kNvSwitchEfficiency;
        break;
    case IntraNodeKind::NvLinkMesh:
    case IntraNodeKind::InfinityFabric:
        eff = kOtherIntraEfficiency;
        break;
    case IntraNodeKind::NvLinkBridge:
    case IntraNodeKind::Pcie:
    case IntraNodeKind::Hccs:
        // A bridge joins only pairs, so rings cross PCIe; the catalog lists PCIe for them.
        bidir = gpu.intraBandwidthBidir;
        eff = kPcieEfficiency;
        c.intraLatency = microseconds(5.0);
        break;
    }
    c.intraNodePerGpu = BytesPerSecond(bidir.value() / 2.0 * eff);
}

const NodeTemplate *defaultTemplate(const Catalog &catalog, const Accelerator &gpu, int gpus,
                                    int gpusPerNode)
{
    const int perNode = gpusPerNode > 0 ? gpusPerNode : gpus;
    if (gpu.formFactor == "superchip")
        for (const NodeTemplate &t : catalog.nodes)
            if (templateTakes(t, gpu)) return &t;
    if (gpu.isSxmClass()) return catalog.node("sxm8-server");
    if (perNode <= 1) return catalog.node("workstation-1gpu");
    if (perNode <= 2) return catalog.node("workstation-2gpu");
    if (perNode <= 4) return catalog.node("pcie4-server");
    return catalog.node("pcie8-server");
}

/// The trays of a rack-scale system, `jobNodes` of a rack: each rack is one NVLink domain
/// of the job and keeps its other trays as spares (docs/model.md, "Rack-scale systems").
void setRackScale(const RackScale &rs, int jobNodes, ClusterFacts &c)
{
    c.rackScale = &rs;
    jobNodes = std::clamp(jobNodes, 1, rs.nodes);
    c.nvlinkGpus = std::min(c.gpus, jobNodes * std::max(1, c.gpusPerNode));
    const int racks = (c.nodes + jobNodes - 1) / jobNodes;
    c.spareNodes = racks * rs.nodes - c.nodes;
}

Watts nodePower(const Accelerator &gpu, int gpus, const NodeTemplate &t)
{
    return Watts(gpu.tdp.value() * gpus) + t.hostPower;
}

std::optional<PlanError> fromFlags(const Plan &plan, const Catalog &catalog, ClusterFacts &c)
{
    const Accelerator *gpu = catalog.accelerator(plan.gpu);
    if (!gpu)
        return PlanError{"gpu", ErrorTr::tr("unknown accelerator '%1'")
                                    .arg(QString::fromStdString(plan.gpu))
                                    .toStdString()};
    if (plan.gpus < 1) return PlanError{"gpus", ErrorTr::tr("must be at least 1").toStdString()};
    const NodeTemplate *t = plan.nodeTemplate.empty()
                                ? defaultTemplate(catalog, *gpu, plan.gpus, plan.gpusPerNode)
                                : catalog.node(plan.nodeTemplate);
    if (!t)
        return PlanError{"node", ErrorTr::tr("unknown node template '%1'")
                                     .arg(QString::fromStdString(plan.nodeTemplate))
                                     .toStdString()};
    if (t->kind != NodeKind::Gpu)
        return PlanError{"node", ErrorTr::tr("node template '%1' holds no GPUs")
                                     .arg(QString::fromStdString(t->id))
                                     .toStdString()};
    // A rack-scale system's trays are whole: four GB200 to a tray, never two.
    if (t->rackScale
        && ((plan.gpusPerNode > 0 && plan.gpusPerNode != t->gpus) || plan.gpus % t->gpus != 0))
        return PlanError{plan.gpusPerNode > 0 && plan.gpusPerNode != t->gpus ? "gpus-per-node"
                                                                             : "gpus",
                         ErrorTr::tr("the trays of '%1' hold %2 GPUs each: the GPU count must be a "
                                     "multiple of %2")
                             .arg(QString::fromStdString(t->id))
                             .arg(t->gpus)
                             .toStdString()};
    // Fewer GPUs than one node holds: one partly filled node.
    int perNode = std::min(plan.gpus, plan.gpusPerNode > 0 ? plan.gpusPerNode : t->gpus);
    if (perNode > t->maxGpus)
        return PlanError{"gpus-per-node", ErrorTr::tr("node template '%1' holds at most %2 GPUs")
                                              .arg(QString::fromStdString(t->id))
                                              .arg(t->maxGpus)
                                              .toStdString()};
    if (plan.gpus % perNode != 0)
        return PlanError{"gpus",
                         ErrorTr::tr("the GPU count (%1) must be a multiple of gpus-per-node (%2)")
                             .arg(plan.gpus)
                             .arg(perNode)
                             .toStdString()};
    const Fabric *fabric = catalog.fabric(plan.interNode);
    if (!fabric)
        return PlanError{"inter-node", ErrorTr::tr("unknown fabric '%1'")
                                           .arg(QString::fromStdString(plan.interNode))
                                           .toStdString()};
    const StorageTier *storage = catalog.storage(plan.storage);
    if (!storage)
        return PlanError{"storage", ErrorTr::tr("unknown storage tier '%1'")
                                        .arg(QString::fromStdString(plan.storage))
                                        .toStdString()};

    c.gpu = gpu;
    c.gpus = plan.gpus;
    c.gpusPerNode = perNode;
    c.nodes = plan.gpus / perNode;
    c.nodeShapes = {{perNode, c.nodes}};
    c.fabric = fabric;
    // Templates list their RDMA compute NICs; plain Ethernet servers carry one dual-port NIC.
    int nics = plan.nicsPerNode > 0 ? plan.nicsPerNode : std::max(1, t->nics);
    if (plan.nicsPerNode <= 0 && fabric->kind == FabricKind::Ethernet) nics = std::min(nics, 2);
    const BytesPerSecond nicRate = nicRateInHost(*fabric, *gpu);
    c.interNodePerGpu = BytesPerSecond(nics * nicRate.value() * fabric->efficiency / perNode);
    if (c.nodes > 1 && nicRate < fabric->rate) {
        c.slotNicGbps = toGbps(fabric->rate);
        c.slotGbps = toGbps(nicRate);
    }
    c.interLatency = fabric->latency;
    c.nicPortsTotal = c.nodes > 1 ? nics * c.nodes : 0;
    setIntraNode(*gpu, c);
    c.storage = storage;
    const int units = std::max(1, plan.storageUnits);
    if (storage->perNode) {
        c.storageRead = storage->read * c.nodes;
        c.storageWrite = storage->write * c.nodes;
        c.storageIops = storage->readIops * c.nodes;
    } else {
        // A shared tier is reached through one storage port per node (same fabric family).
        c.storageRead = BytesPerSecond(std::min(
            storage->read.value() * units, c.nodes * nicRate.value() * fabric->efficiency));
        c.storageWrite = BytesPerSecond(std::min(
            storage->write.value() * units, c.nodes * nicRate.value() * fabric->efficiency));
        c.storageIops = storage->readIops * units;
        c.storageNodes = units;
    }
    if (t->rackScale) {
        setRackScale(*t->rackScale, t->rackScale->jobNodes, c);
        // The spare trays are cabled as the job's are.
        const int installed = c.nodes + c.spareNodes;
        c.nicPortsTotal = installed > 1 ? nics * installed : 0;
    }
    c.cpuCoresPerNode = t->cpuCores;
    c.nodeRackUnits = t->rackUnits;
    c.hostCoresTotal = t->cpuCores * c.nodes;
    c.hostRamPerNode = t->ram;
    c.nodePower = nodePower(*gpu, perNode, *t);
    c.switches = c.nodes > 1 ? std::max(1, (c.nicPortsTotal + fabric->switchPorts / 2 - 1)
                                               / std::max(1, fabric->switchPorts / 2))
                             : 0;
    return std::nullopt;
}

/// Union-find over switch indices, for switches cabled to each other (leaf/spine).
struct Components
{
    std::vector<int> parent;
    explicit Components(std::size_t n)
        : parent(n)
    {
        std::iota(parent.begin(), parent.end(), 0);
    }
    int find(int i) { return parent[i] == i ? i : parent[i] = find(parent[i]); }
    void join(int a, int b) { parent[find(a)] = find(b); }
};

/// One node's cabling into one network (a component of connected switches).
struct Attach
{
    BytesPerSecond bw;
    BytesPerSecond nicBw; // what the NICs would give at their own rate
    double lineGbps = 0;  // line rate of the links, all NICs together
    double nicGbps = 0;   // the NICs' own line rate (above lineGbps where a port caps it)
    int slowSwitch = -1;  // a switch whose ports run below the NICs cabled to it
    double nicPortGbps = 0, portGbps = 0; // one NIC's and one capped port's line rate
    const Fabric *fabric = nullptr;
};

/// The drawn element that holds the job's inter-node bandwidth below what the rest of the
/// network gives: the node (or nodes, at most half of the job's) with fewer or slower links
/// than the others, or a
/// switch whose ports run below the NICs cabled to it. Collectives run at the pace of the
/// slowest member, so one such element slows every step of the whole job.
void findLinkLimit(const Topology &topo, const std::vector<const NodeTemplate *> &templates,
                   const std::vector<int> &jobNodes,
                   const std::vector<std::map<int, Attach>> &training, int root, ClusterFacts &c)
{
    struct Node
    {
        int index;
        double perGpu, nicPerGpu; // one direction, achievable
        const Attach *a;
        int gpus;
        /// The line rate its links give each of its GPUs: what a finding compares, so that
        /// eight GPUs on one 400 Gb/s link do not read "400 Gb/s, the others 400 Gb/s"
        /// beside four on another.
        double lineGbpsPerGpu() const { return a->lineGbps / gpus; }
    };
    std::vector<Node> nodes;
    for (int i : jobNodes) {
        const TopoNode &n = topo.nodes[std::size_t(i)];
        const int g = std::max(1, n.gpus > 0 ? n.gpus : templates[std::size_t(i)]->gpus);
        const Attach &a = training[std::size_t(i)].at(root);
        nodes.push_back({i, a.bw.value() / g, a.nicBw.value() / g, &a, g});
    }
    const auto slowest = std::min_element(nodes.begin(), nodes.end(),
                                          [](auto &x, auto &y) { return x.perGpu < y.perGpu; });
    const double low = slowest->perGpu;
    constexpr double kUneven = 1.1; // differences under 10 % are not worth naming
    // A switch slower than the NICs: the job would get what the NICs give.
    if (slowest->a->slowSwitch >= 0) {
        const int sw = slowest->a->slowSwitch;
        double without = 1e300;
        for (const Node &n : nodes)
            without = std::min(without, n.a->slowSwitch == sw ? n.nicPerGpu : n.perGpu);
        if (without > kUneven * low) {
            c.linkLimit.element = topo.switches[std::size_t(sw)].id;
            c.linkLimit.isSwitch = true;
            c.linkLimit.gbps = slowest->a->portGbps;
            c.linkLimit.othersGbps = slowest->a->nicPortGbps;
            c.linkLimit.interNodePerGpuWithout = BytesPerSecond(without);
            return;
        }
    }
    // Nodes with fewer or slower links than the rest: the job would get the next slowest.
    double without = 1e300;
    std::vector<const Node *> slow;
    for (const Node &n : nodes) {
        if (n.perGpu <= kUneven * low)
            slow.push_back(&n);
        else
            without = std::min(without, n.perGpu);
    }
    if (without > 1e299) return; // every node is cabled alike
    // Most nodes cabled alike and a few better: the network is what most of it is, and no
    // node holds it down (one server with more NICs does not make the rest "slow").
    if (2 * slow.size() > nodes.size()) return;
    double othersGbps = 1e300;
    for (const Node &n : nodes)
        if (n.perGpu > kUneven * low) othersGbps = std::min(othersGbps, n.lineGbpsPerGpu());
    for (const Node *n : slow)
        c.linkLimit.nodes.push_back(topo.nodes[std::size_t(n->index)].id);
    c.linkLimit.element = c.linkLimit.nodes.front();
    c.linkLimit.gbps = slowest->lineGbpsPerGpu();
    c.linkLimit.othersGbps = othersGbps;
    c.linkLimit.interNodePerGpuWithout = BytesPerSecond(without);
}

/// The drawn topology, indexed: its elements, their templates, and each node's cabling into
/// each network (a component of switches cabled to each other), by role.
struct TopologyScan
{
    const Topology &topo;
    std::unordered_map<std::string, int> nodeIndex, switchIndex;
    std::vector<const NodeTemplate *> templates;
    Components comp;
    std::vector<std::map<int, Attach>> training, storageNet;
    std::vector<bool> management, linked;
    std::vector<std::vector<int>> nodeRoots; // networks each node is cabled to

    explicit TopologyScan(const Topology &t)
        : topo(t), comp(t.switches.size()), training(t.nodes.size()), storageNet(t.nodes.size()),
          management(t.nodes.size(), false), linked(t.nodes.size(), false),
          nodeRoots(t.nodes.size())
    {
    }
    int gpusOf(std::size_t i) const
    {
        return topo.nodes[i].gpus > 0 ? topo.nodes[i].gpus : templates[i]->gpus;
    }
};

/// Every element's id is unique and names a template or fabric the catalog has.
std::optional<PlanError> indexElements(const Catalog &catalog, TopologyScan &t)
{
    const Topology &topo = t.topo;
    auto &nodeIndex = t.nodeIndex;
    auto &switchIndex = t.switchIndex;
    for (std::size_t i = 0; i < topo.nodes.size(); ++i) {
        const TopoNode &n = topo.nodes[i];
        if (!nodeIndex.emplace(n.id, int(i)).second || switchIndex.count(n.id))
            return PlanError{"topology.nodes", ErrorTr::tr("duplicate element id '%1'")
                                                   .arg(QString::fromStdString(n.id))
                                                   .toStdString()};
        const NodeTemplate *tmpl = catalog.node(n.templateId);
        if (!tmpl)
            return PlanError{"topology.nodes." + n.id + ".template",
                             ErrorTr::tr("unknown node template '%1'")
                                 .arg(QString::fromStdString(n.templateId))
                                 .toStdString()};
        t.templates.push_back(tmpl);
    }
    for (std::size_t i = 0; i < topo.switches.size(); ++i) {
        const TopoSwitch &s = topo.switches[i];
        if (nodeIndex.count(s.id) || !switchIndex.emplace(s.id, int(i)).second)
            return PlanError{"topology.switches", ErrorTr::tr("duplicate element id '%1'")
                                                      .arg(QString::fromStdString(s.id))
                                                      .toStdString()};
        if (!catalog.fabric(s.fabric))
            return PlanError{"topology.switches." + s.id + ".fabric",
                             ErrorTr::tr("unknown fabric '%1'")
                                 .arg(QString::fromStdString(s.fabric))
                                 .toStdString()};
    }
    return std::nullopt;
}

/// The accelerator the job runs on: the most common one over the GPU nodes.
std::optional<PlanError> jobAccelerator(const Plan &plan, const Catalog &catalog,
                                        const TopologyScan &t, std::string &gpuId)
{
    const Topology &topo = t.topo;
    const auto &templates = t.templates;
    std::map<std::string, int> gpuCount;
    for (std::size_t i = 0; i < topo.nodes.size(); ++i) {
        if (templates[i]->kind != NodeKind::Gpu) continue;
        const TopoNode &n = topo.nodes[i];
        const std::string id = n.gpu.empty() ? plan.gpu : n.gpu;
        if (!catalog.accelerator(id))
            return PlanError{"topology.nodes." + n.id + ".gpu",
                             ErrorTr::tr("unknown accelerator '%1'")
                                 .arg(QString::fromStdString(id))
                                 .toStdString()};
        const int g = n.gpus > 0 ? n.gpus : templates[i]->gpus;
        if (g > templates[i]->maxGpus)
            return PlanError{"topology.nodes." + n.id + ".gpus",
                             ErrorTr::tr("template '%1' holds at most %2 GPUs")
                                 .arg(QString::fromStdString(templates[i]->id))
                                 .arg(templates[i]->maxGpus)
                                 .toStdString()};
        gpuCount[id] += g;
    }
    if (gpuCount.empty())
        return PlanError{"topology", ErrorTr::tr("has no GPU node").toStdString()};
    gpuId = std::max_element(gpuCount.begin(), gpuCount.end(), [](auto &a, auto &b) {
              return a.second < b.second;
          })->first;
    // A tie goes to the plan's own accelerator, the one its form names: a 4-GPU A10 server
    // dropped beside a 4-GPU A100 one took the job over, by the ids' order.
    if (const auto own = gpuCount.find(plan.gpu);
        own != gpuCount.end() && own->second == gpuCount[gpuId])
        gpuId = plan.gpu;
    return std::nullopt;
}

/// Each cable between a node and a switch: the network it joins and what it carries there,
/// at the slower of its NIC and its switch port, and no faster than the node's PCIe slots.
std::optional<PlanError> attachLinks(const Plan &plan, const Catalog &catalog, TopologyScan &t,
                                     ClusterFacts &c)
{
    const Topology &topo = t.topo;
    auto &switchIndex = t.switchIndex;
    auto &nodeIndex = t.nodeIndex;
    auto &comp = t.comp;
    for (const TopoLink &l : topo.links) {
        const bool aSw = switchIndex.count(l.a), bSw = switchIndex.count(l.b);
        const bool aNode = nodeIndex.count(l.a), bNode = nodeIndex.count(l.b);
        if ((!aSw && !aNode) || (!bSw && !bNode))
            return PlanError{"topology.links",
                             ErrorTr::tr("link %1 - %2 names an unknown element")
                                 .arg(QString::fromStdString(l.a), QString::fromStdString(l.b))
                                 .toStdString()};
        if (l.count < 1)
            return PlanError{"topology.links",
                             ErrorTr::tr("link %1 - %2 needs a count of at least 1")
                                 .arg(QString::fromStdString(l.a), QString::fromStdString(l.b))
                                 .toStdString()};
        // A management switch's cable to another switch goes to its management port: it
        // joins no data network.
        auto managing = [&](const std::string &id) {
            return topo.switches[std::size_t(switchIndex[id])].role == SwitchRole::Management;
        };
        if (aSw && bSw && managing(l.a) == managing(l.b)) comp.join(switchIndex[l.a], switchIndex[l.b]);
    }
    for (const TopoLink &l : topo.links) {
        const bool aSw = switchIndex.count(l.a), bSw = switchIndex.count(l.b);
        if (aSw == bSw) continue; // switch-switch handled above; node-node ignored
        const int ni = nodeIndex[aSw ? l.b : l.a];
        const int si = switchIndex[aSw ? l.a : l.b];
        const TopoSwitch &sw = topo.switches[si];
        const Fabric *f = catalog.fabric(l.fabric.empty() ? sw.fabric : l.fabric);
        if (!f)
            return PlanError{"topology.links",
                             ErrorTr::tr("link %1 - %2: unknown fabric '%3'")
                                 .arg(QString::fromStdString(l.a), QString::fromStdString(l.b),
                                      QString::fromStdString(l.fabric))
                                 .toStdString()};
        // A NIC of another fabric than its switch: InfiniBand and Ethernet (RoCE is
        // Ethernet) do not interconnect, and a port runs at the slower of its two ends.
        const Fabric *nic = f;
        if (const Fabric *port = catalog.fabric(sw.fabric); port && f != port) {
            if ((f->kind == FabricKind::InfiniBand) != (port->kind == FabricKind::InfiniBand))
                return PlanError{
                    "topology.links",
                    ErrorTr::tr("link %1 - %2: a %3 port cannot connect to switch %4 (%5)")
                        .arg(QString::fromStdString(l.a), QString::fromStdString(l.b),
                             catalogName(f->name), QString::fromStdString(sw.id),
                             catalogName(port->name))
                        .toStdString()};
            if (port->rate < f->rate) f = port;
        }
        t.linked[ni] = true;
        const int root = comp.find(si);
        t.nodeRoots[ni].push_back(root);
        // A GPU node's NICs carry no more than its PCIe slots (nicRateInHost).
        const TopoNode &node = topo.nodes[ni];
        const Accelerator *host = t.templates[ni]->kind == NodeKind::Gpu
                                      ? catalog.accelerator(node.gpu.empty() ? plan.gpu : node.gpu)
                                      : nullptr;
        auto carried = [host](const Fabric *x) { return host ? nicRateInHost(*x, *host) : x->rate; };
        auto add = [&](std::map<int, Attach> &m) {
            Attach &a = m[root];
            a.bw += carried(f) * (l.count * f->efficiency);
            a.nicBw += carried(nic) * (l.count * nic->efficiency);
            a.lineGbps += toGbps(f->rate) * l.count;
            a.nicGbps += toGbps(nic->rate) * l.count;
            if (f != nic) {
                a.slowSwitch = si;
                a.nicPortGbps = toGbps(nic->rate);
                a.portGbps = toGbps(f->rate);
            }
            if (!a.fabric || f->rate < a.fabric->rate) a.fabric = f;
        };
        if (sw.role == SwitchRole::Training && host && carried(nic) < nic->rate
            && c.slotNode.empty()) {
            c.slotNode = node.id;
            c.slotNicGbps = toGbps(nic->rate);
            c.slotGbps = toGbps(carried(nic));
        }
        if (sw.role == SwitchRole::Training)
            add(t.training[ni]);
        else if (sw.role == SwitchRole::Storage)
            add(t.storageNet[ni]);
        else
            t.management[ni] = true;
    }
    return std::nullopt;
}

/// The training network (the component that reaches the most GPUs of the job's type, or -1)
/// and the nodes that take part: GPU nodes of the job's accelerator on it.
int jobNodes(const Plan &plan, const TopologyScan &t, const std::string &gpuId,
             std::vector<int> &jobNodes, std::vector<Finding> &findings)
{
    const Topology &topo = t.topo;
    const auto &templates = t.templates;
    const auto &training = t.training;
    std::map<int, int> gpusPerComponent;
    for (std::size_t i = 0; i < topo.nodes.size(); ++i) {
        const TopoNode &n = topo.nodes[i];
        if (templates[i]->kind != NodeKind::Gpu || (n.gpu.empty() ? plan.gpu : n.gpu) != gpuId)
            continue;
        for (auto &[root, a] : training[i])
            gpusPerComponent[root] += t.gpusOf(i);
    }
    int trainingRoot = -1;
    for (auto &[root, g] : gpusPerComponent)
        if (trainingRoot < 0 || g > gpusPerComponent[trainingRoot]) trainingRoot = root;

    for (std::size_t i = 0; i < topo.nodes.size(); ++i) {
        const TopoNode &n = topo.nodes[i];
        if (templates[i]->kind != NodeKind::Gpu) continue;
        if ((n.gpu.empty() ? plan.gpu : n.gpu) != gpuId) {
            findings.push_back({FindingCode::MixedAccelerators, Severity::Warning, n.id, {}});
            continue;
        }
        jobNodes.push_back(int(i));
    }
    // With more than one node, a node outside the training network cannot take part.
    if (jobNodes.size() > 1) {
        std::vector<int> kept;
        for (int i : jobNodes) {
            if (trainingRoot >= 0 && training[i].count(trainingRoot))
                kept.push_back(i);
            else
                findings.push_back(
                    {FindingCode::UnconnectedNode, Severity::Error, topo.nodes[i].id, {1}});
        }
        if (kept.empty()) kept.push_back(jobNodes.front());
        jobNodes = kept;
    }
    return trainingRoot;
}

/// The cluster the job runs on: its GPUs, nodes of each shape, host cores and memory, power,
/// and the inter-node bandwidth per GPU of its slowest member.
void sizeCluster(const Accelerator &gpu, const TopologyScan &t, const std::vector<int> &jobNodes,
                 int trainingRoot, ClusterFacts &c)
{
    const Topology &topo = t.topo;
    const auto &templates = t.templates;
    const auto &training = t.training;
    c.gpu = &gpu;
    c.nodes = int(jobNodes.size());
    c.firstGpuNode = topo.nodes[jobNodes.front()].id;
    c.gpusPerNode = 0;
    c.interNodePerGpu = BytesPerSecond(1e30);
    c.hostRamPerNode = Bytes(1e30);
    c.cpuCoresPerNode = 1 << 30;
    for (int i : jobNodes) {
        const TopoNode &n = topo.nodes[i];
        const int g = n.gpus > 0 ? n.gpus : templates[i]->gpus;
        c.gpus += g;
        c.gpusPerNode = std::max(c.gpusPerNode, g);
        auto shape = std::find_if(c.nodeShapes.begin(), c.nodeShapes.end(),
                                  [g](const std::pair<int, int> &s) { return s.first == g; });
        if (shape == c.nodeShapes.end()) c.nodeShapes.push_back({g, 1});
        else ++shape->second;
        const int cores = n.cpuCores > 0 ? n.cpuCores : templates[i]->cpuCores;
        const Bytes ram = n.ramGiB > 0 ? gib(n.ramGiB) : templates[i]->ram;
        c.hostCoresTotal += cores;
        c.cpuCoresPerNode = std::min(c.cpuCoresPerNode, cores);
        c.hostRamPerNode = std::min(c.hostRamPerNode, ram);
        c.nodePower = std::max(c.nodePower, nodePower(gpu, g, *templates[i]));
        c.nodeRackUnits = std::max(c.nodeRackUnits, templates[i]->rackUnits);
        if (c.nodes > 1 && trainingRoot >= 0) {
            const Attach &a = training[i].at(trainingRoot);
            c.interNodePerGpu
                = std::min(c.interNodePerGpu, BytesPerSecond(a.bw.value() / std::max(1, g)));
            if (!c.fabric || a.fabric->rate < c.fabric->rate) c.fabric = a.fabric;
        }
    }
    std::sort(c.nodeShapes.begin(), c.nodeShapes.end(), std::greater<>());
    // Trays of one rack-scale system drawn: the job's trays, laid out as the flags lay them
    // (its job trays to a rack, the spares undrawn but installed), so that a designed
    // drawing evaluates as its flags do.
    const NodeTemplate &first = *templates[jobNodes.front()];
    if (first.rackScale && std::all_of(jobNodes.begin(), jobNodes.end(), [&](int i) {
            return templates[i]->id == first.id;
        }))
        setRackScale(*first.rackScale, first.rackScale->jobNodes, c);
    if (c.nodes <= 1) {
        c.fabric = nullptr;
        c.interNodePerGpu = BytesPerSecond(0);
        c.slotNode.clear();
        c.slotNicGbps = c.slotGbps = 0;
    } else {
        c.interLatency = c.fabric->latency;
        if (trainingRoot >= 0) findLinkLimit(topo, templates, jobNodes, training, trainingRoot, c);
    }
    setIntraNode(gpu, c);
    for (const TopoLink &l : topo.links)
        if (t.switchIndex.count(l.a) != t.switchIndex.count(l.b)) c.nicPortsTotal += l.count;
    c.switches = int(topo.switches.size());
}

/// The CPU and storage nodes the job's nodes reach, the storage they read, and what the
/// drawing lacks or shares (a management network, a storage network apart from training).
std::optional<PlanError> attachServices(const Catalog &catalog, const TopologyScan &t,
                                        const std::vector<int> &jobNodes, int trainingRoot,
                                        ClusterFacts &c, std::vector<Finding> &findings)
{
    const Topology &topo = t.topo;
    const auto &templates = t.templates;
    std::vector<bool> reach(topo.switches.size(), false);
    for (int i : jobNodes) {
        for (auto &[root, a] : t.training[i])
            reach[root] = true;
        for (auto &[root, a] : t.storageNet[i])
            reach[root] = true;
    }
    bool sharedStorageNet = false;
    std::set<int> storageRoots; // networks that a drawn storage node is cabled to
    for (std::size_t i = 0; i < topo.nodes.size(); ++i) {
        const TopoNode &n = topo.nodes[i];
        const NodeKind kind = templates[i]->kind;
        if (kind == NodeKind::Gpu) continue;
        if (!t.linked[i]) {
            findings.push_back({FindingCode::UnconnectedNode, Severity::Warning, n.id, {0}});
            continue;
        }
        const std::vector<int> &roots = t.nodeRoots[i];
        const bool reachable
            = std::any_of(roots.begin(), roots.end(), [&](int r) { return reach[r]; });
        if (!reachable) {
            findings.push_back({FindingCode::UnconnectedNode, Severity::Warning, n.id, {0}});
            continue;
        }
        if (kind == NodeKind::Cpu) {
            const int cores = n.cpuCores > 0 ? n.cpuCores : templates[i]->cpuCores;
            c.cpuNodes += 1;
            c.cpuNodeCores += cores;
            c.cpuNodePower = c.cpuNodePower + templates[i]->hostPower;
            c.hostCoresTotal += cores;
        } else {
            const StorageTier *tier = catalog.storage(n.storage.empty() ? "all-flash" : n.storage);
            if (!tier)
                return PlanError{"topology.nodes." + n.id + ".storage",
                                 ErrorTr::tr("unknown storage tier '%1'")
                                     .arg(QString::fromStdString(n.storage))
                                     .toStdString()};
            const int units = std::max(1, n.storageUnits);
            storageRoots.insert(roots.begin(), roots.end());
            c.storageNodes += units;
            c.storageRead += tier->read * units;
            c.storageWrite += tier->write * units;
            c.storageIops += tier->readIops * units;
            if (!c.storage || tier->read < c.storage->read) c.storage = tier;
            if (trainingRoot >= 0 && std::count(roots.begin(), roots.end(), trainingRoot))
                sharedStorageNet = true;
        }
    }
    if (c.storage) {
        // The job's nodes read shared storage through their links to the networks it is on,
        // as the Hardware fields' one storage port per node does (fromFlags).
        BytesPerSecond ports(0);
        for (int i : jobNodes)
            for (const auto *nets : {&t.training[i], &t.storageNet[i]})
                for (const auto &[root, a] : *nets)
                    if (storageRoots.count(root)) ports += a.bw;
        c.storageRead = std::min(c.storageRead, ports);
        c.storageWrite = std::min(c.storageWrite, ports);
    }
    if (!c.storage) {
        // No shared storage drawn: the job reads from the nodes' local NVMe.
        c.storage = catalog.storage("nvme-local");
        if (c.storage) {
            c.storageRead = c.storage->read * c.nodes;
            c.storageWrite = c.storage->write * c.nodes;
            c.storageIops = c.storage->readIops * c.nodes;
        }
    }
    if (sharedStorageNet && c.nodes > 1)
        findings.push_back({FindingCode::SharedStorageNetwork, Severity::Warning, {}, {}});
    if (c.nodes > 1) {
        bool anyMgmt = false;
        for (int i : jobNodes)
            anyMgmt = anyMgmt || t.management[i];
        if (!anyMgmt)
            findings.push_back({FindingCode::NoManagementNetwork, Severity::Warning, {}, {}});
    }
    return std::nullopt;
}

std::optional<PlanError> fromTopology(const Plan &plan, const Catalog &catalog, ClusterFacts &c,
                                      std::vector<Finding> &findings)
{
    TopologyScan t(plan.topology);
    if (auto e = indexElements(catalog, t)) return e;
    std::string gpuId;
    if (auto e = jobAccelerator(plan, catalog, t, gpuId)) return e;
    if (auto e = attachLinks(plan, catalog, t, c)) return e;
    std::vector<int> nodes;
    const int trainingRoot = jobNodes(plan, t, gpuId, nodes, findings);
    sizeCluster(*catalog.accelerator(gpuId), t, nodes, trainingRoot, c);
    return attachServices(catalog, t, nodes, trainingRoot, c, findings);
}

} // namespace

std::optional<PlanError> deriveCluster(const Plan &plan, const Catalog &catalog, ClusterFacts &out,
                                       std::vector<Finding> &findings)
{
    ClusterFacts c;
    auto err = plan.topology.empty() ? fromFlags(plan, catalog, c)
                                     : fromTopology(plan, catalog, c, findings);
    if (err) return err;
    if (c.nodes <= 1) {
        c.fabric = plan.topology.empty() ? c.fabric : nullptr;
        c.interNodePerGpu = c.intraNodePerGpu;
    }
    out = c;
    return std::nullopt;
}

} // namespace cp::detail

namespace cp {

std::optional<PlanError> standardTopology(const Plan &flags, const Catalog &catalog, Topology &out)
{
    Plan plan = flags;
    plan.topology = {};
    ClusterFacts c;
    if (auto e = detail::fromFlags(plan, catalog, c)) return e;
    const NodeTemplate *t
        = plan.nodeTemplate.empty()
              ? detail::defaultTemplate(catalog, *c.gpu, plan.gpus, plan.gpusPerNode)
              : catalog.node(plan.nodeTemplate);
    int nics = plan.nicsPerNode > 0 ? plan.nicsPerNode : std::max(1, t->nics);
    if (plan.nicsPerNode <= 0 && c.fabric->kind == FabricKind::Ethernet) nics = std::min(nics, 2);

    Topology topo;
    const bool multi = c.nodes > 1;
    const bool shared = !c.storage->perNode;
    const std::string &fabric = plan.interNode;
    if (multi) topo.switches.push_back({"train-sw", fabric, SwitchRole::Training});
    topo.switches.push_back({"mgmt-sw", "eth-10", SwitchRole::Management});
    if (shared) topo.switches.push_back({"storage-sw", fabric, SwitchRole::Storage});
    char id[24];
    for (int i = 0; i < c.nodes; ++i) {
        std::snprintf(id, sizeof id, "gpu%02d", i + 1);
        TopoNode n;
        n.id = id;
        n.templateId = t->id;
        n.gpu = c.gpu->id;
        n.gpus = c.gpusPerNode;
        if (!shared) n.storage = c.storage->id; // local NVMe on every node
        topo.nodes.push_back(n);
        if (multi) topo.links.push_back({n.id, "train-sw", {}, nics});
        topo.links.push_back({n.id, "mgmt-sw", {}, 1});
        if (shared) topo.links.push_back({n.id, "storage-sw", {}, 1});
    }
    if (shared) {
        TopoNode s;
        s.id = "storage01";
        s.templateId = "storage-node";
        s.storage = c.storage->id;
        s.storageUnits = std::max(1, plan.storageUnits);
        topo.nodes.push_back(s);
        topo.links.push_back({s.id, "storage-sw", {}, 4 * s.storageUnits});
        topo.links.push_back({s.id, "mgmt-sw", {}, 1});
    }
    // Placed as the canvas's Arrange as leaf/spine places them (the bundled samples too).
    edit::arrangeLeafSpine(topo, catalog);
    out = std::move(topo);
    return std::nullopt;
}

} // namespace cp
