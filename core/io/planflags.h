// SPDX-License-Identifier: GPL-3.0-or-later
// The plan flags: their names, and applying them to a plan from the command line. The same
// table reads --batch lines (batchline.h) and the plan of a project file (projectreader.h).
#pragma once

#include "model/catalog.h"
#include "model/plan.h"
#include "model/result.h"

#include <nlohmann/json_fwd.hpp>

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

/// The trial a launch kit's trial.sh measured, from its output (or any text): the line of
/// --trial-* flags it prints, read as the command line reads them. An error naming the flag
/// or saying that the text has no such line.
std::optional<PlanError> readTrialLine(const std::string &text, const Catalog &catalog,
                                       TrialRun &out);

namespace detail {

/// A JSON member that leaves its flag unset: null, or false for a flag that is not a switch.
bool omittedInJson(const std::string &key, const nlohmann::json &value);

/// Applies a flat object of flag names to a plan; errors are prefixed with `prefix`.
std::optional<PlanError> applyPlanObject(Plan &plan, const nlohmann::json &obj,
                                         const Catalog &catalog, const std::string &prefix);

} // namespace detail

} // namespace cp
