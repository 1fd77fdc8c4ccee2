// SPDX-License-Identifier: GPL-3.0-or-later
// Reading and writing the "topology" object of a project file; errors name the entry
// ("topology.nodes[3].gpus").
#include "io/topologyjson.h"

#include "report/errortext.h"
#include "io/jsonreader.h"

#include <nlohmann/json.hpp>

#include <cmath>

namespace cp {

using nlohmann::json;

namespace detail {

std::optional<PlanError> readTopology(Plan &plan, const json &t)
{
    if (!t.is_object())
        return PlanError{"topology", ErrorTr::tr("must be an object").toStdString()};
    Topology topo;
    auto str = [](const json &o, const char *k, const std::string &where, std::string &out,
                  bool req) -> std::optional<PlanError> {
        if (!o.contains(k)) {
            if (req) return PlanError{where + "." + k, ErrorTr::tr("is missing").toStdString()};
            return std::nullopt;
        }
        if (!o.at(k).is_string())
            return PlanError{where + "." + k, ErrorTr::tr("must be a string").toStdString()};
        out = o.at(k).get<std::string>();
        if (out.size() > 200)
            return PlanError{where + "." + k,
                             ErrorTr::tr("is longer than 200 characters").toStdString()};
        return std::nullopt;
    };
    auto numv = [](const json &o, const char *k, const std::string &where, double min, double max,
                   double &out) -> std::optional<PlanError> {
        if (!o.contains(k)) return std::nullopt;
        if (!o.at(k).is_number())
            return PlanError{where + "." + k, ErrorTr::tr("must be a number").toStdString()};
        const double v = o.at(k).get<double>();
        if (!std::isfinite(v) || v < min || v > max)
            return PlanError{where + "." + k, ErrorTr::tr("is out of range").toStdString()};
        out = v;
        return std::nullopt;
    };
    // Each section is an array of objects; every entry is named by its index in errors.
    auto section = [&](const char *name, auto parseEntry) -> std::optional<PlanError> {
        if (!t.contains(name)) return std::nullopt;
        const json &arr = t.at(name);
        const std::string where = std::string("topology.") + name;
        if (!arr.is_array() || arr.size() > kMaxTopologyEntries)
            return PlanError{where, ErrorTr::tr("must be an array of at most %1 entries")
                                        .arg(kMaxTopologyEntries)
                                        .toStdString()};
        for (std::size_t i = 0; i < arr.size(); ++i) {
            const std::string w = where + "[" + std::to_string(i) + "]";
            if (!arr[i].is_object())
                return PlanError{w, ErrorTr::tr("must be an object").toStdString()};
            if (auto e = parseEntry(arr[i], w)) return e;
        }
        return std::nullopt;
    };
    auto node = [&](const json &o, const std::string &w) -> std::optional<PlanError> {
        TopoNode n;
        double gpus = 0, cores = 0, units = 1;
        if (auto e = str(o, "id", w, n.id, true)) return e;
        if (auto e = str(o, "template", w, n.templateId, true)) return e;
        if (auto e = str(o, "gpu", w, n.gpu, false)) return e;
        if (auto e = str(o, "storage", w, n.storage, false)) return e;
        if (auto e = numv(o, "gpus", w, 0, 64, gpus)) return e;
        if (auto e = numv(o, "cpu_cores", w, 0, 4096, cores)) return e;
        if (auto e = numv(o, "ram_GiB", w, 0, 1e6, n.ramGiB)) return e;
        if (auto e = numv(o, "rack_power_W", w, 0, 1e7, n.rackPowerW)) return e;
        if (auto e = numv(o, "storage_units", w, 1, 1e5, units)) return e;
        if (auto e = numv(o, "x", w, -1e7, 1e7, n.x)) return e;
        if (auto e = numv(o, "y", w, -1e7, 1e7, n.y)) return e;
        n.gpus = int(gpus);
        n.cpuCores = int(cores);
        n.storageUnits = int(units);
        topo.nodes.push_back(std::move(n));
        return std::nullopt;
    };
    auto switchEntry = [&](const json &o, const std::string &w) -> std::optional<PlanError> {
        TopoSwitch s;
        std::string role = "training";
        if (auto e = str(o, "id", w, s.id, true)) return e;
        if (auto e = str(o, "fabric", w, s.fabric, true)) return e;
        if (auto e = str(o, "role", w, role, false)) return e;
        if (role == "training")
            s.role = SwitchRole::Training;
        else if (role == "storage")
            s.role = SwitchRole::Storage;
        else if (role == "management")
            s.role = SwitchRole::Management;
        else
            return PlanError{w + ".role",
                             ErrorTr::tr("'%1' is not one of: training, storage, management")
                                 .arg(QString::fromStdString(role))
                                 .toStdString()};
        if (auto e = numv(o, "x", w, -1e7, 1e7, s.x)) return e;
        if (auto e = numv(o, "y", w, -1e7, 1e7, s.y)) return e;
        topo.switches.push_back(std::move(s));
        return std::nullopt;
    };
    auto link = [&](const json &o, const std::string &w) -> std::optional<PlanError> {
        TopoLink l;
        double count = 1;
        if (auto e = str(o, "a", w, l.a, true)) return e;
        if (auto e = str(o, "b", w, l.b, true)) return e;
        if (auto e = str(o, "fabric", w, l.fabric, false)) return e;
        if (auto e = numv(o, "count", w, 1, 1024, count)) return e;
        l.count = int(count);
        topo.links.push_back(std::move(l));
        return std::nullopt;
    };
    if (auto e = section("nodes", node)) return e;
    if (auto e = section("switches", switchEntry)) return e;
    if (auto e = section("links", link)) return e;
    plan.topology = std::move(topo);
    return std::nullopt;
}

} // namespace detail

std::string topologyToJson(const Topology &t)
{
    json nodes = json::array(), switches = json::array(), links = json::array();
    for (const TopoNode &n : t.nodes) {
        json o = {{"id", n.id}, {"template", n.templateId}, {"x", n.x}, {"y", n.y}};
        if (!n.gpu.empty()) o["gpu"] = n.gpu;
        if (n.gpus > 0) o["gpus"] = n.gpus;
        if (n.cpuCores > 0) o["cpu_cores"] = n.cpuCores;
        if (n.ramGiB > 0) o["ram_GiB"] = n.ramGiB;
        if (n.rackPowerW > 0) o["rack_power_W"] = n.rackPowerW;
        if (!n.storage.empty()) o["storage"] = n.storage;
        if (n.storageUnits != 1) o["storage_units"] = n.storageUnits;
        nodes.push_back(std::move(o));
    }
    for (const TopoSwitch &s : t.switches) {
        const char *role = s.role == SwitchRole::Training ? "training"
            : s.role == SwitchRole::Storage              ? "storage"
                                                         : "management";
        switches.push_back({{"id", s.id}, {"fabric", s.fabric}, {"role", role}, {"x", s.x}, {"y", s.y}});
    }
    for (const TopoLink &l : t.links) {
        json o = {{"a", l.a}, {"b", l.b}, {"count", l.count}};
        if (!l.fabric.empty()) o["fabric"] = l.fabric;
        links.push_back(std::move(o));
    }
    return json{{"nodes", nodes}, {"switches", switches}, {"links", links}}.dump();
}

std::optional<PlanError> topologyFromJson(const std::string &text, Topology &out)
{
    json doc;
    if (auto e = detail::parseJson(text, doc, "topology")) return e;
    Plan p;
    if (auto e = detail::readTopology(p, doc)) return e;
    out = std::move(p.topology);
    return std::nullopt;
}

} // namespace cp
