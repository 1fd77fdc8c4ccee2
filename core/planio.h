// Reading plans (flat flag objects, project files) and writing results as JSON. Errors are
// values naming the field; no exception leaves this module.
#pragma once

#include "catalog.h"
#include "plan.h"
#include "result.h"

#include <optional>
#include <string>
#include <vector>

namespace cp {

/// One flag name and its raw text value, as typed on the command line ("" for switches).
struct FlagValue
{
    std::string name;
    std::string value;
    bool isSwitch = false;
};

/// The long flag names that describe a plan (also the keys of an --batch line).
const std::vector<std::string> &planFlagNames();
bool isSwitchFlag(const std::string &name);

/// Applies flags given as text (the command line) to a plan.
std::optional<PlanError> applyFlags(Plan &plan, const std::vector<FlagValue> &flags,
                                    const Catalog &catalog);

/// Applies a flat JSON object (keys = flag names) to a plan: one --batch line.
std::optional<PlanError> applyFlatJson(Plan &plan, const std::string &jsonText,
                                       const Catalog &catalog);

/// Reads a project file's text into a plan (readProject in project.h, without the project
/// details): any format from 1 on, migrated. The active scenario, or the one `scenario`
/// names (see selectScenario).
std::optional<PlanError> applyProjectJson(Plan &plan, const std::string &jsonText,
                                          const Catalog &catalog,
                                          const std::string &scenario = {});

/// A topology as the "topology" object of a project file (docs/project-format.md).
std::string topologyToJson(const Topology &topology);

/// Reads a "topology" object (as topologyToJson writes it); errors name the entry.
std::optional<PlanError> topologyFromJson(const std::string &jsonText, Topology &out);

/// The result as one line of JSON (the CLI contract in docs/cli.md).
std::string resultToJson(const Plan &plan, const Result &r);

/// The catalog as JSON: ids and the main facts of every entry.
std::string catalogToJson(const Catalog &catalog);

/// Escapes a string for a JSON document.
std::string jsonQuote(const std::string &s);

} // namespace cp
