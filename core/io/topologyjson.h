// SPDX-License-Identifier: GPL-3.0-or-later
// A topology as the "topology" object of a project file (docs/project-format.md): written, and
// read with every error naming the entry.
#pragma once

#include "model/plan.h"
#include "model/result.h"

#include <nlohmann/json_fwd.hpp>

#include <optional>
#include <string>

namespace cp {

/// A topology as the "topology" object of a project file (docs/project-format.md).
std::string topologyToJson(const Topology &topology);

/// Reads a "topology" object (as topologyToJson writes it); errors name the entry.
std::optional<PlanError> topologyFromJson(const std::string &jsonText, Topology &out);

namespace detail {

/// Reads a "topology" object into plan.topology.
std::optional<PlanError> readTopology(Plan &plan, const nlohmann::json &topology);

} // namespace detail

} // namespace cp
