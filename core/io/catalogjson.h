// SPDX-License-Identifier: GPL-3.0-or-later
// The catalog as JSON (clusterplanner-cli catalog): ids and the main facts of every entry.
#pragma once

#include "model/catalog.h"

#include <string>

namespace cp {

/// The catalog as JSON: ids and the main facts of every entry.
std::string catalogToJson(const Catalog &catalog);

} // namespace cp
