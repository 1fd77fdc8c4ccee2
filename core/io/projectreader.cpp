// SPDX-License-Identifier: GPL-3.0-or-later
// Reading project files: bounded size and nesting, migration from every older format, the
// catalog references checked up front; the text-field rule and the scenario a reader names.
#include "io/projectreader.h"

#include "report/errortext.h"
#include "io/jsonreader.h"
#include "io/planflags.h"
#include "model/project.h"
#include "io/topologyjson.h"

#include <QDate>
#include <QStringList>

#include <nlohmann/json.hpp>

#include <algorithm>
#include <functional>
#include <set>

namespace cp {

namespace {
bool forbidden(char32_t c)
{
    if (c < 0x20) return !(c == '\n' || c == '\t' || c == '\r');
    return c == 0x7F || (c >= 0x202A && c <= 0x202E) || (c >= 0x2066 && c <= 0x2069);
}
} // namespace

std::optional<char32_t> forbiddenCharacter(const std::string &text)
{
    for (char32_t c : QString::fromStdString(text).toUcs4())
        if (forbidden(c)) return c;
    return std::nullopt;
}

std::string withoutForbiddenCharacters(const std::string &text)
{
    QList<uint> kept;
    for (char32_t c : QString::fromStdString(text).toUcs4())
        if (!forbidden(c)) kept.append(c);
    return QString::fromUcs4(reinterpret_cast<const char32_t *>(kept.constData()), kept.size())
        .toStdString();
}

using nlohmann::json;

namespace {

constexpr std::size_t kMaxFileBytes = 64u << 20;

PlanError err(std::string field, const QString &message)
{
    return PlanError{std::move(field), message.toStdString()};
}

// Migrations: each takes a document of format N to format N + 1. Index 0 is format 1.
// Keep every step: a file from any older version must still open.
void migrate1to2(json &doc)
{
    // Format 2 groups what a proposal prints under "project"; format 1 had only a name.
    json project = json::object();
    if (doc.contains("name")) {
        project["name"] = doc["name"];
        doc.erase("name");
    }
    doc["project"] = std::move(project);
}

void migrate2to3(json &doc)
{
    // Format 3 holds several scenarios; a format-2 file's plan becomes the only one.
    json scenario = json::object();
    scenario["name"] = "";
    for (const char *key : {"plan", "topology"})
        if (doc.contains(key)) {
            scenario[key] = std::move(doc[key]);
            doc.erase(key);
        }
    doc["scenarios"] = json::array({std::move(scenario)});
    doc["active_scenario"] = 0;
}

void migrate3to4(json &doc)
{
    // Format 4 names the training stack and a trial run (new keys), and reads "attention":
    // "flash" as the fused kernel whatever the recomputation. Format 3 wrote "flash" for
    // every plan and meant the kernel the planner assumes (scores kept when nothing is
    // recomputed): format 4's "auto", which is left unwritten.
    if (!doc.contains("scenarios") || !doc["scenarios"].is_array()) return;
    for (json &sc : doc["scenarios"])
        if (sc.is_object() && sc.contains("plan") && sc["plan"].is_object()) {
            json &plan = sc["plan"];
            if (plan.contains("attention") && plan["attention"] == "flash") plan.erase("attention");
        }
}

void migrate4to5(json &doc)
{
    // Format 5 names the market the project is planned for; every older file was planned
    // without export rules, that is for the global market.
    if (doc.contains("project") && doc["project"].is_object())
        doc["project"]["market"] = kDefaultMarket;
}

const std::function<void(json &)> kMigrations[]
    = {migrate1to2, migrate2to3, migrate3to4, migrate4to5};
static_assert(std::size(kMigrations) == kProjectFormat - 1, "one migration per older format");

std::size_t characters(const std::string &s)
{
    std::size_t chars = 0;
    for (unsigned char c : s)
        chars += (c & 0xC0) != 0x80;
    return chars;
}

std::optional<PlanError> readInfo(const json &o, ProjectInfo &info)
{
    if (!o.is_object()) return err("project", ErrorTr::tr("must be an object"));
    struct Field
    {
        const char *key;
        std::string ProjectInfo::*member;
        std::size_t limit;
    };
    const Field fields[] = {{"name", &ProjectInfo::name, 200},
                            {"customer", &ProjectInfo::customer, 200},
                            {"prepared_by", &ProjectInfo::preparedBy, 200},
                            {"date", &ProjectInfo::date, 10},
                            {"notes", &ProjectInfo::notes, kMaxNotes},
                            {"logo", &ProjectInfo::logo, 1000},
                            {"market", &ProjectInfo::market, 40}};
    for (auto it = o.begin(); it != o.end(); ++it) {
        const Field *f = nullptr;
        for (const Field &candidate : fields)
            if (it.key() == candidate.key) f = &candidate;
        const std::string where = "project." + it.key();
        if (!f) return err(where, ErrorTr::tr("unknown field"));
        if (!it->is_string()) return err(where, ErrorTr::tr("must be a string"));
        const std::string &s = it->get_ref<const std::string &>();
        // Limits count characters (code points), not UTF-8 bytes: a Chinese name of 200
        // characters is as valid as an English one.
        if (characters(s) > f->limit)
            return err(where,
                       ErrorTr::tr("is longer than %1 characters").arg(qulonglong(f->limit)));
        if (std::string e = detail::controlCharacterError(s); !e.empty())
            return PlanError{where, e};
        info.*(f->member) = s;
    }
    if (!isKnownMarket(info.market))
        return err("project.market", ErrorTr::tr("'%1' is not one of: global, mainland-china")
                                         .arg(QString::fromStdString(info.market)));
    const std::string &d = info.date;
    if (!d.empty()) {
        const bool shape = d.size() == 10 && d[4] == '-' && d[7] == '-';
        bool digits = shape;
        for (std::size_t i = 0; digits && i < d.size(); ++i)
            if (i != 4 && i != 7) digits = d[i] >= '0' && d[i] <= '9';
        if (!digits || !QDate::fromString(QString::fromStdString(d), Qt::ISODate).isValid())
            return err("project.date", ErrorTr::tr("'%1' is not a date of the form 2026-12-31")
                                           .arg(QString::fromStdString(d)));
    }
    return std::nullopt;
}

/// Every id the topology names must exist in the catalog, or in the topology itself.
std::optional<PlanError> checkReferences(const Plan &plan, const Catalog &catalog)
{
    const Topology &t = plan.topology;
    std::set<std::string> ids;
    auto unique = [&](const std::string &id, const std::string &where) -> std::optional<PlanError> {
        if (id.empty()) return err(where + ".id", ErrorTr::tr("must not be empty"));
        if (!ids.insert(id).second)
            return err(where + ".id",
                       ErrorTr::tr("'%1' is used twice").arg(QString::fromStdString(id)));
        return std::nullopt;
    };
    // The same messages as for the flags, so each reads whole in every language.
    auto unknown = [](const std::string &where, const QString &message, const std::string &id) {
        return err(where, message.arg(QString::fromStdString(id)));
    };
    for (std::size_t i = 0; i < t.nodes.size(); ++i) {
        const TopoNode &n = t.nodes[i];
        const std::string w = "topology.nodes[" + std::to_string(i) + "]";
        if (auto e = unique(n.id, w)) return e;
        if (!catalog.node(n.templateId))
            return unknown(w + ".template", ErrorTr::tr("unknown node template '%1'"),
                           n.templateId);
        if (!n.gpu.empty() && !catalog.accelerator(n.gpu))
            return unknown(
                w + ".gpu",
                ErrorTr::tr("unknown accelerator '%1' (see: clusterplanner-cli catalog)"), n.gpu);
        if (!n.storage.empty() && !catalog.storage(n.storage))
            return unknown(w + ".storage", ErrorTr::tr("unknown storage tier '%1'"), n.storage);
    }
    for (std::size_t i = 0; i < t.switches.size(); ++i) {
        const TopoSwitch &s = t.switches[i];
        const std::string w = "topology.switches[" + std::to_string(i) + "]";
        if (auto e = unique(s.id, w)) return e;
        if (!catalog.fabric(s.fabric))
            return unknown(w + ".fabric",
                           ErrorTr::tr("unknown fabric '%1' (see: clusterplanner-cli catalog)"),
                           s.fabric);
    }
    for (std::size_t i = 0; i < t.links.size(); ++i) {
        const TopoLink &l = t.links[i];
        const std::string w = "topology.links[" + std::to_string(i) + "]";
        for (const auto &[key, end] : {std::pair{".a", &l.a}, std::pair{".b", &l.b}})
            if (!ids.count(*end))
                return err(w + key, ErrorTr::tr("'%1' is not a node or switch of this topology")
                                        .arg(QString::fromStdString(*end)));
        if (!l.fabric.empty() && !catalog.fabric(l.fabric))
            return unknown(w + ".fabric",
                           ErrorTr::tr("unknown fabric '%1' (see: clusterplanner-cli catalog)"),
                           l.fabric);
    }
    return std::nullopt;
}

std::optional<PlanError> readScenario(const json &o, const std::string &where,
                                      const Catalog &catalog, std::set<std::string> &names,
                                      Scenario &out)
{
    if (!o.is_object()) return err(where, ErrorTr::tr("must be an object"));
    for (auto it = o.begin(); it != o.end(); ++it)
        if (it.key() != "name" && it.key() != "plan" && it.key() != "topology")
            return err(where + "." + it.key(), ErrorTr::tr("unknown field"));
    if (o.contains("name")) {
        if (!o["name"].is_string()) return err(where + ".name", ErrorTr::tr("must be a string"));
        out.name = o["name"].get<std::string>();
        if (characters(out.name) > 100)
            return err(where + ".name", ErrorTr::tr("is longer than %1 characters").arg(100));
        if (std::string e = detail::controlCharacterError(out.name); !e.empty())
            return PlanError{where + ".name", e};
        if (!out.name.empty() && !names.insert(out.name).second)
            return err(where + ".name",
                       ErrorTr::tr("'%1' is used twice").arg(QString::fromStdString(out.name)));
    }
    // Field names inside a scenario keep the short form users know ("plan.gpus") for the
    // first scenario, so messages read as they did before scenarios existed.
    const std::string prefix = where == "scenarios[0]" ? std::string() : where + ".";
    if (!o.contains("plan")) return err(prefix + "plan", ErrorTr::tr("is missing"));
    if (auto e = detail::applyPlanObject(out.plan, o["plan"], catalog, prefix + "plan")) return e;
    if (o.contains("topology"))
        if (auto e = detail::readTopology(out.plan, o["topology"])) {
            if (!prefix.empty()) e->field = prefix + e->field;
            return e;
        }
    if (auto e = checkReferences(out.plan, catalog)) {
        if (!prefix.empty()) e->field = prefix + e->field;
        return e;
    }
    return std::nullopt;
}

} // namespace

std::optional<PlanError> readProject(const std::string &text, const Catalog &catalog, Project &out,
                                     int *fromFormat)
{
    if (text.size() > kMaxFileBytes) return err("plan file", ErrorTr::tr("is larger than 64 MB"));
    json doc;
    if (auto e = detail::parseJson(text, doc, "plan file")) return e;
    if (!doc.is_object()) return err("plan file", ErrorTr::tr("the top level must be an object"));

    int format = 1; // files from before the format key were format 1
    if (doc.contains("format")) {
        const json &f = doc["format"];
        if (!f.is_number_integer()) return err("format", ErrorTr::tr("must be a whole number"));
        if (f.is_number_unsigned() && f.get<unsigned long long>() > (1ull << 62))
            return err("format", ErrorTr::tr("%1 is from a newer version of ClusterPlanner; this "
                                             "version reads formats 1 to %2")
                                     .arg(QString::fromStdString(f.dump()))
                                     .arg(kProjectFormat));
        const auto v = f.get<long long>();
        if (v > kProjectFormat)
            return err("format", ErrorTr::tr("%1 is from a newer version of ClusterPlanner; this "
                                             "version reads formats 1 to %2")
                                     .arg(v)
                                     .arg(kProjectFormat));
        if (v < 1) return err("format", ErrorTr::tr("%1 is not a project format").arg(v));
        format = int(v);
    }
    if (fromFormat) *fromFormat = format;
    for (int f = format; f < kProjectFormat; ++f)
        kMigrations[f - 1](doc);

    for (auto it = doc.begin(); it != doc.end(); ++it)
        if (it.key() != "format" && it.key() != "project" && it.key() != "scenarios"
            && it.key() != "active_scenario")
            return err(it.key(), ErrorTr::tr("unknown section"));
    Project p;
    if (doc.contains("project"))
        if (auto e = readInfo(doc["project"], p.info)) return e;
    if (!doc.contains("scenarios")) return err("scenarios", ErrorTr::tr("is missing"));
    const json &list = doc["scenarios"];
    if (!list.is_array() || list.empty())
        return err("scenarios", ErrorTr::tr("must be a list of at least one scenario"));
    if (list.size() > kMaxScenarios)
        return err("scenarios", ErrorTr::tr("holds more than %1 scenarios").arg(kMaxScenarios));
    p.scenarios.clear();
    std::set<std::string> names;
    for (std::size_t i = 0; i < list.size(); ++i) {
        if (auto e = readScenario(list[i], "scenarios[" + std::to_string(i) + "]", catalog, names,
                                  p.scenarios.emplace_back()))
            return e;
    }
    if (doc.contains("active_scenario")) {
        const json &a = doc["active_scenario"];
        if (!a.is_number_integer() || a.get<long long>() < 0
            || a.get<long long>() >= (long long)list.size())
            return err(
                "active_scenario",
                ErrorTr::tr("must be a scenario's index, from 0 to %1").arg(list.size() - 1));
        p.active = int(a.get<long long>());
    }
    // Every scenario is evaluated in the project's market.
    for (Scenario &s : p.scenarios)
        s.plan.market.id = p.info.market;
    out = std::move(p);
    return std::nullopt;
}

std::optional<PlanError> selectScenario(Project &project, const std::string &which)
{
    const int n = int(project.scenarios.size());
    for (int i = 0; i < n; ++i)
        if (project.scenarios[std::size_t(i)].name == which) {
            project.active = i;
            return std::nullopt;
        }
    const bool digits = !which.empty() && which.size() <= 3
                        && std::all_of(which.begin(), which.end(),
                                       [](char c) { return c >= '0' && c <= '9'; });
    if (digits && std::stoi(which) >= 1 && std::stoi(which) <= n) {
        project.active = std::stoi(which) - 1;
        return std::nullopt;
    }
    QStringList names;
    for (int i = 0; i < n; ++i) {
        const std::string &name = project.scenarios[std::size_t(i)].name;
        names << QStringLiteral("%1 '%2'").arg(i + 1).arg(QString::fromStdString(name));
    }
    return err("scenario", ErrorTr::tr("no scenario '%1'; this project has %2")
                               .arg(QString::fromStdString(which), names.join(QStringLiteral(", "))));
}

std::optional<PlanError> applyProjectJson(Plan &plan, const std::string &text,
                                          const Catalog &catalog, const std::string &scenario)
{
    // One reader for the app and the CLI: migration, limits and references in readProject.
    Project project;
    if (auto e = readProject(text, catalog, project)) return e;
    if (!scenario.empty())
        if (auto e = selectScenario(project, scenario)) return e;
    plan = std::move(project.plan());
    return std::nullopt;
}

} // namespace cp
