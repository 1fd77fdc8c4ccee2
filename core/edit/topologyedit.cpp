// SPDX-License-Identifier: GPL-3.0-or-later
// Topology edits: plain functions on the plan's graph, each a whole gesture of the canvas.
#include "edit/topologyedit.h"

#include "engine/networklayout.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <map>

namespace cp::edit {

IdPool::IdPool(const Topology &t)
{
    for (const TopoNode &n : t.nodes)
        m_used.insert(n.id);
    for (const TopoSwitch &s : t.switches)
        m_used.insert(s.id);
}

std::string IdPool::take(const std::string &prefix)
{
    char number[16];
    for (int i = 1;; ++i) {
        std::snprintf(number, sizeof number, "%02d", i);
        std::string id = prefix + number;
        if (m_used.insert(id).second) return id;
    }
}

namespace {

bool exists(const Topology &t, const std::string &id)
{
    return std::any_of(t.nodes.begin(), t.nodes.end(), [&](const TopoNode &n) { return n.id == id; })
           || std::any_of(t.switches.begin(), t.switches.end(),
                          [&](const TopoSwitch &s) { return s.id == id; });
}

bool isGpuNode(const Catalog &catalog, const TopoNode &n)
{
    const NodeTemplate *t = catalog.node(n.templateId);
    return t && t->kind == NodeKind::Gpu;
}

} // namespace

Point gpuNodePosition(int index)
{
    return {80 + 140.0 * (index % 8), 200 + 120.0 * (index / 8)};
}

std::string nodeIdPrefix(const NodeTemplate *t)
{
    return !t || t->kind == NodeKind::Gpu ? "gpu" : t->kind == NodeKind::Cpu ? "cpu" : "storage";
}

std::string freeId(const Topology &t, const std::string &prefix)
{
    return IdPool(t).take(prefix);
}

std::string addNode(Plan &plan, const Catalog &catalog, const std::string &market,
                    const std::string &templateId, Point at)
{
    const NodeTemplate *t = catalog.node(templateId);
    if (!t) return {};
    TopoNode n;
    n.templateId = templateId;
    n.id = freeId(plan.topology, nodeIdPrefix(t));
    if (t->kind == NodeKind::Gpu) {
        // An SXM server gets no PCIe card, a mainland purchase no H100.
        const Accelerator *own = catalog.accelerator(plan.gpu);
        n.gpu = plan.gpu;
        if (!own || !templateTakes(*t, *own) || !own->offeredIn(market, plan.pricing)) {
            const Accelerator *pick = nullptr;
            for (const Accelerator &a : catalog.accelerators)
                if (templateTakes(*t, a) && a.offeredIn(market, plan.pricing)
                    && (!pick || (!pick->peakTflopsBf16 && a.peakTflopsBf16)))
                    pick = &a;
            if (pick) n.gpu = pick->id;
        }
        n.gpus = t->gpus;
    }
    if (t->kind == NodeKind::Storage) n.storage = "all-flash";
    n.x = at.x;
    n.y = at.y;
    plan.topology.nodes.push_back(n);
    return n.id;
}

std::string addSwitch(Plan &plan, const Catalog &catalog, const std::string &fabricId, Point at)
{
    if (!catalog.fabric(fabricId)) return {};
    TopoSwitch s;
    s.id = freeId(plan.topology, "sw");
    s.fabric = fabricId;
    s.x = at.x;
    s.y = at.y;
    plan.topology.switches.push_back(s);
    return s.id;
}

bool connect(Topology &t, const Catalog &catalog, const std::string &a, const std::string &b,
             std::string *full, const std::string &market)
{
    if (a == b || !exists(t, a) || !exists(t, b)) return false;
    // A cable takes a data port at each switch end (at a management switch's other end, the
    // switch's own management port); a switch with none free takes no more.
    const std::map<std::string, int> used = switchPortsUsed(t);
    auto role = [&](const std::string &id) -> const TopoSwitch * {
        for (const TopoSwitch &s : t.switches)
            if (s.id == id) return &s;
        return nullptr;
    };
    const TopoSwitch *sa = role(a), *sb = role(b);
    for (const auto &[end, other] : {std::pair{sa, sb}, std::pair{sb, sa}}) {
        if (!end || (other && other->role == SwitchRole::Management
                     && end->role != SwitchRole::Management))
            continue;
        const int radix = switchRadix(*end, catalog, market);
        if (radix > 0 && used.at(end->id) >= radix) {
            if (full) *full = end->id;
            return false;
        }
    }
    for (TopoLink &l : t.links)
        if ((l.a == a && l.b == b) || (l.a == b && l.b == a)) {
            ++l.count; // another port on an existing link
            return true;
        }
    t.links.push_back({a, b, {}, 1});
    return true;
}

bool remove(Topology &t, const std::set<std::string> &elements, const std::set<LinkEnds> &links)
{
    const std::size_t before = t.nodes.size() + t.switches.size() + t.links.size();
    std::erase_if(t.nodes, [&](const TopoNode &n) { return elements.count(n.id) > 0; });
    std::erase_if(t.switches, [&](const TopoSwitch &s) { return elements.count(s.id) > 0; });
    std::erase_if(t.links, [&](const TopoLink &l) {
        return elements.count(l.a) || elements.count(l.b) || links.count({l.a, l.b})
               || links.count({l.b, l.a});
    });
    return t.nodes.size() + t.switches.size() + t.links.size() != before;
}

Topology copy(const Topology &t, const std::set<std::string> &elements)
{
    Topology out;
    for (const TopoNode &n : t.nodes)
        if (elements.count(n.id)) out.nodes.push_back(n);
    for (const TopoSwitch &s : t.switches)
        if (elements.count(s.id)) out.switches.push_back(s);
    for (const TopoLink &l : t.links)
        if (elements.count(l.a) && elements.count(l.b)) out.links.push_back(l);
    return out;
}

Point pasteOffset(const Topology &now, const Topology &clip, Point step)
{
    // An element closer than a box (130 x 80 units) to another hides its name.
    auto near = [&](double x, double y) {
        for (const TopoNode &n : now.nodes)
            if (std::abs(n.x - x) < 130 && std::abs(n.y - y) < 80) return true;
        for (const TopoSwitch &w : now.switches)
            if (std::abs(w.x - x) < 130 && std::abs(w.y - y) < 80) return true;
        return false;
    };
    auto overlaps = [&](Point shift) {
        for (const TopoNode &n : clip.nodes)
            if (near(n.x + shift.x, n.y + shift.y)) return true;
        for (const TopoSwitch &w : clip.switches)
            if (near(w.x + shift.x, w.y + shift.y)) return true;
        return false;
    };
    for (int k = 1; k <= 64; ++k) {
        const Point shift{step.x * k, step.y * k};
        if (!overlaps(shift)) return shift;
    }
    return step;
}

std::vector<std::string> paste(Topology &t, const Catalog &catalog, const Topology &clip,
                               Point offset)
{
    IdPool ids(t);
    std::map<std::string, std::string> rename;
    std::vector<std::string> pasted;
    // Nodes and switches alike: a fresh id, shifted, remembered for the links.
    auto adopt = [&](auto element, const std::string &prefix, auto &into) {
        const std::string id = ids.take(prefix);
        rename[element.id] = id;
        element.id = id;
        element.x += offset.x;
        element.y += offset.y;
        into.push_back(element);
        pasted.push_back(id);
    };
    for (const TopoNode &n : clip.nodes)
        adopt(n, nodeIdPrefix(catalog.node(n.templateId)), t.nodes);
    for (const TopoSwitch &s : clip.switches)
        adopt(s, "sw", t.switches);
    for (TopoLink l : clip.links) {
        auto a = rename.find(l.a), b = rename.find(l.b);
        if (a == rename.end() || b == rename.end()) continue; // an end not copied
        l.a = a->second;
        l.b = b->second;
        t.links.push_back(l);
    }
    return pasted;
}

void arrangeLeafSpine(Topology &t, const Catalog &catalog)
{
    const int gpuNodes = int(std::count_if(t.nodes.begin(), t.nodes.end(),
                                            [&](const TopoNode &n) { return isGpuNode(catalog, n); }));
    const int rows = (gpuNodes + 7) / 8;
    int gpu = 0, side = 0, top = 0, bottom = 0, storageSwitches = 0;
    for (TopoNode &n : t.nodes) {
        if (isGpuNode(catalog, n)) {
            const Point p = gpuNodePosition(gpu++);
            n.x = p.x;
            n.y = p.y;
        } else {
            n.x = 1340;
            n.y = 280 + 110 * side++;
        }
    }
    for (TopoSwitch &s : t.switches) {
        if (s.role == SwitchRole::Training) {
            s.x = 570 + 180 * (top % 2 ? (top + 1) / 2 : -(top / 2));
            s.y = 40;
            ++top;
        } else if (s.role == SwitchRole::Management) {
            s.x = 570 + 180 * bottom++;
            s.y = 240 + 120 * rows;
        } else {
            s.x = 1340;
            s.y = 140 - 80 * storageSwitches++;
        }
    }
}

bool move(Topology &t, const std::vector<std::pair<std::string, Point>> &positions)
{
    std::map<std::string, Point> to(positions.begin(), positions.end());
    bool moved = false;
    auto place = [&](auto &element) {
        auto it = to.find(element.id);
        if (it == to.end() || (element.x == it->second.x && element.y == it->second.y)) return;
        element.x = it->second.x;
        element.y = it->second.y;
        moved = true;
    };
    for (TopoNode &n : t.nodes)
        place(n);
    for (TopoSwitch &s : t.switches)
        place(s);
    return moved;
}

} // namespace cp::edit
