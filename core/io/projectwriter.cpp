// SPDX-License-Identifier: GPL-3.0-or-later
// Writing project files: the plan object (the plan key table's members, each under its key)
// and the project file around it.
#include "io/projectwriter.h"

#include "model/project.h"
#include "io/topologyjson.h"
#include "model/plankeys.h"

#include <nlohmann/json.hpp>

#include <type_traits>
#include <variant>

namespace cp {

using nlohmann::ordered_json;

namespace {

/// A plan member's value as a project file keeps it.
struct MemberJson
{
    const PlanKey &key;

    ordered_json operator()(std::monostate) const { return nullptr; }
    ordered_json operator()(const int *m) const
    {
        return key.type == KeyType::Switch ? ordered_json(*m == 1) : ordered_json(*m);
    }
    ordered_json operator()(const double *m) const { return *m; }
    ordered_json operator()(const bool *m) const
    {
        return key.type == KeyType::Choice ? ordered_json(planKeyWords(key).at(*m ? 1 : 0))
                                           : ordered_json(*m);
    }
    ordered_json operator()(const std::string *m) const { return *m; }
    template<typename E>
    ordered_json operator()(const E *m) const
    {
        return choiceWord(*m);
    }
};

/// Whether two values of the same member differ (a plan's, a new plan's).
bool differs(const PlanMember &a, const PlanMember &b)
{
    return std::visit(
        [](auto x, auto y) {
            if constexpr (std::is_same_v<decltype(x), decltype(y)>
                          && !std::is_same_v<decltype(x), std::monostate>)
                return *x != *y;
            else
                return false;
        },
        a, b);
}

/// The plan object: every key of the plan key table whose rule (Written) says so.
/// Dimensions are written even when they are the preset's: the file keeps the model it was
/// planned with if a catalog update changes the preset.
ordered_json planObject(const Plan &plan)
{
    Plan p = plan; // a key's accessor takes a plan it may set; these are only read
    Plan fresh;
    ordered_json o = ordered_json::object();
    for (const PlanKey &key : planKeys()) {
        if (!key.member) continue;
        const PlanMember member = key.member(p);
        bool write = false;
        switch (key.written) {
        case Written::Always:
            write = true;
            break;
        case Written::IfChanged:
            write = differs(member, key.member(fresh));
            break;
        case Written::IfCustomModel:
            write = p.model.preset.empty();
            break;
        case Written::IfGiven:
            write = p.model.bytesPerSampleGiven;
            break;
        case Written::Never:
            break;
        }
        if (write) o[key.name] = std::visit(MemberJson{key}, member);
    }
    return o;
}

} // namespace

std::string planToFlatJson(const Plan &plan)
{
    return planObject(plan).dump();
}

std::string writeProject(const Project &project)
{
    ordered_json doc;
    doc["format"] = kProjectFormat;
    ordered_json info = ordered_json::object();
    const ProjectInfo &i = project.info;
    for (const auto &[key, value] :
         {std::pair{"name", &i.name}, std::pair{"customer", &i.customer},
          std::pair{"prepared_by", &i.preparedBy}, std::pair{"date", &i.date},
          std::pair{"notes", &i.notes}, std::pair{"logo", &i.logo}, std::pair{"market", &i.market}})
        if (!value->empty()) info[key] = *value;
    doc["project"] = std::move(info);
    ordered_json scenarios = ordered_json::array();
    for (const Scenario &sc : project.scenarios) {
        ordered_json o;
        o["name"] = sc.name;
        o["plan"] = planObject(sc.plan);
        if (!sc.plan.topology.empty() || !sc.plan.topology.switches.empty())
            o["topology"] = ordered_json::parse(topologyToJson(sc.plan.topology));
        scenarios.push_back(std::move(o));
    }
    doc["scenarios"] = std::move(scenarios);
    doc["active_scenario"] = project.active;
    // Invalid UTF-8 typed into a field is replaced, never a throw or a file that will not read.
    return doc.dump(1, ' ', false, ordered_json::error_handler_t::replace) + "\n";
}

} // namespace cp
