// SPDX-License-Identifier: GPL-3.0-or-later
// Writing project files: the plan as a flat object of flag names, and the project around it in
// a stable key order.
#pragma once

#include "model/plan.h"

#include <string>

namespace cp {

struct Project;

/// The project as a format-kProjectFormat file: readable JSON, stable key order, numbers
/// that read back to the same double.
std::string writeProject(const Project &project);

/// The plan as a flat object of flag names (the "plan" section of a project file, and one
/// line of `estimate --batch`).
std::string planToFlatJson(const Plan &plan);

} // namespace cp
