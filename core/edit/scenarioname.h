// SPDX-License-Identifier: GPL-3.0-or-later
// A scenario's name that states its plan ("256 x H100, reserved 1 year") follows the plan
// when the plan changes, so that Compare and the proposal never set "256 x H100" over a
// column of H200s.
#pragma once

#include "model/catalog.h"
#include "model/plan.h"

#include <string>

namespace cp {

/// The name after the plan changed from `before` to `after`. Where the name states the GPU
/// count the plan had ("256 x", "256 ×") or the accelerator it had, by its full name, its
/// name without the vendor, its model ("Ascend 910C", "GeForce RTX 4090") or its model
/// number alone ("H100"), those words take the plan's new count and accelerator, in the
/// same form; every other word is the user's and stays.
std::string nameFollowingPlan(const std::string &name, const Plan &before, const Plan &after,
                              const Catalog &catalog);

} // namespace cp
