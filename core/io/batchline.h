// The --batch line reader: one flat JSON object of flag names a line, read without building a
// document (the hot path of `estimate --batch`).
#pragma once

#include "catalog.h"
#include "plan.h"
#include "result.h"

#include <optional>
#include <string>

namespace cp {

/// Applies a flat JSON object (keys = flag names) to a plan: one --batch line.
std::optional<PlanError> applyFlatJson(Plan &plan, const std::string &jsonText,
                                       const Catalog &catalog);

} // namespace cp
