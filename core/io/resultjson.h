// SPDX-License-Identifier: GPL-3.0-or-later
// The result of a plan as one line of JSON: the CLI contract (docs/cli.md).
#pragma once

#include "model/plan.h"
#include "model/result.h"

#include <string>
#include <vector>

namespace cp {

/// The result as one line of JSON (the CLI contract in docs/cli.md), with the bill of
/// materials `bom` (billOfMaterials) as `bom[]` when given.
std::string resultToJson(const Plan &plan, const Result &r,
                         const std::vector<BomLine> *bom = nullptr);

/// A bill-of-materials line's item and cost category as files name them ("switches",
/// "network").
const char *bomItemName(BomItem item);
const char *costCategoryName(CostCategory category);

} // namespace cp
