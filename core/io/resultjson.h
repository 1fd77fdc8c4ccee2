// The result of a plan as one line of JSON: the CLI contract (docs/cli.md).
#pragma once

#include "plan.h"
#include "result.h"

#include <string>

namespace cp {

/// The result as one line of JSON (the CLI contract in docs/cli.md).
std::string resultToJson(const Plan &plan, const Result &r);

} // namespace cp
